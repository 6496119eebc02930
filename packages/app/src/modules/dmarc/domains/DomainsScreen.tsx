// DMARC Reports, policy domains (dmarc/policy_domains): for the run bar's days (the last 30 by
// default), every domain receivers reported on, with its volume, DMARC pass and SPF and DKIM
// alignment rates, the published policy, sources, reporters, failure reports and what receivers
// did with failing mail. A row opens the domain's sources. With no domain at all the page leads
// to the setup; with none in these days, it says so and offers the last 30 days.
import { useMemo } from 'react';
import { DataTable, EmptyState, type ColumnConfig } from '@console/ui';
import { useQuery } from '../../../api/useQuery.ts';
import { useCsvExport } from '../../../reportKit/csv/useCsvExport.ts';
import { Panel } from '../../../reportKit/panels/Panel.tsx';
import { ExportButton, useReportTableProps } from '../../../reportKit/tables/reportTable.tsx';
import { useTableSort } from '../../../reportKit/tables/useTableSort.ts';
import { useSession } from '../../../session/SessionContext.tsx';
import { ActionLink, CellLink, Page } from '../shared/dmarc.styles.ts';
import { DmarcHeader } from '../shared/DmarcHeader.tsx';
import { useDmarcPaths } from '../shared/dmarcPaths.ts';
import { DmarcRunBar } from '../shared/DmarcRunBar.tsx';
import { dispositionColumns } from '../shared/dispositionColumns.ts';
import { PassRate } from '../shared/PassRate.tsx';
import { previousDays } from '../shared/dayRange.ts';
import { Trend } from './Trend.tsx';
import { useDmarcRun } from '../shared/useDmarcRun.ts';
import { useDmarcTexts } from '../shared/useDmarcTexts.ts';
import { domainCsvRows, domainRows, type DomainTableRow } from './domainRows.ts';

export interface DomainsScreenProps {
  /** The clock (stories fix it): the run bar's presets resolve with it. */
  now?: () => number;
}

const tableId = 'dmarc.domains';

/** Nothing in these days: a new account goes to setup, an old one is told about the range. */
function NoDomains({ days, enabled }: { days: string; enabled: boolean }) {
  const texts = useDmarcTexts();
  const { t } = texts;
  const paths = useDmarcPaths();
  const setup = useQuery((api) => api.member.dmarc.get({}), [], { enabled });
  const hasHistory =
    setup.status === 'success' &&
    (setup.data.policy_domains > 0 || setup.data.last_report_at !== null);
  if (setup.status === 'loading') return null;
  return hasHistory ? (
    <EmptyState
      headingLevel={2}
      title={t('domains.emptyRange.title')}
      description={t('domains.emptyRange.description', {
        days,
        last: setup.data?.last_report_at ? texts.format.dateTime(setup.data.last_report_at) : '',
      })}
    />
  ) : (
    <EmptyState
      headingLevel={2}
      title={t('domains.empty.title')}
      description={t('domains.empty.description')}
      action={
        <ActionLink to={paths.setup} data-variant="primary">
          {t('domains.empty.action')}
        </ActionLink>
      }
    />
  );
}

export function DomainsScreen({ now = Date.now }: DomainsScreenProps) {
  const { user } = useSession();
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
  const days = run.days;
  const query = useQuery(
    (api) => api.member.dmarc.policy_domains({ from: days?.from ?? '', to: days?.to ?? '' }),
    [days, run.runId],
    { enabled: days !== null },
  );
  const daysText = days ? texts.days(days) : '';
  // the days before, as many: each domain's trend compares its pass rate with them
  const before = useMemo(() => (days ? previousDays(days) : null), [days]);
  const earlier = useQuery(
    (api) => api.member.dmarc.policy_domains({ from: before?.from ?? '', to: before?.to ?? '' }),
    [before, run.runId],
    { enabled: before !== null },
  );

  const columns = useMemo<ColumnConfig[]>(
    () => [
      { name: 'domain', label: t('domains.column.domain'), width: 200, fill: true, slot: 'domain' },
      { name: 'messages', label: t('column.messages'), width: 100, align: 'right', footer: 'sum' },
      {
        name: 'dmarc_pass_rate',
        label: t('column.dmarcPass'),
        width: 110,
        align: 'right',
        slot: 'passRate',
      },
      {
        name: 'trend',
        label: t('domains.column.trend'),
        width: 100,
        align: 'right',
        slot: 'trend',
        priority: 2,
      },
      {
        name: 'spf_aligned_rate',
        label: t('column.spfAligned'),
        width: 100,
        align: 'right',
        format: 'percent',
        priority: 3,
      },
      {
        name: 'dkim_aligned_rate',
        label: t('column.dkimAligned'),
        width: 100,
        align: 'right',
        format: 'percent',
        priority: 4,
      },
      { name: 'policy', label: t('column.policy'), width: 150, priority: 1 },
      { name: 'sources', label: t('column.sources'), width: 80, align: 'right', priority: 5 },
      { name: 'reporters', label: t('column.reporters'), width: 90, align: 'right', priority: 6 },
      {
        name: 'failure_reports',
        label: t('column.failureReports'),
        width: 110,
        align: 'right',
        priority: 7,
        footer: 'sum',
      },
      ...dispositionColumns(t),
    ],
    [t],
  );
  const rows = useMemo(
    () => domainRows(query.data ?? [], earlier.data, texts),
    [query.data, earlier.data, texts],
  );
  const slots = {
    domain: (row: DomainTableRow) => (
      <CellLink to={paths.domain(row.domain)}>{row.domain}</CellLink>
    ),
    trend: (row: DomainTableRow) => (
      <Trend change={row.trend} since={before ? texts.days(before) : ''} />
    ),
    passRate: (row: DomainTableRow) => (
      <PassRate
        rate={row.dmarc_pass_rate}
        messages={row.messages}
        text={texts.format.percent(row.dmarc_pass_rate)}
      />
    ),
  };

  const isEmpty = query.status === 'success' && query.data.length === 0;
  const title = t('domains.title');
  return (
    <Page>
      <DmarcHeader
        title={title}
        subtitle={t('domains.subtitle')}
        place="domains"
        query={run.query}
      />
      <DmarcRunBar run={run} />
      <Panel
        title={t('domains.panel')}
        meta={
          query.data &&
          t('domains.meta', {
            count: query.data.length,
            value: texts.format.count(query.data.length),
            days: daysText,
          })
        }
        status={query.status}
        hasContent={query.data !== undefined}
        onReload={query.reload}
        isWide
        actions={
          !isEmpty && (
            <ExportButton
              table={title}
              onExport={() =>
                query.data &&
                exportCsv(
                  ['dmarc', 'domains', ...(days ? [days.from, days.to] : [])],
                  domainCsvRows(
                    query.data,
                    [
                      t('domains.column.domain'),
                      t('column.messages'),
                      t('csv.dmarcPassCount'),
                      t('column.dmarcPass'),
                      t('column.spfAligned'),
                      t('column.dkimAligned'),
                      t('column.policy'),
                      t('csv.pct'),
                      t('column.sources'),
                      t('column.reporters'),
                      t('column.failureReports'),
                      t('csv.none'),
                      t('csv.quarantine'),
                      t('csv.reject'),
                    ],
                    texts,
                  ),
                )
              }
            />
          )
        }
      >
        {isEmpty ? (
          <NoDomains days={daysText} enabled={isEmpty} />
        ) : (
          <DataTable
            id={tableId}
            aria-label={t('domains.panel')}
            {...tableProps}
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
    </Page>
  );
}
