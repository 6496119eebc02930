// All SQL about the blocklist catalogue: the lists users may leave out of their alerts, the
// kinds alert exclusions are checked against, and the admin's changes.
import type { Insertable, Updateable } from 'kysely';
import type { BlocklistsTable, Db } from '../../db/schema/index.ts';

export function activeBlocklists(db: Db) {
  return db
    .selectFrom('blocklists')
    .select(['id', 'name', 'kind', 'description', 'delisting_url'])
    .where('active', '=', true)
    .execute();
}

/** Every list, retired ones too, by kind then name. */
export function allBlocklists(db: Db) {
  return db.selectFrom('blocklists').selectAll().orderBy('kind').orderBy('name').execute();
}

export function findBlocklist(db: Db, id: string) {
  return db.selectFrom('blocklists').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Each list's kind (domain or ip), by id. */
export async function blocklistKinds(db: Db): Promise<Map<string, string>> {
  const rows = await db.selectFrom('blocklists').select(['id', 'kind']).execute();
  return new Map(rows.map((row) => [row.id, row.kind]));
}

export async function insertBlocklists(db: Db, rows: Insertable<BlocklistsTable>[]) {
  if (rows.length > 0) await db.insertInto('blocklists').values(rows).execute();
}

export async function updateBlocklist(db: Db, id: string, changes: Updateable<BlocklistsTable>) {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('blocklists').set(changes).where('id', '=', id).execute();
}

export async function deleteBlocklist(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('blocklists').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
