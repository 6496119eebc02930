// All SQL about the mail outbox (mail kept when no SMTP server is configured).
import type { Db } from '../db/schema/index.ts';

export async function insertOutboxMail(
  db: Db,
  mail: { recipient: string; subject: string; text_body: string },
): Promise<number> {
  const row = await db
    .insertInto('outbox_mail')
    .values(mail)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function latestOutboxMail(db: Db, limit: number, recipient?: string) {
  let query = db.selectFrom('outbox_mail').selectAll().orderBy('id', 'desc').limit(limit);
  if (recipient) query = query.where('recipient', '=', recipient);
  return query.execute();
}
