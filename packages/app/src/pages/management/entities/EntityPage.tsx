// One management entity (spec section 2, admins only): a table over its list call with search,
// sort and pages, and beside it the form of the entity chosen (?edit=key) or of a new one
// (?add), generated from the contract's input schemas (EntityEditor). The address keeps what is
// open, so a link or Back reopens it. Issues are read only, over the last 30 days.
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { tableRowHeight } from '@console/contract/constants';
import {
  Button,
  DataTable,
  EmptyState,
  Loading,
  SearchField,
  useSnackbar,
  type ColumnConfig,
  type SortDescriptor,
} from '@console/ui';
import { useQuery } from '../../../api/useQuery.ts';
import { TextLink } from '../../../shell/ShellLayout.styles.ts';
import { entityCatalogue, type EntityCode } from './entityCatalogue.ts';
import { callEntity, type Entity } from './entityCalls.ts';
import { EntityEditor } from './EntityEditor.tsx';
import { Body, Header, Page, Pager, TableColumn, Toolbar } from './entityPage.styles.ts';
import { entityRows, pageOf, searchRows, type EntityRow } from './entityRows.ts';
import { useEntityTexts } from './useEntityTexts.ts';
import { ScreenTitle } from '../../../shell/HelpLink.tsx';
import { QueryFailed } from '../../../shell/QueryFailed.tsx';

/** dates need their time; yes and no need little */
const columnWidths: Record<string, number> = {
  timestamp: 190,
  resolved_at: 190,
  last_visit: 190,
  active: 100,
  admin: 120,
  owner: 110,
  severity: 130,
  occurrences: 130,
};

export function EntityPage({ code }: { code: EntityCode }) {
  const definition = entityCatalogue[code];
  const texts = useEntityTexts();
  const { t } = texts;
  const snackbar = useSnackbar();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortDescriptor>(
    code === 'issues'
      ? { column: 'timestamp', direction: 'descending' }
      : { column: definition.title, direction: 'ascending' },
  );
  const [page, setPage] = useState(0);
  const [saves, setSaves] = useState(0);
  const query = useQuery(
    async (api) =>
      (await callEntity(api, definition.list, definition.listInput?.() ?? {})) as Entity[],
    [code],
  );

  const rows = useMemo(
    () => entityRows(query.data ?? [], definition.columns, definition.key),
    [query.data, definition],
  );
  const found = useMemo(
    () => searchRows(rows, definition.columns, search),
    [rows, definition.columns, search],
  );
  const shown = pageOf(found, sort, page);
  const editKey = params.get('edit');
  const isAdding = params.has('add') && definition.add !== undefined;
  const editing = editKey === null ? null : (rows.find((row) => row.rowKey === editKey) ?? null);
  const entity = texts.entityOne(code);

  const open = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('edit');
      next.delete('add');
      for (const [name, value] of Object.entries(changes))
        if (value !== null) next.set(name, value);
      return next;
    });
  const linkTo = (row: EntityRow) => {
    const next = new URLSearchParams(params);
    next.delete('add');
    next.set('edit', row.rowKey);
    return `?${next.toString()}`;
  };

  const columns: ColumnConfig[] = definition.columns.map((column) => ({
    name: column,
    label: texts.fieldLabel(column),
    width: column === definition.title ? 240 : (columnWidths[column] ?? 150),
    fill: column === definition.title,
    slot: column === definition.title && definition.get ? 'title' : 'cell',
  }));
  const slots = {
    title: (row: EntityRow) => (
      <TextLink to={linkTo(row)} aria-current={row.rowKey === editKey ? 'true' : undefined}>
        {texts.cell(definition.title, row.source[definition.title])}
      </TextLink>
    ),
    cell: (row: EntityRow, column: ColumnConfig) =>
      texts.cell(column.name, row.source[column.name]),
  };

  let content;
  if (query.status === 'error' && !query.data) content = <QueryFailed onRetry={query.reload} />;
  else if (!query.data) content = <Loading layout="stacked" label={t('common:loading')} />;
  else if (rows.length === 0 && !isAdding)
    content = (
      <EmptyState
        headingLevel={2}
        title={t('list.emptyTitle', { entities: texts.entityMany(code) })}
        description={t(definition.add ? 'list.emptyAdd' : 'list.emptyNone', { entity })}
      />
    );
  else
    content = (
      <Body $hasEditor={isAdding || editing !== null}>
        <TableColumn>
          <DataTable
            id={`management.${code}`}
            aria-label={texts.entityName(code)}
            columns={columns}
            rows={shown.rows}
            getRowKey={(row) => row.rowKey}
            slots={slots}
            sort={sort}
            onSortChange={(next) => {
              setSort(next);
              setPage(0);
            }}
            isManualSort
            maxHeight={tableRowHeight * 16}
            emptyLabel={t('list.noMatch')}
            loadingLabel={t('common:loading')}
            copiedMessage={t('common:valueCopied')}
            onCopy={(_, message) => snackbar.show(message, { variant: 'primary' })}
          />
          {shown.pages > 1 && (
            <Pager aria-label={t('list.pages')}>
              <span aria-live="polite">
                {t('list.range', {
                  first: texts.format.count(shown.first),
                  last: texts.format.count(shown.last),
                  total: texts.format.count(shown.total),
                })}
              </span>
              <Button isDisabled={shown.page === 0} onPress={() => setPage(shown.page - 1)}>
                {t('list.previous')}
              </Button>
              <Button
                isDisabled={shown.page >= shown.pages - 1}
                onPress={() => setPage(shown.page + 1)}
              >
                {t('list.next')}
              </Button>
            </Pager>
          )}
        </TableColumn>
        {(isAdding || editing) && (
          <EntityEditor
            key={isAdding ? 'new' : editing?.rowKey}
            definition={definition}
            saves={saves}
            row={isAdding ? null : (editing?.source ?? null)}
            texts={texts}
            onClose={() => open({})}
            onSaved={(saved, isNew) => {
              snackbar.show(
                t(isNew ? 'editor.added' : 'editor.saved', {
                  entity,
                  name: String(saved[definition.title] ?? ''),
                }),
                { variant: 'success' },
              );
              query.reload();
              setSaves((count) => count + 1);
              const key = definition.key.map((field) => String(saved[field] ?? '')).join('/');
              open({ edit: key });
            }}
            onDeleted={(row) => {
              snackbar.show(
                t('editor.deleted', { entity, name: String(row[definition.title] ?? '') }),
                { variant: 'success' },
              );
              query.reload();
              open({});
            }}
          />
        )}
      </Body>
    );

  return (
    <Page>
      <Header>
        <div>
          <ScreenTitle>{texts.entityName(code)}</ScreenTitle>
          <p>
            {query.data
              ? t(`intro.${code}`, { count: query.data.length })
              : t(`intro.${code}`, { count: 0 })}
          </p>
        </div>
      </Header>
      <Toolbar>
        <SearchField
          label={t('list.search', { entities: texts.entityMany(code) })}
          placeholder={t('list.searchPlaceholder')}
          clearLabel={t('list.clear')}
          onChange={(value) => {
            setSearch(value);
            setPage(0);
          }}
          onClear={() => setSearch('')}
        />
        {definition.add && (
          <Button variant="primary" onPress={() => open({ add: '' })}>
            {t(`entity.${code}.add`)}
          </Button>
        )}
      </Toolbar>
      {content}
    </Page>
  );
}
