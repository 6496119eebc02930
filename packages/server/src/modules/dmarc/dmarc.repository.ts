// All SQL about DMARC Reports' tables (migration 0120_dmarc): report addresses, uploads kept raw,
// aggregate reports and their records per day, failure reports, TLS reports and source IPs.
// Reads only join the account's own rows; the sources table is shared (public DNS facts).
import { sql, type Insertable, type Selectable } from 'kysely';
import { jsonb } from '../../db/jsonb.ts';
import type {
  Db,
  DmarcDailyTable,
  DmarcFailureReportsTable,
  DmarcRecordsTable,
  DmarcReportsTable,
  DmarcSourcesTable,
  DmarcTlsReportsTable,
  DmarcUploadsTable,
} from '../../db/schema/index.ts';

// ---- addresses

export async function addressToken(db: Db, accountId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('dmarc_addresses')
    .select('token')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row?.token;
}

/** Gives the account `token` unless it has one already; answers the account's token. */
export async function claimAddressToken(db: Db, accountId: string, token: string): Promise<string> {
  await db
    .insertInto('dmarc_addresses')
    .values({ account_id: accountId, token })
    .onConflict((conflict) => conflict.column('account_id').doNothing())
    .execute();
  return (await addressToken(db, accountId)) as string;
}

export async function accountOfToken(db: Db, token: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('dmarc_addresses')
    .select('account_id')
    .where('token', '=', token.toLowerCase())
    .executeTakeFirst();
  return row?.account_id;
}

// ---- uploads

export async function insertUpload(
  db: Db,
  values: Pick<Insertable<DmarcUploadsTable>, 'account_id' | 'source' | 'name' | 'size' | 'raw'>,
): Promise<number> {
  const row = await db
    .insertInto('dmarc_uploads')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function finishUpload(db: Db, id: number, failure: string | null): Promise<void> {
  await db
    .updateTable('dmarc_uploads')
    .set({ state: failure ? 'failed' : 'processed', failure, processed_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export function findUpload(db: Db, id: number) {
  return db.selectFrom('dmarc_uploads').selectAll().where('id', '=', id).executeTakeFirst();
}

export function failedUploads(db: Db, accountId?: string) {
  let query = db
    .selectFrom('dmarc_uploads')
    .select(['id', 'account_id', 'source', 'name', 'size', 'failure', 'received_at'])
    .where('state', '=', 'failed');
  if (accountId) query = query.where('account_id', '=', accountId);
  return query.orderBy('id').execute();
}

// ---- aggregate reports

export type NewReport = Omit<
  Insertable<DmarcReportsTable>,
  'no' | 'repeat_of' | 'errors' | 'warnings'
> & { errors: string[]; warnings: string[] };

/** How a column is sent as an array: a PostgreSQL element type, or JSON in text. */
type ArrayColumns = readonly (readonly [column: string, type: string])[];

/**
 * Rows as one array parameter per column, unnested: as many parameters whatever the number of
 * rows, where a VALUES list takes one a cell and its compiling and binding cost more than the
 * insert (on PGlite most of all). `jsonb` and `text[]` cells travel as JSON text.
 */
function unnestedRows(columns: ArrayColumns, rows: object[]) {
  const json = (type: string) => type === 'jsonb' || type === 'text[]';
  const arrays = columns.map(([column, type]) => {
    const values = rows.map((row) => {
      const value = (row as Record<string, unknown>)[column];
      if (json(type)) return JSON.stringify(value);
      return value instanceof Date ? value.toISOString() : value;
    });
    return sql`${values}::${sql.raw(json(type) ? 'text' : type)}[]`;
  });
  const names = columns.map(([column]) => sql.ref(column));
  const selected = columns.map(([column, type]) => {
    if (type === 'jsonb') return sql`${sql.ref(column)}::jsonb`;
    if (type === 'text[]')
      return sql`array(select jsonb_array_elements_text(${sql.ref(column)}::jsonb))`;
    return sql.ref(column);
  });
  return {
    /** the column list of the insert */
    names: sql.join(names),
    /** the select list reading `from`, with JSON turned back into its type */
    selected: sql.join(selected),
    from: sql`unnest(${sql.join(arrays)}) as batch(${sql.join(names)})`,
  };
}

/** Columns of dmarc_reports as written by an import. */
const reportColumns = [
  ['account_id', 'text'],
  ['policy_domain', 'text'],
  ['org_name', 'text'],
  ['email', 'text'],
  ['extra_contact_info', 'text'],
  ['report_id', 'text'],
  ['begin_at', 'timestamptz'],
  ['end_at', 'timestamptz'],
  ['first_day', 'date'],
  ['last_day', 'date'],
  ['schema', 'text'],
  ['version', 'text'],
  ['generator', 'text'],
  ['adkim', 'text'],
  ['aspf', 'text'],
  ['p', 'text'],
  ['sp', 'text'],
  ['np', 'text'],
  ['pct', 'int4'],
  ['fo', 'text'],
  ['testing', 'text'],
  ['discovery_method', 'text'],
  ['errors', 'text[]'],
  ['warnings', 'text[]'],
  ['records', 'int4'],
  ['messages', 'int8'],
  ['skipped', 'int4'],
  ['inbound_message_id', 'int8'],
  ['upload_id', 'int8'],
] as const;

/**
 * Stores reports' rows, except those whose reporter sent the same report id for the same range
 * before: answers, in order, each one's number and whether it repeats a report id seen before
 * with another range (it then points at the earliest, `repeat_of`), or null for a duplicate.
 * The reports given hold no reporter and report id twice.
 */
export async function insertReports(
  db: Db,
  reports: NewReport[],
): Promise<({ no: number; repeat: boolean } | null)[]> {
  if (reports.length === 0) return [];
  const rows = unnestedRows(reportColumns, reports);
  const stored = await sql<{
    no: number;
    account_id: string;
    org_name: string;
    report_id: string;
    begin_at: Date;
    end_at: Date;
    repeat_of: number | null;
  }>`insert into dmarc_reports (${rows.names}, repeat_of)
    select ${rows.selected}, (select min(earlier.no) from dmarc_reports earlier
        where earlier.account_id = batch.account_id and earlier.org_name = batch.org_name
          and earlier.report_id = batch.report_id)
    from ${rows.from}
    on conflict on constraint dmarc_reports_once do nothing
    returning no, account_id, org_name, report_id, begin_at, end_at, repeat_of`.execute(db);
  const key = (
    row: Pick<NewReport, 'account_id' | 'org_name' | 'report_id'>,
    begin: Date,
    end: Date,
  ) => [row.account_id, row.org_name, row.report_id, begin.getTime(), end.getTime()].join('\u0000');
  const byKey = new Map(
    stored.rows.map((row) => [
      key(row, row.begin_at, row.end_at),
      { no: row.no, repeat: row.repeat_of !== null },
    ]),
  );
  return reports.map(
    (report) =>
      byKey.get(key(report, new Date(report.begin_at as Date), new Date(report.end_at as Date))) ??
      null,
  );
}

/** Counts stored reports on each day they are charted on (dmarc_reporter_days). */
export async function addReporterDays(db: Db, reports: NewReport[]): Promise<void> {
  if (reports.length === 0) return;
  const rows = unnestedRows(
    [
      ['account_id', 'text'],
      ['policy_domain', 'text'],
      ['org_name', 'text'],
      ['first_day', 'date'],
      ['last_day', 'date'],
    ],
    reports,
  );
  await sql`insert into dmarc_reporter_days
    select account_id, policy_domain, day::date, org_name, count(*)
    from ${rows.from}, generate_series(first_day, last_day, interval '1 day') as day
    group by 1, 2, 3, 4 order by 1, 2, 3, 4
    on conflict (account_id, policy_domain, day, org_name)
    do update set reports = dmarc_reporter_days.reports + excluded.reports`.execute(db);
}

export type NewRecord = Omit<Insertable<DmarcRecordsTable>, 'dkim' | 'spf' | 'reasons'> & {
  dkim: Selectable<DmarcRecordsTable>['dkim'];
  spf: Selectable<DmarcRecordsTable>['spf'];
  reasons: Selectable<DmarcRecordsTable>['reasons'];
};

/** Columns of dmarc_records and the array type each is sent as. */
const recordColumns = [
  ['report_no', 'int8'],
  ['account_id', 'text'],
  ['policy_domain', 'text'],
  ['day', 'date'],
  ['source_ip', 'text'],
  ['messages', 'int4'],
  ['disposition', 'text'],
  ['dkim_evaluated', 'text'],
  ['spf_evaluated', 'text'],
  ['dmarc_pass', 'bool'],
  ['spf_pass', 'bool'],
  ['spf_aligned', 'bool'],
  ['dkim_pass', 'bool'],
  ['dkim_aligned', 'bool'],
  ['header_from', 'text'],
  ['envelope_from', 'text'],
  ['envelope_to', 'text'],
  ['dkim', 'jsonb'],
  ['spf', 'jsonb'],
  ['reasons', 'jsonb'],
] as const;

/** Inserts records 5,000 a statement, unnested. */
export async function insertRecords(db: Db, records: NewRecord[]): Promise<void> {
  for (let start = 0; start < records.length; start += 5000) {
    const rows = unnestedRows(recordColumns, records.slice(start, start + 5000));
    await sql`insert into dmarc_records (${rows.names})
      select ${rows.selected} from ${rows.from}`.execute(db);
  }
}

export type NewDaily = Selectable<DmarcDailyTable>;

/** The sums of dmarc_daily: messages, and those passing each check or given each disposition. */
const sumColumns = [
  'messages',
  'dmarc_pass',
  'spf_pass',
  'spf_aligned',
  'dkim_pass',
  'dkim_aligned',
  'none',
  'quarantine',
  'reject',
] as const;

const dailyColumns = [
  ['account_id', 'text'],
  ['policy_domain', 'text'],
  ['day', 'date'],
  ['source_ip', 'text'],
  ['records', 'int4'],
  ...sumColumns.map((column) => [column, 'int8'] as const),
] as const;

/** Adds sums to the daily totals (dailyTotals.ts), 5,000 rows a statement. */
export async function addDailyTotals(db: Db, totals: NewDaily[]): Promise<void> {
  const added = sql.join(
    dailyColumns
      .slice(4)
      .map(
        ([column]) =>
          sql`${sql.ref(column)} = dmarc_daily.${sql.ref(column)} + excluded.${sql.ref(column)}`,
      ),
  );
  for (let start = 0; start < totals.length; start += 5000) {
    const rows = unnestedRows(dailyColumns, totals.slice(start, start + 5000));
    await sql`insert into dmarc_daily (${rows.names}) select ${rows.selected} from ${rows.from}
      on conflict (account_id, policy_domain, day, source_ip) do update set ${added}`.execute(db);
  }
}

/** How many policy domains have reports, and when the latest report arrived. */
export async function reportTotals(db: Db, accountId: string) {
  const row = await db
    .selectFrom('dmarc_reports')
    .select([
      sql<number>`count(distinct policy_domain)::int`.as('domains'),
      sql<Date | null>`max(received_at)`.as('last'),
    ])
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return row;
}

/** The sums of the totals per IP (d) over the rows grouped. */
const summed = {
  messages: sql<number>`sum(d.messages)::int8`,
  dmarcPass: sql<number>`sum(d.dmarc_pass)::int8`,
  spfPass: sql<number>`sum(d.spf_pass)::int8`,
  spfAligned: sql<number>`sum(d.spf_aligned)::int8`,
  dkimPass: sql<number>`sum(d.dkim_pass)::int8`,
  dkimAligned: sql<number>`sum(d.dkim_aligned)::int8`,
  none: sql<number>`sum(d.none)::int8`,
  quarantine: sql<number>`sum(d.quarantine)::int8`,
  reject: sql<number>`sum(d.reject)::int8`,
};

/** What the domain rows, the sources and the days show: messages, passing, aligned, dispositions. */
const resultSums = [
  summed.messages.as('messages'),
  summed.dmarcPass.as('dmarc_pass'),
  summed.spfAligned.as('spf_aligned'),
  summed.dkimAligned.as('dkim_aligned'),
  summed.none.as('none'),
  summed.quarantine.as('quarantine'),
  summed.reject.as('reject'),
];

/** A source: the base domain of its PTR name, or its IP while it has none. */
const sourceKey = sql<string>`coalesce(s.base_domain, d.source_ip)`;

/**
 * The account's totals per policy domain and source IP over [from, to] (days), as `d`, with
 * what is known of each IP as `s`. The days are summed first, on the daily table alone: the
 * join and the grouping by source then see one row per IP, not one per IP and day.
 */
function ipTotals(db: Db, accountId: string, from: string, to: string, domain?: string) {
  return db
    .with('ips', (qb) => {
      let query = qb
        .selectFrom('dmarc_daily')
        .select([
          'policy_domain',
          'source_ip',
          ...sumColumns.map((column) => sql<number>`sum(${sql.ref(column)})`.as(column)),
        ])
        .where('account_id', '=', accountId)
        .where('day', '>=', from)
        .where('day', '<=', to);
      if (domain !== undefined) query = query.where('policy_domain', '=', domain);
      return query.groupBy(['policy_domain', 'source_ip']);
    })
    .selectFrom('ips as d')
    .leftJoin('dmarc_sources as s', 's.ip', 'd.source_ip');
}

/** Per policy domain over [from, to] (days): counts, sources, reporters. */
export async function policyDomainTotals(db: Db, accountId: string, from: string, to: string) {
  const totals = await ipTotals(db, accountId, from, to)
    .select([
      'd.policy_domain as domain',
      ...resultSums,
      sql<number>`count(distinct ${sourceKey})::int`.as('sources'),
    ])
    .groupBy('d.policy_domain')
    .orderBy('messages', 'desc')
    .orderBy('d.policy_domain')
    .execute();
  // reporters: the organisations whose reports are charted on a day of the range
  const reporters = await db
    .selectFrom('dmarc_reporter_days')
    .select(['policy_domain', sql<number>`count(distinct org_name)::int`.as('reporters')])
    .where('account_id', '=', accountId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('policy_domain')
    .execute();
  const reportersOf = new Map(reporters.map((row) => [row.policy_domain, row.reporters]));
  return totals.map((row) => ({ ...row, reporters: reportersOf.get(row.domain) ?? 0 }));
}

/** The policy published for each domain in its latest report (any date). */
export function latestPolicies(db: Db, accountId: string) {
  return db
    .selectFrom('dmarc_reports')
    .distinctOn('policy_domain')
    .select(['policy_domain', 'p', 'pct'])
    .where('account_id', '=', accountId)
    .orderBy('policy_domain')
    .orderBy('end_at', 'desc')
    .orderBy('no', 'desc')
    .execute();
}

/** One policy domain's sums per day over [from, to], days without reports left out. */
export function domainDayTotals(
  db: Db,
  accountId: string,
  domain: string,
  from: string,
  to: string,
) {
  return db
    .selectFrom('dmarc_daily as d')
    .select(['d.day', ...resultSums])
    .where('d.account_id', '=', accountId)
    .where('d.policy_domain', '=', domain)
    .where('d.day', '>=', from)
    .where('d.day', '<=', to)
    .groupBy('d.day')
    .orderBy('d.day')
    .execute();
}

/** Sources of one policy domain over [from, to]. */
export function domainSourceTotals(
  db: Db,
  accountId: string,
  domain: string,
  from: string,
  to: string,
) {
  return ipTotals(db, accountId, from, to, domain)
    .select([
      sourceKey.as('source'),
      sql<boolean>`bool_or(s.base_domain is not null)`.as('named'),
      sql<number>`count(distinct d.source_ip)::int`.as('ips'),
      ...resultSums,
      summed.spfPass.as('spf_pass'),
      summed.dkimPass.as('dkim_pass'),
    ])
    .groupBy(sourceKey)
    .orderBy('messages', 'desc')
    .orderBy(sourceKey)
    .execute();
}

/**
 * The records of one source of a domain, per day and reporter, at most `limit`: the source's
 * IPs found in the daily totals first, then their records through the source index.
 */
export function sourceRecords(
  db: Db,
  accountId: string,
  domain: string,
  source: string,
  from: string,
  to: string,
  limit: number,
) {
  const sourceIps = ipTotals(db, accountId, from, to, domain)
    .select('d.source_ip')
    .where(sourceKey, '=', source.toLowerCase());
  return db
    .selectFrom('dmarc_records as r')
    .innerJoin('dmarc_reports as rep', 'rep.no', 'r.report_no')
    .leftJoin('dmarc_sources as s', 's.ip', 'r.source_ip')
    .select([
      'r.day',
      'rep.org_name',
      'rep.report_id',
      'r.source_ip',
      's.ptr',
      's.country',
      's.asn',
      's.as_name',
      'r.messages',
      'r.header_from',
      'r.envelope_from',
      'r.envelope_to',
      'r.disposition',
      'r.dmarc_pass',
      'r.spf',
      'r.dkim',
      'r.reasons',
    ])
    .where('r.account_id', '=', accountId)
    .where('r.policy_domain', '=', domain)
    .where('r.source_ip', 'in', sourceIps)
    .where('r.day', '>=', from)
    .where('r.day', '<=', to)
    .orderBy('r.day', 'desc')
    .orderBy('rep.org_name')
    .orderBy('r.source_ip')
    .limit(limit)
    .execute();
}

/** Whether the account holds reports about `domain`. */
export async function hasReportsFor(db: Db, accountId: string, domain: string): Promise<boolean> {
  const row = await db
    .selectFrom('dmarc_reports')
    .select('no')
    .where('account_id', '=', accountId)
    .where('policy_domain', '=', domain)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The DKIM (domain, selector) pairs of the account's records of a policy domain since `from`
 * (a day), for the domain itself or its subdomains, the most messages first.
 */
export async function dkimSelectorsSeen(db: Db, accountId: string, domain: string, from: string) {
  // d.value: one entry of the record's dkim array, {domain, selector, result, aligned}
  const signer = sql<string>`lower(d.value->>'domain')`;
  const selector = sql<string>`lower(d.value->>'selector')`;
  return db
    .selectFrom('dmarc_records as r')
    .innerJoin(sql<{ value: unknown }>`jsonb_array_elements(r.dkim)`.as('d'), (join) =>
      join.onTrue(),
    )
    .select([signer.as('domain'), selector.as('selector')])
    .where('r.account_id', '=', accountId)
    .where('r.policy_domain', '=', domain)
    .where('r.day', '>=', from)
    .where(selector, '<>', '')
    .where((where) =>
      where.or([
        where(signer, '=', domain),
        where(sql<string>`right(${signer}, ${domain.length + 1})`, '=', `.${domain}`),
      ]),
    )
    .groupBy([signer, selector])
    .orderBy(sql`sum(r.messages)`, 'desc')
    .orderBy(signer)
    .orderBy(selector)
    .execute();
}

// ---- failure reports

/** Stores a failure report unless the same message was stored before: its id, or null. */
export async function insertFailureReport(
  db: Db,
  values: Omit<Insertable<DmarcFailureReportsTable>, 'id' | 'fields'> & {
    fields: [string, string][];
  },
): Promise<number | null> {
  const row = await db
    .insertInto('dmarc_failure_reports')
    .values({ ...values, fields: jsonb(values.fields) })
    .onConflict((conflict) => conflict.constraint('dmarc_failure_reports_once').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

const failureSummaryColumns = [
  'id',
  'arrival_date',
  'received_at',
  'reported_domain',
  'source_ip',
  'auth_failure',
  'delivery_result',
  'original_mail_from',
  'original_rcpt_to',
  'reporter',
  'parsed',
] as const;

export function failureReportSummaries(db: Db, accountId: string, limit: number) {
  return db
    .selectFrom('dmarc_failure_reports')
    .select(failureSummaryColumns)
    .where('account_id', '=', accountId)
    .orderBy('received_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function findFailureReport(db: Db, accountId: string, id: number) {
  return db
    .selectFrom('dmarc_failure_reports')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function failureReportCounts(db: Db, accountId: string, from: string, to: string) {
  const rows = await db
    .selectFrom('dmarc_failure_reports')
    .select(['reported_domain', sql<number>`count(*)::int`.as('reports')])
    .where('account_id', '=', accountId)
    .where(sql<string>`(received_at at time zone 'UTC')::date`, '>=', from)
    .where(sql<string>`(received_at at time zone 'UTC')::date`, '<=', to)
    .groupBy('reported_domain')
    .execute();
  return new Map(rows.map((row) => [row.reported_domain, row.reports]));
}

// ---- TLS reports

/** Stores a TLS report unless the organisation sent this report id before; false for a repeat. */
export async function insertTlsReport(
  db: Db,
  values: Omit<Insertable<DmarcTlsReportsTable>, 'no' | 'policies'> & { policies: unknown[] },
): Promise<boolean> {
  const row = await db
    .insertInto('dmarc_tls_reports')
    .values({ ...values, policies: jsonb(values.policies) })
    .onConflict((conflict) => conflict.constraint('dmarc_tls_reports_once').doNothing())
    .returning('no')
    .executeTakeFirst();
  return row !== undefined;
}

/** The account's TLS reports whose range meets the days [from, to]. */
export function tlsReportsBetween(db: Db, accountId: string, from: string, to: string) {
  return db
    .selectFrom('dmarc_tls_reports')
    .select(['organization', 'policies'])
    .where('account_id', '=', accountId)
    .where('begin_at', '<', sql<Date>`${to}::date + 1`)
    .where('end_at', '>', sql<Date>`${from}::date`)
    .orderBy('begin_at')
    .execute();
}

// ---- source IPs

/** Notes IPs that need a look-up (new ones); known ones are left as they are. */
export async function noteSources(db: Db, ips: string[]): Promise<void> {
  if (ips.length === 0) return;
  await db
    .insertInto('dmarc_sources')
    .values(ips.map((ip) => ({ ip })))
    .onConflict((conflict) => conflict.column('ip').doNothing())
    .execute();
}

/** IPs never looked up, or whose look-up failed more than `retryAfter` ago. */
export function sourcesToLookUp(db: Db, limit: number, retryBefore: Date) {
  return db
    .selectFrom('dmarc_sources')
    .select('ip')
    .where((where) =>
      where.or([
        where('looked_up_at', 'is', null),
        where.and([where('lookup_error', 'is not', null), where('looked_up_at', '<', retryBefore)]),
      ]),
    )
    .orderBy('ip')
    .limit(limit)
    .execute();
}

export async function saveSource(
  db: Db,
  values: Omit<Selectable<DmarcSourcesTable>, 'looked_up_at'>,
): Promise<void> {
  await db
    .updateTable('dmarc_sources')
    .set({ ...values, looked_up_at: new Date() })
    .where('ip', '=', values.ip)
    .execute();
}

// ---- what the alerts remember (dmarcAlerts.ts)

/**
 * Every account's sources per policy domain in the days since `from` whose IPs are all looked
 * up (a source is named once its look-ups are done), with the messages they sent and those
 * failing DMARC since `recentFrom`.
 */
export function namedSourcesSince(db: Db, from: string, recentFrom: string) {
  return db
    .selectFrom('dmarc_daily as d')
    .innerJoin('dmarc_sources as s', 's.ip', 'd.source_ip')
    .select([
      'd.account_id',
      'd.policy_domain',
      sourceKey.as('source'),
      sql<boolean>`bool_or(s.base_domain is not null)`.as('named'),
      sql<number>`coalesce(sum(d.messages) filter (where d.day >= ${recentFrom}), 0)::int8`.as(
        'recent',
      ),
      sql<number>`coalesce(sum(d.messages - d.dmarc_pass) filter (where d.day >= ${recentFrom}), 0)::int8`.as(
        'failing',
      ),
    ])
    .where('d.day', '>=', from)
    .groupBy(['d.account_id', 'd.policy_domain', sourceKey])
    .having(sql<boolean>`bool_and(s.looked_up_at is not null)`)
    .execute();
}

/** The account and domain pairs that have sources remembered, as `account NUL domain`. */
export async function domainsWithKnownSources(db: Db): Promise<Set<string>> {
  const rows = await db
    .selectFrom('dmarc_known_sources')
    .select(['account_id', 'policy_domain'])
    .distinct()
    .execute();
  return new Set(rows.map((row) => `${row.account_id}\u0000${row.policy_domain}`));
}

/** Remembers sources; answers those not remembered before, as `account NUL domain NUL source`. */
export async function rememberSources(
  db: Db,
  sources: { account_id: string; policy_domain: string; source: string }[],
): Promise<Set<string>> {
  const added = new Set<string>();
  for (let start = 0; start < sources.length; start += 5000) {
    const rows = unnestedRows(
      [
        ['account_id', 'text'],
        ['policy_domain', 'text'],
        ['source', 'text'],
      ],
      sources.slice(start, start + 5000),
    );
    const inserted = await sql<{ account_id: string; policy_domain: string; source: string }>`
      insert into dmarc_known_sources (${rows.names}) select ${rows.selected} from ${rows.from}
      on conflict do nothing returning account_id, policy_domain, source`.execute(db);
    for (const row of inserted.rows)
      added.add(`${row.account_id}\u0000${row.policy_domain}\u0000${row.source}`);
  }
  return added;
}

/** The latest report of each policy domain that has one ending since `since`. */
export function latestRecentReports(db: Db, since: Date) {
  return db
    .selectFrom('dmarc_reports')
    .distinctOn(['account_id', 'policy_domain'])
    .select([
      'no',
      'account_id',
      'policy_domain',
      'org_name',
      'p',
      'sp',
      'pct',
      'begin_at',
      'end_at',
    ])
    .where('end_at', '>=', since)
    .orderBy('account_id')
    .orderBy('policy_domain')
    .orderBy('end_at', 'desc')
    .orderBy('no', 'desc')
    .execute();
}

export function publishedPolicies(db: Db) {
  return db.selectFrom('dmarc_published_policies').selectAll().execute();
}

export async function rememberPolicy(
  db: Db,
  values: { account_id: string; policy_domain: string; policy: string; report_no: number },
): Promise<void> {
  await db
    .insertInto('dmarc_published_policies')
    .values(values)
    .onConflict((conflict) =>
      conflict.columns(['account_id', 'policy_domain']).doUpdateSet({
        policy: values.policy,
        report_no: values.report_no,
        seen_at: new Date(),
      }),
    )
    .execute();
}

/** A workspace of the account, for links in mail (the screens live under a workspace). */
export async function someWorkspaceOf(db: Db, accountId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('workspaces')
    .select('id')
    .where('account_id', '=', accountId)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

// ---- the sending services an admin added (services/catalogue.ts)

export function addedServices(db: Db) {
  return db
    .selectFrom('dmarc_services')
    .select(['base_domain', 'name', 'type'])
    .orderBy('base_domain')
    .execute();
}

export async function saveService(
  db: Db,
  values: { base_domain: string; name: string; type: string },
): Promise<void> {
  await db
    .insertInto('dmarc_services')
    .values(values)
    .onConflict((conflict) =>
      conflict.column('base_domain').doUpdateSet({ name: values.name, type: values.type }),
    )
    .execute();
}

export async function removeService(db: Db, baseDomain: string): Promise<boolean> {
  const result = await db
    .deleteFrom('dmarc_services')
    .where('base_domain', '=', baseDomain)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
