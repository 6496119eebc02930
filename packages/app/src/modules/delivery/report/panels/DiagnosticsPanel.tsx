// Top Bounces and Top Deferrals (datasets/bounces, datasets/deferrals): receivers' responses
// normalised into templates ("550 5.1.1 <{email}>: ... User unknown"), most frequent first,
// with their share, enhanced status code and category. A row opens on a real example and the
// mailbox providers that answered it.
import { memo, useMemo } from 'react';
import { bounceKind, type User } from '@console/contract';
import { DataTable, Pill, type ColumnConfig } from '@console/ui';
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
import type { DiagnosticDimension, ReportInput } from '../reportModel.ts';
import {
  diagnosticCsvRows,
  diagnosticRows,
  searchDiagnostics,
  type DiagnosticRow,
} from '../reportRows.ts';
import type { ReportTexts } from '../useReportTexts.ts';
import { DiagnosticDetails } from './panels.styles.ts';

export interface DiagnosticsPanelProps {
  kind: DiagnosticDimension;
  input: ReportInput;
  /** Responses are narrowed to those whose template or example holds this text. */
  search: string;
  runId: number;
  user: Pick<User, 'format'>;
  texts: ReportTexts;
}

export const DiagnosticsPanel = memo(function DiagnosticsPanel({
  kind,
  input,
  search,
  runId,
  user,
  texts,
}: DiagnosticsPanelProps) {
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
  const answer = query.data;
  const data = useMemo(() => answer && searchDiagnostics(answer, search), [answer, search]);
  const rows = useMemo(() => (data ? diagnosticRows(data) : []), [data]);

  const columns = useMemo<ColumnConfig[]>(
    () => [
      { name: 'template', label: t('report.diagnostics.template'), width: 220, fill: true },
      { name: 'dsn_status', label: t('report.diagnostics.status'), width: 76, priority: 2 },
      {
        name: 'count',
        label: t('report.diagnostics.count'),
        width: 96,
        align: 'right',
        format: 'decimal',
      },
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
        width: 150,
        slot: 'category',
        priority: 3,
      },
    ],
    [t],
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
          category: (row) => (
            <Pill tone={bounceKind(row.category) === 'hard' ? 'danger' : 'neutral'}>
              {categoryLabel(row.category)}
            </Pill>
          ),
        }}
        renderExpanded={(row) => (
          <DiagnosticDetails as="dl">
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
          </DiagnosticDetails>
        )}
        expandColumnLabel={t('report.details')}
      />
    </Panel>
  );
});
