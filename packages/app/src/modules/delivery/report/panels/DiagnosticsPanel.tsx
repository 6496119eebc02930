// Top Bounces and Top Deferrals (datasets/bounces, datasets/deferrals): receivers' responses
// normalised into templates ("550 5.1.1 <{email}>: ... User unknown"), most frequent first,
// with their share, enhanced status code and category, and when the report compares, the count
// in the compared period and the change. A row opens on a real example, the mailbox providers
// that answered it, and links to the messages that received it and to the report filtered by it.
import { memo, useMemo } from 'react';
import { Link } from 'react-router';
import { bounceKind, type User } from '@console/contract';
import { DataTable, formatDelta, Pill, trendOf, type ColumnConfig } from '@console/ui';
import { useQuery } from '../../../../api/useQuery.ts';
import { rangeFileDates } from '../../../../reportKit/csv/fileDates.ts';
import { useCsvExport } from '../../../../reportKit/csv/useCsvExport.ts';
import { Panel } from '../../../../reportKit/panels/Panel.tsx';
import {
  ExportButton,
  useReportTableProps,
  useSearchMatchesText,
} from '../../../../reportKit/tables/reportTable.tsx';
import { useTableSort } from '../../../../reportKit/tables/useTableSort.ts';
import { useSession } from '../../../../session/SessionContext.tsx';
import { searchHref } from '../../deliveryLinks.ts';
import type { DiagnosticDimension, ReportInput } from '../reportModel.ts';
import {
  beforeColumn,
  changeColumn,
  withComparison,
  diagnosticCsvRows,
  diagnosticRows,
  searchDiagnostics,
  type DiagnosticRow,
} from '../reportRows.ts';
import type { ReportTexts } from '../useReportTexts.ts';
import { ChangeText, DiagnosticDetails } from './panels.styles.ts';

export interface DiagnosticsPanelProps {
  kind: DiagnosticDimension;
  input: ReportInput;
  /** The same call over the compared period, when the report compares. */
  compared: ReportInput | null;
  /** Responses are narrowed to those whose template or example holds this text. */
  search: string;
  runId: number;
  user: Pick<User, 'format'>;
  texts: ReportTexts;
  /** The address of the report filtered by a response; null when it already is. */
  drillHref: (field: string, value: string) => string | null;
  /** A whole row of the grid: the responses have room to be read. */
  isWide: boolean;
}

export const DiagnosticsPanel = memo(function DiagnosticsPanel({
  kind,
  input,
  compared,
  search,
  runId,
  user,
  texts,
  drillHref,
  isWide,
}: DiagnosticsPanelProps) {
  const { workspace } = useSession();
  const { t, categoryLabel, dimensionName, format } = texts;
  const tableProps = useReportTableProps(user, { isSearching: search !== '' });
  const searchMatchesText = useSearchMatchesText();
  const exportCsv = useCsvExport();
  const title = dimensionName(kind);
  const { descriptor, onSortChange } = useTableSort(`delivery-report.${kind}`, {
    column: 'count',
    direction: 'DESC',
  });
  const query = useQuery(
    (api) =>
      kind === 'bounce' ? api.member.datasets.bounces(input) : api.member.datasets.deferrals(input),
    [kind, input, runId],
  );
  const before = useQuery(
    (api) =>
      kind === 'bounce'
        ? api.member.datasets.bounces(compared ?? input)
        : api.member.datasets.deferrals(compared ?? input),
    [kind, compared, runId],
    { enabled: compared !== null },
  );
  const answer = query.data;
  const data = useMemo(() => answer && searchDiagnostics(answer, search), [answer, search]);
  const isComparing = compared !== null;
  const rows = useMemo(() => {
    if (!data) return [];
    const counts = new Map(
      isComparing && before.data
        ? before.data.rows.map((row) => [row.template, { count: row.count }] as const)
        : [],
    );
    return withComparison(diagnosticRows(data), counts, ['count'], (_, now, then) => now - then);
  }, [data, isComparing, before.data]);

  const columns = useMemo<ColumnConfig[]>(
    () => [
      {
        name: 'template',
        label: t('report.diagnostics.template'),
        width: 220,
        minWidth: 150,
        fill: true,
      },
      { name: 'dsn_status', label: t('report.diagnostics.status'), width: 76, priority: 2 },
      {
        name: 'count',
        label: t('report.diagnostics.count'),
        width: 96,
        align: 'right',
        format: 'decimal',
      },
      ...(isComparing
        ? [
            {
              name: beforeColumn('count'),
              label: t('report.compare.before', { metric: t('report.diagnostics.count') }),
              width: 96,
              align: 'right' as const,
              format: 'decimal' as const,
              priority: 4,
            },
            {
              name: changeColumn('count'),
              label: t('report.compare.change', { metric: t('report.diagnostics.count') }),
              width: 96,
              align: 'right' as const,
              slot: 'change',
              priority: 1,
            },
          ]
        : []),
      {
        name: 'share',
        label: t('report.diagnostics.share'),
        width: 80,
        align: 'right',
        format: 'percent',
        priority: 1,
      },
      {
        name: 'category',
        label: t('report.diagnostics.category'),
        // room for the longest category pill in fr and de ("Lié à la politique du destinataire")
        width: 240,
        slot: 'category',
        priority: 3,
      },
    ],
    [t, isComparing],
  );

  return (
    <Panel
      title={title}
      meta={
        answer &&
        data &&
        (search
          ? searchMatchesText(search, data.rows.length, answer.rows.length)
          : t('report.diagnostics.total', {
              count: format.count(answer.total),
              templates: format.count(answer.rows.length),
            }))
      }
      status={query.status}
      hasContent={data !== undefined}
      onReload={query.reload}
      isWide={isWide}
      actions={
        <ExportButton
          table={title}
          onExport={() =>
            data &&
            exportCsv(
              ['delivery', kind, ...rangeFileDates(input.range, format.timeZone)],
              diagnosticCsvRows(
                data,
                {
                  diagnostic: t('report.diagnostics.template'),
                  count: t('report.diagnostics.count'),
                  share: t('report.diagnostics.share'),
                  status: t('report.diagnostics.status'),
                  category: t('report.diagnostics.category'),
                  example: t('report.diagnostics.example'),
                },
                categoryLabel,
              ),
            )
          }
        />
      }
    >
      <DataTable<DiagnosticRow>
        id={`delivery-report.${kind}`}
        aria-label={title}
        {...tableProps}
        columns={columns}
        rows={rows}
        sort={descriptor}
        onSortChange={onSortChange}
        isLoading={query.status === 'loading'}
        slots={{
          change: (row) => {
            const value = (row as Record<string, unknown>)[changeColumn('count')];
            if (typeof value !== 'number') return '';
            // fewer bounces or deferrals is good news
            return (
              <ChangeText data-trend={trendOf(value, false)}>
                {formatDelta(value, 'decimal', user.format)}
              </ChangeText>
            );
          },
          category: (row) => (
            <Pill tone={bounceKind(row.category) === 'hard' ? 'danger' : 'neutral'}>
              {categoryLabel(row.category)}
            </Pill>
          ),
        }}
        renderExpanded={(row) => (
          <DiagnosticDetails>
            <dt>{t('report.diagnostics.example')}</dt>
            <dd>
              <code>{row.example}</code>
            </dd>
            <dt>{t('report.diagnostics.providers')}</dt>
            <dd>
              {row.providers
                .map((entry) => `${entry.provider} (${format.count(entry.count)})`)
                .join(', ')}
            </dd>
            <dd className="links">
              <Link
                to={searchHref(workspace.id, input.range, [
                  ...(input.filters ?? []).filter((filter) => filter.field !== kind),
                  { field: kind, op: 'IN', values: [row.template] },
                ])}
              >
                {t('report.diagnostics.messages')}
              </Link>
              {drillHref(kind, row.template) !== null && (
                <Link to={drillHref(kind, row.template) ?? ''}>
                  {t('report.diagnostics.filter')}
                </Link>
              )}
            </dd>
          </DiagnosticDetails>
        )}
        expandColumnLabel={t('report.details')}
      />
    </Panel>
  );
});
