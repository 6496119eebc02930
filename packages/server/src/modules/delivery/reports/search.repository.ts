// SQL of message search: a recipient's or a Message-ID's events in a range, through the
// hash indexes of delivery_events, with their combination's dimension values.
import { sql, type RawBuilder } from 'kysely';
import type { Filter } from '@console/contract';
import type { Db } from '../../../db/schema/index.ts';
import { noValue } from '../dimensions.ts';
import { eventTypeCodes } from '../eventCodes.ts';
import { hash53, recipientHash } from '../hash.ts';
import { noDiagnostic } from './diagnostics.ts';
import { fieldOfDimension } from './filters.ts';

export interface SearchRow {
  ms: number;
  type: number;
  delivery_ms: number | null;
  recipient: string | null;
  message_id: string | null;
  sender: string | null;
  diagnostic: string | null;
  recipient_domain: string | null;
  provider: string | null;
  sending_ip: string | null;
  vmta: string | null;
  pool: string | null;
  campaign: string | null;
  remote_mx: string | null;
  platform: string | null;
  bounce_category: string | null;
  dsn_status: string | null;
  flags: number;
}

export interface SearchQuery {
  datasetId: string;
  accountId: string;
  start: number;
  end: number;
  email: string | null;
  messageId: string | null;
  /** the events of these messages (the messages a filtered search found) */
  messageIds?: readonly string[];
  /** the report's filters; a bounce or deferral filter also keeps only those events */
  filters: readonly Filter[];
  limit: number;
}

/** Values shown for "no value" (none, no diagnostic text) stand for NULL. */
const isNoValue = (value: string) => value === noValue || value === noDiagnostic;

/** A filter as a condition on the combination (c) and, for a response template, the event (e). */
function filterCondition(filter: Filter): RawBuilder<unknown> {
  const column = sql.ref(`c.${fieldOfDimension(filter.field)}`);
  const values = filter.values.filter((value) => !isNoValue(value));
  const hasNone = values.length < filter.values.length;
  const parts = [
    ...(values.length > 0 ? [sql`${column} = any(${values}::text[])`] : []),
    ...(hasNone ? [sql`${column} is null`] : []),
  ];
  const matches = sql`(${sql.join(parts, sql` or `)})`;
  const condition = filter.op === 'IN' ? matches : sql`not coalesce(${matches}, false)`;
  if (filter.field === 'bounce') return sql`(${condition} and e.type = ${eventTypeCodes.bounced})`;
  if (filter.field === 'deferral')
    return sql`(${condition} and e.type = ${eventTypeCodes.deferred})`;
  return condition;
}

export interface SearchAnswer {
  /** who may read the dataset; null when the account has no such dataset */
  dataset: { account_id: string; viewers: string[] } | null;
  rows: SearchRow[];
}

type AnswerRow = { account_id: string; viewers: string[] } & {
  [K in keyof SearchRow]: SearchRow[K] | null;
};

/**
 * The dataset's readers and its events, in one statement: on PGlite each statement costs a
 * trip through its wire protocol and its own planning, about half a millisecond each here.
 * Only a dataset of the caller's account is searched; the caller checks its viewers.
 */
export async function searchEvents(db: Db, query: SearchQuery): Promise<SearchAnswer> {
  const conditions = [
    sql`e.dataset_no = dd.dataset_no`,
    sql`e.ts >= ${new Date(query.start).toISOString()}::timestamptz`,
    sql`e.ts < ${new Date(query.end).toISOString()}::timestamptz`,
  ];
  if (query.email !== null)
    conditions.push(
      sql`e.rcpt_hash = ${recipientHash(query.email)}::int8 and e.recipient = ${query.email}`,
    );
  if (query.messageId !== null)
    conditions.push(
      sql`e.mid_hash = ${hash53(query.messageId)}::int8 and e.message_id = ${query.messageId}`,
    );
  if (query.messageIds !== undefined) {
    const ids = [...query.messageIds];
    conditions.push(
      sql`e.mid_hash = any(${ids.map((id) => String(hash53(id)))}::int8[]) and e.message_id = any(${ids}::text[])`,
    );
  }
  for (const filter of query.filters) conditions.push(filterCondition(filter));
  const result = await sql<AnswerRow>`
    select d.account_id, d.viewers, r.*
    from datasets d
    left join delivery_datasets dd on dd.dataset_id = d.id
    left join lateral (
      select (extract(epoch from e.ts) * 1000)::int8 as ms, e.type, e.key, e.flags,
        e.delivery_ms, e.recipient, e.message_id, e.sender, e.diagnostic, c.recipient_domain,
        c.provider, c.sending_ip, c.vmta, c.pool, c.campaign, c.remote_mx, c.platform,
        c.bounce_category, c.dsn_status
      from delivery_events e join delivery_combos c on c.id = e.combo
      where ${sql.join(conditions, sql` and `)}
      order by e.ts, e.type, e.key
      limit ${query.limit}) r on true
    where d.id = ${query.datasetId} and d.account_id = ${query.accountId}
    order by r.ms, r.type, r.key`.execute(db);
  const first = result.rows[0];
  if (!first) return { dataset: null, rows: [] };
  const dataset = { account_id: first.account_id, viewers: first.viewers };
  // A dataset without events in the range still gives its row, with the event columns null.
  const rows = first.ms === null ? [] : (result.rows as unknown as SearchRow[]);
  return { dataset, rows };
}
