// Reputation Monitor, the workspace's sending IPs and ranges (member/ips/all) or domains
// (member/domains/all): each with its description and tags, its status across the blocklists
// now (the lists by name), for IPs the latest Microsoft SNDS colour, and when it was last
// checked. "Only listed" (kept in the address, so the overview links to it) and a text filter
// narrow the rows; a row opens the asset's page. Editors add, change and remove assets here.
import { useMemo, useState } from 'react';
import { roleAllows } from '@console/contract';
import {
  Button,
  Checkbox,
  DataTable,
  DialogTrigger,
  EmptyState,
  Pill,
  SearchField,
  useSnackbar,
} from '@console/ui';
import { useSearchParams } from 'react-router';
import { useQuery } from '../../../api/useQuery.ts';
import { Panel } from '../../../reportKit/panels/Panel.tsx';
import { useReportTableProps } from '../../../reportKit/tables/reportTable.tsx';
import { useIsMobile } from '../../../reportKit/useIsMobile.ts';
import { useTableSort } from '../../../reportKit/tables/useTableSort.ts';
import { useSession } from '../../../session/SessionContext.tsx';
import { ReputationHeader } from '../shared/ReputationHeader.tsx';
import { CellLine, CellLink, ListToolbar, Page, TagList } from '../shared/reputation.styles.ts';
import { useReputationPaths, type AssetKind } from '../shared/reputationPaths.ts';
import { SndsBadge } from '../shared/SndsBadge.tsx';
import { TimeAgo } from '../shared/TimeAgo.tsx';
import { useListNames } from '../shared/useBlocklists.ts';
import { useReputationTexts } from '../shared/useReputationTexts.ts';
import { AssetActionsMenu } from './AssetEditButtons.tsx';
import { AssetFormDialog } from './AssetFormDialog.tsx';
import { assetColumns } from './assetColumns.ts';
import {
  assetCounts,
  assetRows,
  filterAssets,
  isIpOverview,
  type AssetOverview,
  type AssetTableRow,
} from './assetRows.ts';
import { AssetStatus } from './AssetStatus.tsx';

export interface AssetsScreenProps {
  kind: AssetKind;
}

export function AssetsScreen({ kind }: AssetsScreenProps) {
  const { user, workspace } = useSession();
  const texts = useReputationTexts();
  const { t, format } = texts;
  const paths = useReputationPaths();
  const snackbar = useSnackbar();
  const mayEdit = roleAllows(workspace.role, 'editor');
  const [params, setParams] = useSearchParams();
  const onlyListed = params.get('listed') === '1';
  const [text, setText] = useState('');
  const query = useQuery<AssetOverview[]>(
    (api) =>
      kind === 'ip'
        ? api.member.ips.all({ workspace: workspace.id })
        : api.member.domains.all({ workspace: workspace.id }),
    [kind, workspace.id],
  );
  const listNames = useListNames();
  const tableId = `reputation.${kind}s`;
  const tableProps = useReportTableProps(user, { isSearching: text !== '', rows: 12 });
  const { descriptor, onSortChange } = useTableSort(tableId, {
    column: 'status',
    direction: 'DESC',
  });
  const rows = useMemo(() => assetRows(query.data ?? []), [query.data]);
  const shown = useMemo(
    () => filterAssets(rows, { onlyListed, text }, listNames),
    [rows, onlyListed, text, listNames],
  );
  const counts = assetCounts(query.data ?? []);

  const setOnlyListed = (isOn: boolean) =>
    setParams((current) => {
      const changed = new URLSearchParams(current);
      if (isOn) changed.set('listed', '1');
      else changed.delete('listed');
      return changed;
    });
  const saved = (key: string, isNew: boolean) => {
    snackbar.show(t(isNew ? 'edit.added' : 'edit.saved', { key }), { variant: 'success' });
    query.reload();
  };
  const removed = (key: string) => {
    snackbar.show(t('edit.removed', { key }), { variant: 'success' });
    query.reload();
  };

  const isPhone = useIsMobile();
  const columns = useMemo(
    () => assetColumns({ kind, mayEdit, isPhone, t }),
    [kind, mayEdit, isPhone, t],
  );
  const slots = {
    asset: (row: AssetTableRow) => (
      <CellLine>
        <CellLink to={paths.asset(kind, row.asset)}>{row.asset}</CellLink>
        {row.size > 1 && !isPhone && (
          <span className="muted">
            {t('assets.size', { count: row.size, value: format.count(row.size) })}
          </span>
        )}
      </CellLine>
    ),
    tags: (row: AssetTableRow) => (
      <TagList>
        {row.source.tags.map((tag) => (
          <li key={tag}>
            <Pill>{tag}</Pill>
          </li>
        ))}
      </TagList>
    ),
    status: (row: AssetTableRow) => (
      <AssetStatus
        asset={row.source}
        names={isPhone ? [] : listNames(row.source.listed_on)}
        texts={texts}
      />
    ),
    snds: (row: AssetTableRow) => {
      const ip = isIpOverview(row.source) ? row.source : null;
      return ip?.snds_filter && ip.snds_date ? (
        <CellLine>
          <SndsBadge filter={ip.snds_filter} texts={texts} />
          <span className="muted">{texts.day(ip.snds_date)}</span>
        </CellLine>
      ) : (
        <CellLine>
          <span className="muted">{t('assets.noSnds')}</span>
        </CellLine>
      );
    },
    lastChecked: (row: AssetTableRow) =>
      row.last_checked ? (
        <TimeAgo iso={row.last_checked} texts={texts} />
      ) : (
        <CellLine>
          <span className="muted">{t('assets.notChecked')}</span>
        </CellLine>
      ),
    actions: (row: AssetTableRow) => (
      <AssetActionsMenu
        kind={kind}
        asset={{ key: row.asset, description: row.description, tags: row.source.tags }}
        onSaved={saved}
        onRemoved={removed}
        texts={texts}
      />
    ),
  };

  const addButton = mayEdit && (
    <DialogTrigger>
      <Button variant="primary">{t(`edit.add.${kind}`)}</Button>
      <AssetFormDialog kind={kind} onSaved={saved} texts={texts} />
    </DialogTrigger>
  );
  const isEmpty = query.status === 'success' && query.data.length === 0;
  const isFiltered = onlyListed || text !== '';
  const title = t(`assets.title.${kind}`);
  return (
    <Page>
      <ReputationHeader
        title={title}
        subtitle={t(`assets.subtitle.${kind}`)}
        place={kind === 'ip' ? 'ips' : 'domains'}
      />
      <ListToolbar>
        <Checkbox isSelected={onlyListed} onChange={setOnlyListed}>
          {t('assets.onlyListed')}
        </Checkbox>
        <SearchField
          label={t(`assets.filter.${kind}`)}
          placeholder={t('assets.filterPlaceholder')}
          onChange={setText}
          onClear={() => setText('')}
          clearLabel={t('assets.clearFilter')}
        />
        {addButton && <div className="end">{addButton}</div>}
      </ListToolbar>
      <Panel
        title={title}
        meta={
          query.data &&
          [
            t(`assets.meta.${kind}`, {
              count: counts.total,
              value: format.count(counts.total),
              listed: format.count(counts.listed),
            }),
            isFiltered &&
              t('assets.shown', {
                count: shown.length,
                value: format.count(shown.length),
              }),
          ]
            .filter(Boolean)
            .join(' · ')
        }
        status={query.status}
        hasContent={query.data !== undefined}
        onReload={query.reload}
        isWide
      >
        {isEmpty ? (
          <EmptyState
            headingLevel={3}
            title={t(`assets.empty.title.${kind}`)}
            description={
              mayEdit ? t(`assets.empty.editor.${kind}`) : t(`assets.empty.member.${kind}`)
            }
          />
        ) : (
          <DataTable
            id={tableId}
            aria-label={title}
            {...tableProps}
            emptyLabel={text ? t('assets.noMatch', { text }) : t(`assets.noneListed.${kind}`)}
            columns={columns}
            rows={shown}
            slots={slots}
            sort={descriptor}
            onSortChange={onSortChange}
            // a reload after a change keeps the rows (and the focus on a row's menu button)
            isLoading={query.status === 'loading' && query.data === undefined}
          />
        )}
      </Panel>
    </Page>
  );
}
