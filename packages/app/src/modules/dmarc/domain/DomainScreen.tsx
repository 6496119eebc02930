// DMARC Reports, one policy domain in the run bar's days: its results per day
// (dmarc/domain_days), then the services and servers that sent mail as the domain
// (dmarc/domain_sources), with their SPF and DKIM pass and alignment, DMARC pass rate and what
// receivers did. "Failures only" keeps the sources with failing mail, the
// ones to fix or to stop. A row opens the source's records. Below, the SMTP TLS reports about
// the domain and its DNS records checked.
import { useMemo, useState } from 'react';
import { Checkbox, DataTable, EmptyState, type ColumnConfig } from '@console/ui';
import { useParams } from 'react-router';
import { useQuery } from '../../../api/useQuery.ts';
import { useCsvExport } from '../../../reportKit/csv/useCsvExport.ts';
import { Panel } from '../../../reportKit/panels/Panel.tsx';
import { ExportButton, useReportTableProps } from '../../../reportKit/tables/reportTable.tsx';
import { useTableSort } from '../../../reportKit/tables/useTableSort.ts';
import { useSession } from '../../../session/SessionContext.tsx';
import { CellLink, Page, Toolbar } from '../shared/dmarc.styles.ts';
import { DmarcHeader } from '../shared/DmarcHeader.tsx';
import { useDmarcPaths } from '../shared/dmarcPaths.ts';
import { DmarcRunBar } from '../shared/DmarcRunBar.tsx';
import { dispositionColumns } from '../shared/dispositionColumns.ts';
import { PassRate } from '../shared/PassRate.tsx';
import { useDmarcRun } from '../shared/useDmarcRun.ts';
import { useDmarcTexts } from '../shared/useDmarcTexts.ts';
import { DnsChecksPanel } from './DnsChecksPanel.tsx';
import { DomainDaysPanel } from './DomainDaysPanel.tsx';
import { sourceCsvRows, sourceRows, type SourceTableRow } from './sourceRows.ts';
import { TlsReportsPanel } from './TlsReportsPanel.tsx';

export interface DomainScreenProps {
  now?: () => number;
}

const tableId = 'dmarc.sources';

export function DomainScreen({ now = Date.now }: DomainScreenProps) {
  const { user } = useSession();
  const domain = useParams().domain ?? '';
  const texts = useDmarcTexts();
  const { t } = texts;
  const run = useDmarcRun(now);
  const paths = useDmarcPaths(run.query);
  const tableProps = useReportTableProps(user);
  const exportCsv = useCsvExport();
  const { descriptor, onSortChange } = useTableSort(tableId, {
    column: 'messages',
    direction: 'DESC',
  });
  const [failuresOnly, setFailuresOnly] = useState(false);
  const days = run.days;
  const query = useQuery(
    (api) =>
      api.member.dmarc.domain_sources({ domain, from: days?.from ?? '', to: days?.to ?? '' }),
    [domain, days, run.runId],
    { enabled: days !== null },
  );
  const daysText = days ? texts.days(days) : '';

  const columns = useMemo<ColumnConfig[]>(() => {
    const rate = (name: string, label: string, group: string, priority: number): ColumnConfig => ({
      name,
      label,
      group,
      width: 84,
      align: 'right',
      format: 'percent',
      priority,
    });
    return [
      { name: 'source', label: t('column.source'), width: 140, fill: true, slot: 'source' },
      { name: 'name', label: t('column.service'), width: 150, priority: 4 },
      { name: 'type', label: t('column.type'), width: 90, priority: 6 },
      { name: 'ips', label: t('column.ips'), width: 60, align: 'right', priority: 7 },
      { name: 'messages', label: t('column.messages'), width: 96, align: 'right', footer: 'sum' },
      rate('spf_pass', t('column.pass'), 'SPF', 5),
      rate('spf_aligned', t('column.aligned'), 'SPF', 3),
      rate('dkim_pass', t('column.pass'), 'DKIM', 5),
      rate('dkim_aligned', t('column.aligned'), 'DKIM', 3),
      {
        name: 'dmarc_pass_rate',
        label: t('column.dmarcPass'),
        width: 110,
        align: 'right',
        slot: 'passRate',
      },
      ...dispositionColumns(t),
    ];
  }, [t]);
  const rows = useMemo(
    () => sourceRows(query.data ?? [], texts, failuresOnly),
    [query.data, texts, failuresOnly],
  );
  const slots = {
    source: (row: SourceTableRow) => (
      <CellLink to={paths.source(domain, row.source)}>{row.source}</CellLink>
    ),
    passRate: (row: SourceTableRow) => (
      <PassRate
        rate={row.dmarc_pass_rate}
        messages={row.messages}
        text={texts.format.percent(row.dmarc_pass_rate)}
      />
    ),
  };

  const total = query.data?.length ?? 0;
  const isEmpty = query.status === 'success' && total === 0;
  const panelTitle = t('domain.panel');
  return (
    <Page>
      <DmarcHeader
        title={domain}
        subtitle={t('domain.subtitle', { domain })}
        place="domains"
        isPlace={false}
        query={run.query}
      />
      <DmarcRunBar run={run} />
      <DomainDaysPanel domain={domain} days={days} runId={run.runId} />
      <Toolbar>
        <Checkbox isSelected={failuresOnly} onChange={setFailuresOnly}>
          {t('domain.failuresOnly')}
        </Checkbox>
      </Toolbar>
      <Panel
        title={panelTitle}
        meta={
          query.data &&
          (failuresOnly
            ? t('domain.metaFailing', {
                count: rows.length,
                value: texts.format.count(rows.length),
                total: texts.format.count(total),
                days: daysText,
              })
            : t('domain.meta', { count: total, value: texts.format.count(total), days: daysText }))
        }
        status={query.status}
        hasContent={query.data !== undefined}
        onReload={query.reload}
        isWide
        actions={
          !isEmpty && (
            <ExportButton
              table={panelTitle}
              onExport={() =>
                exportCsv(
                  ['dmarc', domain, ...(days ? [days.from, days.to] : [])],
                  sourceCsvRows(rows, [
                    t('column.source'),
                    t('column.service'),
                    t('column.type'),
                    t('column.ips'),
                    t('column.messages'),
                    t('csv.spfPass'),
                    t('csv.spfAligned'),
                    t('csv.dkimPass'),
                    t('csv.dkimAligned'),
                    t('csv.dmarcPassCount'),
                    t('column.dmarcPass'),
                    t('csv.none'),
                    t('csv.quarantine'),
                    t('csv.reject'),
                  ]),
                )
              }
            />
          )
        }
      >
        {isEmpty ? (
          <EmptyState
            headingLevel={3}
            title={t('domain.empty.title')}
            description={t('domain.empty.description', { domain, days: daysText })}
          />
        ) : (
          <DataTable
            id={tableId}
            aria-label={panelTitle}
            {...tableProps}
            emptyLabel={failuresOnly ? t('domain.noFailures') : tableProps.emptyLabel}
            columns={columns}
            rows={rows}
            slots={slots}
            sort={descriptor}
            onSortChange={onSortChange}
            isLoading={query.status === 'loading'}
            footerLabel={t('column.total')}
          />
        )}
      </Panel>
      <TlsReportsPanel domain={domain} days={days} runId={run.runId} />
      <DnsChecksPanel domain={domain} />
    </Page>
  );
}
