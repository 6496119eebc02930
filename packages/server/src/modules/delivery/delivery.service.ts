// Delivery Analytics report calls (member area, module da): the rules around the report
// engine. A dataset is answered only to members of its account (and, when the dataset names
// viewers, only to those viewers and the account's owners); an unknown and a foreign dataset
// get the same 404 (datasetOfAccount, modules/datasets). Ranges are taken as sent (the client
// resolves presets in the user's time zone); day buckets start at midnight in the user's time
// zone.
import {
  timeseriesBucket,
  type CategoriesReport,
  type Dataset,
  type DelaysReport,
  type DiagnosticsReport,
  type Filter,
  type GroupingReport,
  type ReportRange,
  type SearchReport,
  type TimeseriesReport,
  type TotalsReport,
} from '@console/contract';
import type { AccountContext } from '../../http/context.ts';
import { datasetRows } from '../datasets/datasets.repository.ts';
import { datasetOfAccount, mayReadDataset, toDataset } from '../datasets/datasets.service.ts';
import { ensureDeliveryDataset, findDatasetWithNumber } from './datasets.repository.ts';
import {
  categoriesReport,
  delaysReport,
  timeseriesPoints,
  totalsReport,
} from './reports/builders.ts';
import { diagnosticsReport } from './reports/diagnostics.ts';
import { checkFilters } from './reports/filters.ts';
import { groupingReport, type GroupingRequest } from './reports/grouping.ts';
import { withReportData, type Needs, type ReportData } from './reports/reportData.ts';
import { searchMessages } from './reports/search.ts';
import { timeBuckets, validTimeZone } from './reports/timeBuckets.ts';

export interface ReportInput {
  dataset: string;
  range: ReportRange;
  filters: Filter[];
}

export async function datasetsOfCaller(context: AccountContext): Promise<Dataset[]> {
  const rows = await datasetRows(context.db, context.account.id);
  return rows.filter((row) => mayReadDataset(row, context)).map(toDataset);
}

/** The dataset's number, once the caller may read it. */
async function readableDataset(context: AccountContext, datasetId: string): Promise<number> {
  const row = await datasetOfAccount(context.db, context.account.id, datasetId, {
    reader: context,
    read: findDatasetWithNumber,
  });
  return row.dataset_no ?? (await ensureDeliveryDataset(context.db, datasetId)).dataset_no;
}

async function report<T>(
  context: AccountContext,
  input: ReportInput,
  build: (data: ReportData) => T,
  needs: Needs = {},
): Promise<T> {
  checkFilters(input.filters);
  const datasetNo = await readableDataset(context, input.dataset);
  const interval = { start: Date.parse(input.range.start), end: Date.parse(input.range.end) };
  return withReportData(context.db, datasetNo, [interval], input.filters, needs, build);
}

export const totals = (context: AccountContext, input: ReportInput): Promise<TotalsReport> =>
  report(context, input, totalsReport);

export const categories = (
  context: AccountContext,
  input: ReportInput,
): Promise<CategoriesReport> => report(context, input, categoriesReport);

export const bounces = (context: AccountContext, input: ReportInput): Promise<DiagnosticsReport> =>
  report(context, input, (data) => diagnosticsReport(data, 'bounced'));

export const deferrals = (
  context: AccountContext,
  input: ReportInput,
): Promise<DiagnosticsReport> =>
  report(context, input, (data) => diagnosticsReport(data, 'deferred'));

export const delays = (context: AccountContext, input: ReportInput): Promise<DelaysReport> =>
  report(context, input, delaysReport, { histograms: true });

export async function grouping(
  context: AccountContext,
  input: ReportInput & GroupingRequest,
): Promise<GroupingReport> {
  checkFilters([{ field: input.groupBy, op: 'IN', values: ['-'] }]);
  return report(context, input, (data) => groupingReport(data, input));
}

export async function timeseries(
  context: AccountContext,
  input: ReportInput,
): Promise<TimeseriesReport> {
  checkFilters(input.filters);
  const datasetNo = await readableDataset(context, input.dataset);
  const bucket = timeseriesBucket(input.range);
  const timezone = validTimeZone(context.user.timezone);
  const buckets = timeBuckets(
    bucket,
    Date.parse(input.range.start),
    Date.parse(input.range.end),
    timezone,
  );
  const points = await withReportData(
    context.db,
    datasetNo,
    buckets,
    input.filters,
    { parts: true },
    (data) => timeseriesPoints(data, buckets),
  );
  return { bucket, timezone: context.user.timezone, points };
}

export async function search(
  context: AccountContext,
  input: {
    dataset: string;
    range: ReportRange;
    email?: string | undefined;
    message_id?: string | undefined;
    filters?: Filter[] | undefined;
  },
): Promise<SearchReport> {
  const filters = input.filters ?? [];
  checkFilters(filters);
  // The dataset's readers come with its events, in one statement (search.repository.ts): the
  // access check takes that row instead of reading the dataset again.
  const { dataset, report } = await searchMessages(context.db, {
    datasetId: input.dataset,
    accountId: context.account.id,
    start: Date.parse(input.range.start),
    end: Date.parse(input.range.end),
    email: input.email,
    messageId: input.message_id,
    filters,
  });
  await datasetOfAccount(context.db, context.account.id, input.dataset, {
    reader: context,
    read: () => Promise.resolve(dataset ?? undefined),
  });
  return report;
}
