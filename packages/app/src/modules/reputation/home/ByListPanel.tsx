// The overview by list (member/blocklists/all): the lists that list the workspace's IPs or
// domains now, how many each, with each list's health; the lists failing their health check,
// whose checks fail meanwhile; every name leads to the list's card on the blocklists page.
import { useMemo } from 'react';
import type { BlocklistStatus } from '@console/contract';
import { DataTable, EmptyState, Pill, type ColumnConfig } from '@console/ui';
import type { QueryResult } from '../../../api/useQuery.ts';
import { Panel } from '../../../reportKit/panels/Panel.tsx';
import { useReportTableProps } from '../../../reportKit/tables/reportTable.tsx';
import { useSession } from '../../../session/SessionContext.tsx';
import { ActionLink, CellLink, Note } from '../shared/reputation.styles.ts';
import { useReputationPaths } from '../shared/reputationPaths.ts';
import type { ReputationTexts } from '../shared/useReputationTexts.ts';

interface ListTableRow extends Record<string, unknown> {
  id: string;
  name: string;
  kind: string;
  listed: number;
  list: BlocklistStatus;
}

export interface ByListPanelProps {
  query: QueryResult<BlocklistStatus[]>;
  texts: ReputationTexts;
}

export function ByListPanel({ query, texts }: ByListPanelProps) {
  const { t, format } = texts;
  const { user } = useSession();
  const paths = useReputationPaths();
  const tableProps = useReportTableProps(user, { rows: 6 });
  const lists = useMemo(() => query.data ?? [], [query.data]);
  const rows = useMemo<ListTableRow[]>(
    () =>
      lists
        .filter((list) => list.listed > 0)
        .map((list) => ({
          id: list.id,
          name: list.name,
          kind: t(`lists.kindOne.${list.kind}`),
          listed: list.listed,
          list,
        })),
    [lists, t],
  );
  const unhealthy = lists.filter((list) => list.health === 'unhealthy');
  const columns = useMemo<ColumnConfig[]>(
    () => [
      { name: 'name', label: t('check.column.list'), width: 200, fill: true, slot: 'name' },
      { name: 'kind', label: t('home.byList.column.kind'), width: 120, priority: 2 },
      {
        name: 'listed',
        label: t('home.byList.column.listed'),
        width: 130,
        align: 'right',
        slot: 'listed',
      },
      { name: 'health', label: t('home.byList.column.health'), width: 130, slot: 'health' },
    ],
    [t],
  );
  const slots = {
    name: (row: ListTableRow) => <CellLink to={paths.blocklist(row.id)}>{row.name}</CellLink>,
    listed: (row: ListTableRow) =>
      t(`lists.count.${row.list.kind}`, { count: row.listed, value: format.count(row.listed) }),
    health: (row: ListTableRow) => (
      <Pill tone={row.list.health === 'unhealthy' ? 'danger' : 'neutral'} hasDot>
        {texts.health(row.list.health)}
      </Pill>
    ),
  };
  const title = t('home.byList.panel');
  return (
    <Panel
      title={title}
      meta={
        rows.length > 0 &&
        t('home.byList.meta', {
          count: rows.length,
          value: format.count(rows.length),
          total: format.count(lists.length),
        })
      }
      actions={<ActionLink to={paths.blocklists}>{t('home.byList.all')}</ActionLink>}
      status={query.status}
      hasContent={query.data !== undefined}
      onReload={query.reload}
    >
      {rows.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={t('home.byList.empty.title')}
          description={t('home.byList.empty.description', { total: format.count(lists.length) })}
        />
      ) : (
        <DataTable
          id="reputation.byList"
          aria-label={title}
          {...tableProps}
          columns={columns}
          rows={rows}
          slots={slots}
          defaultSort={{ column: 'listed', direction: 'descending' }}
        />
      )}
      {unhealthy.length > 0 && (
        <Note>
          {t('home.byList.unhealthy', {
            count: unhealthy.length,
            names: unhealthy.map((list) => list.name).join(', '),
          })}
        </Note>
      )}
    </Panel>
  );
}
