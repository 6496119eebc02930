// All SQL of secrets at rest: the key check row, and the credential columns that stored plain
// text before sealing existed (read to be sealed, then replaced).
import { sql } from 'kysely';
import { jsonb } from '../db/jsonb.ts';
import type { Db } from '../db/schema/index.ts';
import type { Sealed } from './secretBox.ts';

export function currentKeyRow(db: Db) {
  return db
    .selectFrom('secret_keys')
    .select(['key_id', 'check_value'])
    .where('role', '=', 'current')
    .executeTakeFirst();
}

/** Records the key unless another process recorded one first. */
export async function recordCurrentKey(db: Db, keyId: string, checkValue: Sealed): Promise<void> {
  await db
    .insertInto('secret_keys')
    .values({ role: 'current', key_id: keyId, check_value: checkValue })
    .onConflict((conflict) => conflict.column('role').doNothing())
    .execute();
}

/** The text columns that hold a credential, with the key of their rows. */
export const sealedTextColumns = [
  { table: 'users', key: 'id', column: 'totp_secret' },
  { table: 'accounts', key: 'id', column: 'snds' },
  { table: 'delivery_datasets', key: 'dataset_id', column: 'mailgun_signing_key' },
  { table: 'slack_connections', key: 'user_id', column: 'webhook_url' },
  { table: 'slack_connections', key: 'user_id', column: 'access_token' },
  { table: 'blocklists', key: 'id', column: 'query_key' },
  { table: 'integrations', key: 'id', column: 'url' },
  { table: 'inbound_mailboxes', key: 'id', column: 'password' },
] as const;

export type SealedTextColumn = (typeof sealedTextColumns)[number];

/** Values of the column that do not have the sealed shape yet. */
export async function unsealedValues(db: Db, { table, key, column }: SealedTextColumn) {
  const result = await sql<{ key: string; value: string }>`
    select ${sql.ref(key)}::text as key, ${sql.ref(column)} as value
    from ${sql.table(table)}
    where ${sql.ref(column)} is not null and ${sql.ref(column)} not like 'v1:%'`.execute(db);
  return result.rows;
}

/** Replaces a plain value, unless someone changed it meanwhile. */
export async function replaceValue(
  db: Db,
  { table, key, column }: SealedTextColumn,
  row: { key: string; value: string },
  sealed: Sealed,
): Promise<void> {
  await sql`
    update ${sql.table(table)} set ${sql.ref(column)} = ${sealed}
    where ${sql.ref(key)}::text = ${row.key} and ${sql.ref(column)} = ${row.value}`.execute(db);
}

export function integrationHeaders(db: Db) {
  return db.selectFrom('integrations').select(['id', 'headers']).execute();
}

export async function replaceIntegrationHeaders(
  db: Db,
  id: string,
  headers: Record<string, Sealed>,
): Promise<void> {
  await db
    .updateTable('integrations')
    .set({ headers: jsonb(headers) })
    .where('id', '=', id)
    .execute();
}
