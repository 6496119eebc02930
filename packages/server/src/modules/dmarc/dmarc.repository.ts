// All SQL about DMARC Reports' tables (migration 0120_dmarc): report addresses, uploads kept raw,
// aggregate reports and their records per day, failure reports, TLS reports and source IPs.
// Reads only join the account's own rows; the sources table is shared (public DNS facts).
import { sql, type Insertable, type Selectable } from 'kysely';
import { jsonb } from '../../db/jsonb.ts';
import type {
  Db,
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

/**
 * Stores a report's row unless the same reporter sent the same report id for the same range
 * before: answers its number, or null for such a duplicate. A report id seen before with
 * another range is kept, pointing at the earlier one (`repeat_of`).
 */
export async function insertReport(db: Db, report: NewReport): Promise<number | null> {
  const earlier = await db
    .selectFrom('dmarc_reports')
    .select('no')
    .where('account_id', '=', report.account_id)
    .where('org_name', '=', report.org_name)
    .where('report_id', '=', report.report_id)
    .orderBy('no')
    .executeTakeFirst();
  const row = await db
    .insertInto('dmarc_reports')
    .values({ ...report, repeat_of: earlier?.no ?? null })
    .onConflict((conflict) => conflict.constraint('dmarc_reports_once').doNothing())
    .returning('no')
    .executeTakeFirst();
  return row?.no ?? null;
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

/**
 * Inserts records 5,000 a statement, one array parameter per column unnested: 20 parameters
 * whatever the batch, where a VALUES list takes 20 a row and its compiling and binding cost
 * more than the insert (on PGlite most of all).
 */
export async function insertRecords(db: Db, records: NewRecord[]): Promise<void> {
  for (let start = 0; start < records.length; start += 5000) {
    const batch = records.slice(start, start + 5000);
    const arrays = recordColumns.map(([column, type]) => {
      const values = batch.map((record) => {
        const value = record[column as keyof NewRecord];
        return type === 'jsonb' ? JSON.stringify(value) : value;
      });
      const arrayType = type === 'jsonb' ? 'text' : type;
      return sql`${values}::${sql.raw(arrayType)}[]`;
    });
    const names = recordColumns.map(([column]) => sql.ref(column));
    const selected = recordColumns.map(([column, type]) =>
      type === 'jsonb' ? sql`${sql.ref(column)}::jsonb` : sql.ref(column),
    );
    await sql`insert into dmarc_records (${sql.join(names)})
      select ${sql.join(selected)}
      from unnest(${sql.join(arrays)}) as batch(${sql.join(names)})`.execute(db);
  }
}

export function reportRow(db: Db, no: number) {
  return db.selectFrom('dmarc_reports').selectAll().where('no', '=', no).executeTakeFirst();
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

const counted = {
  messages: sql<number>`coalesce(sum(r.messages), 0)::int`,
  dmarcPass: sql<number>`coalesce(sum(r.messages) filter (where r.dmarc_pass), 0)::int`,
  spfPass: sql<number>`coalesce(sum(r.messages) filter (where r.spf_pass), 0)::int`,
  spfAligned: sql<number>`coalesce(sum(r.messages) filter (where r.spf_aligned), 0)::int`,
  dkimPass: sql<number>`coalesce(sum(r.messages) filter (where r.dkim_pass), 0)::int`,
  dkimAligned: sql<number>`coalesce(sum(r.messages) filter (where r.dkim_aligned), 0)::int`,
  none: sql<number>`coalesce(sum(r.messages) filter (where r.disposition = 'none'), 0)::int`,
  quarantine: sql<number>`coalesce(sum(r.messages) filter (where r.disposition = 'quarantine'), 0)::int`,
  reject: sql<number>`coalesce(sum(r.messages) filter (where r.disposition = 'reject'), 0)::int`,
};

/** A source: the base domain of its PTR name, or its IP while it has none. */
const sourceKey = sql<string>`coalesce(s.base_domain, r.source_ip)`;

/** Per policy domain over [from, to] (days): counts, sources, reporters. */
export function policyDomainTotals(db: Db, accountId: string, from: string, to: string) {
  return db
    .selectFrom('dmarc_records as r')
    .innerJoin('dmarc_reports as rep', 'rep.no', 'r.report_no')
    .leftJoin('dmarc_sources as s', 's.ip', 'r.source_ip')
    .select([
      'r.policy_domain as domain',
      counted.messages.as('messages'),
      counted.dmarcPass.as('dmarc_pass'),
      counted.spfAligned.as('spf_aligned'),
      counted.dkimAligned.as('dkim_aligned'),
      counted.none.as('none'),
      counted.quarantine.as('quarantine'),
      counted.reject.as('reject'),
      sql<number>`count(distinct ${sourceKey})::int`.as('sources'),
      sql<number>`count(distinct rep.org_name)::int`.as('reporters'),
    ])
    .where('r.account_id', '=', accountId)
    .where('r.day', '>=', from)
    .where('r.day', '<=', to)
    .groupBy('r.policy_domain')
    .orderBy('messages', 'desc')
    .orderBy('r.policy_domain')
    .execute();
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

/** Sources of one policy domain over [from, to]. */
export function domainSourceTotals(
  db: Db,
  accountId: string,
  domain: string,
  from: string,
  to: string,
) {
  return db
    .selectFrom('dmarc_records as r')
    .leftJoin('dmarc_sources as s', 's.ip', 'r.source_ip')
    .select([
      sourceKey.as('source'),
      sql<boolean>`bool_or(s.base_domain is not null)`.as('named'),
      sql<number>`count(distinct r.source_ip)::int`.as('ips'),
      counted.messages.as('messages'),
      counted.spfPass.as('spf_pass'),
      counted.spfAligned.as('spf_aligned'),
      counted.dkimPass.as('dkim_pass'),
      counted.dkimAligned.as('dkim_aligned'),
      counted.dmarcPass.as('dmarc_pass'),
      counted.none.as('none'),
      counted.quarantine.as('quarantine'),
      counted.reject.as('reject'),
    ])
    .where('r.account_id', '=', accountId)
    .where('r.policy_domain', '=', domain)
    .where('r.day', '>=', from)
    .where('r.day', '<=', to)
    .groupBy(sourceKey)
    .orderBy('messages', 'desc')
    .orderBy(sourceKey)
    .execute();
}

/** The records of one source of a domain, per day and reporter, at most `limit`. */
export function sourceRecords(
  db: Db,
  accountId: string,
  domain: string,
  source: string,
  from: string,
  to: string,
  limit: number,
) {
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
    .where('r.day', '>=', from)
    .where('r.day', '<=', to)
    .where(sourceKey, '=', source.toLowerCase())
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
