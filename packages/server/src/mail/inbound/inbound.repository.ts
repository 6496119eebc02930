// All SQL of mail received: the raw messages (inbound_messages) and the IMAP mailboxes
// (inbound_mailboxes). A message is inserted before anything parses it; its processing is
// claimed by moving its state, so two processes never run its handler at once.
import { sql, type Insertable } from 'kysely';
import type {
  Db,
  InboundMailboxesTable,
  InboundMessagesTable,
  InboundState,
} from '../../db/schema/index.ts';

/** Every column but the raw bytes, for lists. */
const messageColumns = [
  'id',
  'source',
  'route',
  'account_id',
  'mailbox_id',
  'mailbox',
  'mail_from',
  'rcpt_to',
  'client_address',
  'helo',
  'tls_protocol',
  'tls_cipher',
  'size',
  'state',
  'failure',
  'attempts',
  'received_at',
  'processed_at',
] as const;

export async function insertMessages(
  db: Db,
  rows: Insertable<InboundMessagesTable>[],
): Promise<number[]> {
  const inserted = await db.insertInto('inbound_messages').values(rows).returning('id').execute();
  return inserted.map((row) => row.id);
}

/** Stores a message fetched over IMAP; null when this mailbox's UID was stored before. */
export async function insertImapMessage(
  db: Db,
  row: Insertable<InboundMessagesTable>,
): Promise<number | null> {
  const inserted = await db
    .insertInto('inbound_messages')
    .values(row)
    .onConflict((conflict) =>
      conflict.columns(['mailbox_id', 'imap_uid_validity', 'imap_uid']).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

/** Which of these UIDs of the mailbox (at this UIDVALIDITY) are stored already. */
export async function storedImapUids(
  db: Db,
  mailboxId: number,
  uidValidity: number,
  uids: readonly number[],
): Promise<Set<number>> {
  if (uids.length === 0) return new Set();
  const rows = await db
    .selectFrom('inbound_messages')
    .select('imap_uid')
    .where('mailbox_id', '=', mailboxId)
    .where('imap_uid_validity', '=', uidValidity)
    .where('imap_uid', 'in', uids)
    .execute();
  return new Set(rows.map((row) => Number(row.imap_uid)));
}

/**
 * Takes a message in one of `from` for processing, or one whose processing started before
 * `staleBefore` (its process died); undefined when it is in neither.
 */
export function claimMessage(
  db: Db,
  id: number,
  from: readonly InboundState[],
  staleBefore?: Date,
) {
  return db
    .updateTable('inbound_messages')
    .set({
      state: 'processing',
      attempts: sql`attempts + 1`,
      processing_started_at: new Date(),
    })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('state', 'in', from),
        ...(staleBefore
          ? [
              eb.and([
                eb('state', '=', 'processing'),
                eb('processing_started_at', '<', staleBefore),
              ]),
            ]
          : []),
      ]),
    )
    .returningAll()
    .executeTakeFirst();
}

export async function finishMessage(
  db: Db,
  id: number,
  outcome: { state: 'processed' } | { state: 'failed'; failure: string },
  route: string | null,
): Promise<void> {
  await db
    .updateTable('inbound_messages')
    .set({
      state: outcome.state,
      failure: outcome.state === 'failed' ? outcome.failure : null,
      processed_at: outcome.state === 'processed' ? new Date() : null,
      route,
    })
    .where('id', '=', id)
    .execute();
}

/** Messages stored but never processed, or whose processing stopped with its process. */
export async function pendingMessageIds(db: Db, staleBefore: Date, limit: number) {
  const rows = await db
    .selectFrom('inbound_messages')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('state', '=', 'received'),
        eb.and([eb('state', '=', 'processing'), eb('processing_started_at', '<', staleBefore)]),
      ]),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

export function recentMessages(db: Db, limit: number, state?: InboundState) {
  let query = db
    .selectFrom('inbound_messages')
    .select(messageColumns)
    .orderBy('id', 'desc')
    .limit(limit);
  if (state) query = query.where('state', '=', state);
  return query.execute();
}

export function findMessage(db: Db, id: number) {
  return db
    .selectFrom('inbound_messages')
    .select(messageColumns)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertMailbox(
  db: Db,
  values: Insertable<InboundMailboxesTable>,
): Promise<number> {
  const row = await db
    .insertInto('inbound_mailboxes')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function mailboxRows(db: Db, id?: number) {
  let query = db.selectFrom('inbound_mailboxes').selectAll().orderBy('id');
  if (id !== undefined) query = query.where('id', '=', id);
  return query.execute();
}

export async function deleteMailbox(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('inbound_mailboxes').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function recordMailboxFetch(db: Db, id: number, error: string | null) {
  await db
    .updateTable('inbound_mailboxes')
    .set({ last_fetch_at: new Date(), last_error: error })
    .where('id', '=', id)
    .execute();
}
