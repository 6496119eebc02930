// DMARC Reports, one source of a domain (dmarc/source_results): what it was seen with (IPs and
// PTR names, DKIM domains and selectors, SPF domains), then every aggregate record of the run
// bar's days, a line per day and reporter, with the disposition, the DMARC verdict, the SPF and
// DKIM results with their alignment and the receiver's reasons. A line opens on every field.
import { useMemo } from 'react';
import { DataTable, Pill, type ColumnConfig } from '@console/ui';
import { useParams } from 'react-router';
import { useQuery } from '../../../api/useQuery.ts';
import { useCsvExport } from '../../../reportKit/csv/useCsvExport.ts';
import { Panel } from '../../../reportKit/panels/Panel.tsx';
import { ExportButton, useReportTableProps } from '../../../reportKit/tables/reportTable.tsx';
import { useTableSort } from '../../../reportKit/tables/useTableSort.ts';
import { useSession } from '../../../session/SessionContext.tsx';
import { CellText, Page } from '../shared/dmarc.styles.ts';
import { DmarcHeader } from '../shared/DmarcHeader.tsx';
import { DmarcRunBar } from '../shared/DmarcRunBar.tsx';
import { useDmarcRun } from '../shared/useDmarcRun.ts';
import { useDmarcTexts } from '../shared/useDmarcTexts.ts';
import { RecordDetails } from './RecordDetails.tsx';
import { resultCsvRows, resultRows, summarise, type ResultTableRow } from './resultRows.ts';
import { SourceSummaryCard } from './SourceSummaryCard.tsx';

export interface SourceScreenProps {
  now?: () => number;
}

const tableId = 'dmarc.results';

export function SourceScreen({ now = Date.now }: SourceScreenProps) {
  const { user } = useSession();
  const params = useParams();
  const domain = params.domain ?? '';
  const source = params.source ?? '';
  const texts = useDmarcTexts();
  const { t } = texts;
  const run = useDmarcRun(now);
  const tableProps = useReportTableProps(user, { rows: 12 });
  const exportCsv = useCsvExport();
  const { descriptor, onSortChange } = useTableSort(tableId, { column: 'date', direction: 'DESC' });
  const days = run.days;
  const query = useQuery(
    (api) =>
      api.member.dmarc.source_results({
        domain,
        source,
        from: days?.from ?? '',
        to: days?.to ?? '',
      }),
    [domain, source, days, run.runId],
    { enabled: days !== null },
  );
  const daysText = days ? texts.days(days) : '';
  const rows = useMemo(() => resultRows(query.data ?? [], texts), [query.data, texts]);
  const summary = useMemo(() => summarise(query.data ?? []), [query.data]);

  const columns = useMemo<ColumnConfig[]>(
    () => [
      { name: 'date', label: t('column.date'), width: 126, slot: 'date' },
      { name: 'reporter', label: t('column.reporter'), width: 130, priority: 5 },
      { name: 'source_ip', label: t('column.ip'), width: 200, fill: true, slot: 'ip' },
      { name: 'messages', label: t('column.messages'), width: 90, align: 'right', footer: 'sum' },
      { name: 'disposition', label: t('column.disposition'), width: 110, priority: 4 },
      { name: 'dmarc', label: 'DMARC', width: 80, slot: 'dmarc' },
      { name: 'spf', label: 'SPF', width: 200, priority: 2, slot: 'text' },
      { name: 'dkim', label: 'DKIM', width: 220, priority: 3, slot: 'text' },
      { name: 'reasons', label: t('column.reasons'), width: 140, priority: 6, slot: 'text' },
    ],
    [t],
  );
  const slots = {
    date: (row: ResultTableRow) => texts.day(row.date),
    ip: (row: ResultTableRow) => (
      <CellText>
        {row.source_ip}
        {row.row.ptr && <span className="muted"> · {row.row.ptr}</span>}
      </CellText>
    ),
    dmarc: (row: ResultTableRow) => (
      <Pill tone={row.row.dmarc === 'pass' ? 'success' : 'danger'}>{row.dmarc}</Pill>
    ),
    text: (row: ResultTableRow, column: ColumnConfig) => (
      <CellText>{String(row[column.name] ?? '')}</CellText>
    ),
  };

  const panelTitle = t('source.panel');
  return (
    <Page>
      <DmarcHeader
        title={source}
        subtitle={t('source.subtitle', { domain })}
        place="domains"
        isPlace={false}
        query={run.query}
      />
      <DmarcRunBar run={run} />
      {query.status === 'success' && query.data.length > 0 && (
        <SourceSummaryCard summary={summary} texts={texts} />
      )}
      <Panel
        title={panelTitle}
        meta={
          query.data &&
          t('source.meta', {
            count: rows.length,
            value: texts.format.count(rows.length),
            days: daysText,
          })
        }
        status={query.status}
        hasContent={query.data !== undefined}
        onReload={query.reload}
        isWide
        actions={
          rows.length > 0 && (
            <ExportButton
              table={panelTitle}
              onExport={() =>
                exportCsv(
                  ['dmarc', domain, source, ...(days ? [days.from, days.to] : [])],
                  resultCsvRows(rows, [
                    t('column.date'),
                    t('column.reporter'),
                    t('csv.reportId'),
                    t('column.ip'),
                    t('csv.ptr'),
                    t('column.messages'),
                    t('details.headerFrom'),
                    t('details.envelopeFrom'),
                    t('column.disposition'),
                    'DMARC',
                    'SPF',
                    'DKIM',
                    t('column.reasons'),
                  ]),
                )
              }
            />
          )
        }
      >
        <DataTable
          id={tableId}
          aria-label={panelTitle}
          {...tableProps}
          emptyLabel={t('source.empty', { source, days: daysText })}
          columns={columns}
          rows={rows}
          slots={slots}
          sort={descriptor}
          onSortChange={onSortChange}
          renderExpanded={(row) => <RecordDetails row={row.row} texts={texts} />}
          expandColumnLabel={t('source.details')}
          isLoading={query.status === 'loading'}
          footerLabel={t('column.total')}
        />
      </Panel>
    </Page>
  );
}
