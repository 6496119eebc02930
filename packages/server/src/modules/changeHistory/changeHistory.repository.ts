// The change_history table: one row per change an admin or owner made, newest first on read.
import type { ChangeRecord } from '@console/contract';
import type { Kysely } from 'kysely';
import { jsonb } from '../../db/jsonb.ts';
import type { Database } from '../../db/schema/index.ts';

export interface ChangeEntry {
  actor: string;
  area: string;
  resource: string;
  action: string;
  subject: string;
  account: string | null;
  before: unknown;
  after: unknown;
}

export interface ChangeFilter {
  resource?: string;
  subject?: string;
  account?: string;
}

/** the most a list answers: an entity's history rarely needs more, and paging is by filter */
export const changeListLimit = 500;

export async function recordChange(db: Kysely<Database>, entry: ChangeEntry): Promise<void> {
  await db
    .insertInto('change_history')
    .values({
      actor_id: entry.actor,
      area: entry.area,
      resource: entry.resource,
      action: entry.action,
      subject: entry.subject,
      account_id: entry.account,
      before: entry.before === null ? null : jsonb(entry.before),
      after: entry.after === null ? null : jsonb(entry.after),
    })
    .execute();
}

export async function listChanges(
  db: Kysely<Database>,
  filter: ChangeFilter,
): Promise<ChangeRecord[]> {
  let query = db.selectFrom('change_history').selectAll();
  if (filter.resource !== undefined) query = query.where('resource', '=', filter.resource);
  if (filter.subject !== undefined) query = query.where('subject', '=', filter.subject);
  if (filter.account !== undefined) query = query.where('account_id', '=', filter.account);
  const rows = await query.orderBy('id', 'desc').limit(changeListLimit).execute();
  return rows.map((row) => ({
    id: String(row.id),
    timestamp: row.at.toISOString(),
    actor: row.actor_id,
    area: row.area,
    resource: row.resource,
    action: row.action,
    subject: row.subject,
    account: row.account_id,
    before: row.before ?? null,
    after: row.after ?? null,
  }));
}
