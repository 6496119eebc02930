// All SQL about the blocklist catalogue.
import type { Insertable } from 'kysely';
import type { BlocklistsTable, Db } from '../../db/schema/index.ts';

export function activeBlocklists(db: Db) {
  return db
    .selectFrom('blocklists')
    .select(['id', 'name', 'kind', 'description', 'delisting_url'])
    .where('active', '=', true)
    .execute();
}

export async function insertBlocklists(db: Db, rows: Insertable<BlocklistsTable>[]) {
  if (rows.length > 0) await db.insertInto('blocklists').values(rows).execute();
}
