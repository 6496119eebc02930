// SQL of message search: a recipient's or a Message-ID's events in a range, through the
// hash indexes of delivery_events, with their combination's dimension values.
import { sql } from 'kysely';
import type { Db } from '../../../db/schema/index.ts';
import { hash53, recipientHash } from '../hash.ts';

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
  datasetNo: number;
  start: number;
  end: number;
  email: string | null;
  messageId: string | null;
  limit: number;
}

export async function searchEvents(db: Db, query: SearchQuery): Promise<SearchRow[]> {
  const conditions = [
    sql`e.dataset_no = ${query.datasetNo}`,
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
  const rows = await sql<SearchRow>`
    select (extract(epoch from e.ts) * 1000)::int8 as ms, e.type, e.flags, e.delivery_ms, e.recipient,
      e.message_id, e.sender, e.diagnostic, c.recipient_domain, c.provider, c.sending_ip, c.vmta,
      c.pool, c.campaign, c.remote_mx, c.platform, c.bounce_category, c.dsn_status
    from delivery_events e join delivery_combos c on c.id = e.combo
    where ${sql.join(conditions, sql` and `)}
    order by e.ts, e.type, e.key
    limit ${query.limit}`.execute(db);
  return rows.rows;
}
