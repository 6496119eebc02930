// All SQL of Microsoft SNDS's tables (migration 0130): the days per account, IP and day
// (snds_days), the account's latest IP status export (snds_ip_status), and the last fetch of
// each account with its error (snds_fetches); plus the read of the accounts that have a key.
import { isIP } from 'node:net';
import { sql, type Selectable } from 'kysely';
import type { Db, SndsDaysTable } from '../../../db/schema/index.ts';
import type { Sealed } from '../../../secrets/secretBox.ts';
import type { SndsDay, SndsFilter, SndsIpRange } from './sndsParse.ts';

/** Rows per insert: 14 columns each stays well under PostgreSQL's 65,535 parameters. */
const rowsPerInsert = 1000;

export async function accountsWithSndsKey(db: Db): Promise<{ id: string; snds: Sealed }[]> {
  const rows = await db
    .selectFrom('accounts')
    .select(['id', 'snds'])
    .where('snds', 'is not', null)
    .orderBy('id')
    .execute();
  return rows.flatMap((row) => (row.snds === null ? [] : [{ id: row.id, snds: row.snds }]));
}

/** Inserts the days, or replaces what SNDS said before about the same IP and day. */
export async function upsertSndsDays(
  db: Db,
  accountId: string,
  days: readonly SndsDay[],
): Promise<void> {
  for (let from = 0; from < days.length; from += rowsPerInsert) {
    const values = days.slice(from, from + rowsPerInsert).map((day) => ({
      account_id: accountId,
      ip: day.ip,
      date: day.date,
      activity_start: day.activityStart,
      activity_end: day.activityEnd,
      rcpt_commands: day.rcptCommands,
      data_commands: day.dataCommands,
      recipients: day.recipients,
      filter: day.filter,
      complaint_rate: day.complaintRate,
      trap_hits: day.trapHits,
      sample_helo: day.sampleHelo,
      sample_mail_from: day.sampleMailFrom,
      comments: day.comments,
    }));
    await db
      .insertInto('snds_days')
      .values(values)
      .onConflict((conflict) =>
        conflict.columns(['account_id', 'ip', 'date']).doUpdateSet((eb) => ({
          activity_start: eb.ref('excluded.activity_start'),
          activity_end: eb.ref('excluded.activity_end'),
          rcpt_commands: eb.ref('excluded.rcpt_commands'),
          data_commands: eb.ref('excluded.data_commands'),
          recipients: eb.ref('excluded.recipients'),
          filter: eb.ref('excluded.filter'),
          complaint_rate: eb.ref('excluded.complaint_rate'),
          trap_hits: eb.ref('excluded.trap_hits'),
          sample_helo: eb.ref('excluded.sample_helo'),
          sample_mail_from: eb.ref('excluded.sample_mail_from'),
          comments: eb.ref('excluded.comments'),
        })),
      )
      .execute();
  }
}

/** The account's IP status becomes exactly these ranges (a range listed twice: the last). */
export async function replaceSndsIpStatus(
  db: Db,
  accountId: string,
  ranges: readonly SndsIpRange[],
  fetchedAt: Date,
): Promise<void> {
  const unique = new Map(ranges.map((range) => [`${range.firstIp} ${range.lastIp}`, range]));
  const values = [...unique.values()].map((range) => ({
    account_id: accountId,
    first_ip: range.firstIp,
    last_ip: range.lastIp,
    blocked: range.blocked,
    reason: range.reason,
    fetched_at: fetchedAt,
  }));
  const replace = async (trx: Db) => {
    await trx.deleteFrom('snds_ip_status').where('account_id', '=', accountId).execute();
    for (let from = 0; from < values.length; from += rowsPerInsert)
      await trx
        .insertInto('snds_ip_status')
        .values(values.slice(from, from + rowsPerInsert))
        .execute();
  };
  if (db.isTransaction) await replace(db);
  else await db.transaction().execute(replace);
}

export interface SndsFetchResult {
  accountId: string;
  fetchedAt: Date;
  /** the newest day fetched, 'YYYY-MM-DD' */
  lastDate: string | null;
  /** what went wrong, without the key; null when the fetch went through */
  error: string | null;
}

export async function recordSndsFetch(db: Db, result: SndsFetchResult): Promise<void> {
  const values = {
    account_id: result.accountId,
    fetched_at: result.fetchedAt,
    last_date: result.lastDate,
    error: result.error,
  };
  await db
    .insertInto('snds_fetches')
    .values(values)
    .onConflict((conflict) =>
      conflict.column('account_id').doUpdateSet({
        fetched_at: values.fetched_at,
        last_date: values.last_date,
        error: values.error,
      }),
    )
    .execute();
}

export function sndsFetchOf(db: Db, accountId: string) {
  return db
    .selectFrom('snds_fetches')
    .selectAll()
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

export interface StoredSndsDay {
  ip: string;
  date: string;
  filter: SndsFilter;
}

/** Each IP's newest stored day (on or before `onOrBefore` when given); IPs without one left out. */
export async function latestSndsDays(
  db: Db,
  accountId: string,
  ips: readonly string[],
  onOrBefore?: string,
): Promise<StoredSndsDay[]> {
  if (ips.length === 0) return [];
  let query = db
    .selectFrom('snds_days')
    .distinctOn('ip')
    .select(['ip', 'date', 'filter'])
    .where('account_id', '=', accountId)
    .where('ip', 'in', [...ips]);
  if (onOrBefore !== undefined) query = query.where('date', '<=', onOrBefore);
  const rows = await query.orderBy('ip').orderBy('date', 'desc').execute();
  return rows.map((row) => ({ ...row, filter: row.filter as SndsFilter }));
}

/** The days of these IPs from `since` ('YYYY-MM-DD', inclusive), by IP then day. */
export async function sndsDaysSince(
  db: Db,
  accountId: string,
  ips: readonly string[],
  since: string,
): Promise<Selectable<SndsDaysTable>[]> {
  if (ips.length === 0) return [];
  return await db
    .selectFrom('snds_days')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('ip', 'in', [...ips])
    .where('date', '>=', since)
    .orderBy('ip')
    .orderBy('date')
    .execute();
}

/**
 * The IP status range holding the IP in the account's latest export (a blocked range first),
 * or undefined when no range holds it (or `ip` is no address). Addresses compare as inet, so
 * ranges work for IPv6 too.
 */
export async function sndsBlockedStatus(db: Db, accountId: string, ip: string) {
  if (isIP(ip) === 0) return undefined;
  return await db
    .selectFrom('snds_ip_status')
    .select(['first_ip', 'last_ip', 'blocked', 'reason', 'fetched_at'])
    .where('account_id', '=', accountId)
    .where(sql<boolean>`${sql.ref('first_ip')}::inet <= ${ip}::inet`)
    .where(sql<boolean>`${ip}::inet <= ${sql.ref('last_ip')}::inet`)
    .orderBy('blocked', 'desc')
    .orderBy('first_ip')
    .executeTakeFirst();
}

/**
 * The account's latest SNDS day (the newest date it has data for) per IP, for the IP list: one
 * indexed read of one date (snds_days_by_date), as one text value (thousands of rows).
 */
export async function latestSndsOverview(db: Db, accountId: string) {
  const result = await sql<{ rows: string | null }>`
    select string_agg(concat_ws(' ', ip, date, filter, complaint_rate, trap_hits), ',') as rows
    from snds_days
    where account_id = ${accountId}
      and date = (select max(date) from snds_days where account_id = ${accountId})`.execute(db);
  const days = new Map<string, SndsOverviewDay>();
  for (const line of result.rows[0]?.rows?.split(',') ?? []) {
    const [ip = '', date = '', filter = '', rate = '0', traps = '0'] = line.split(' ');
    days.set(ip, {
      ip,
      date,
      filter: filter as SndsFilter,
      complaint_rate: Number(rate),
      trap_hits: Number(traps),
    });
  }
  return days;
}

export interface SndsOverviewDay {
  ip: string;
  date: string;
  filter: SndsFilter;
  complaint_rate: number;
  trap_hits: number;
}
