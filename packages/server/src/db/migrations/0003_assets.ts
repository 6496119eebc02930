// IPs, domains and DMARC policy domains of an account.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const emptyTextArray = sql`'{}'::text[]`;

export async function up(db: AnyDb): Promise<void> {
  for (const [table, key] of [
    ['ips', 'address'],
    ['domains', 'name'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('account_id', 'text', (c) =>
        c.notNull().references('accounts.id').onDelete('cascade'),
      )
      .addColumn(key, 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('viewers', sql`text[]`, (c) => c.notNull().defaultTo(emptyTextArray))
      .addColumn('tags', sql`text[]`, (c) => c.notNull().defaultTo(emptyTextArray))
      .addColumn('workspace_id', 'text', (c) => c.references('workspaces.id').onDelete('set null'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint(`${table}_pk`, ['account_id', key])
      .execute();
    // blocklist checks and reputation lookups go by the asset itself, across accounts
    await db.schema.createIndex(`${table}_${key}`).on(table).column(key).execute();
  }

  await db.schema
    .createTable('policies')
    .addColumn('account_id', 'text', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tags', sql`text[]`, (c) => c.notNull().defaultTo(emptyTextArray))
    .addColumn('guests', sql`text[]`, (c) => c.notNull().defaultTo(emptyTextArray))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('policies_pk', ['account_id', 'id'])
    .execute();
  await db.schema.createIndex('policies_domain').on('policies').column('id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['policies', 'domains', 'ips']) await db.schema.dropTable(table).execute();
}
