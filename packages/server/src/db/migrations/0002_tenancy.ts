// Accounts, memberships, datasets with their access keys, workspaces and the dimension catalogue.
// Tenant rows carry account_id or dataset_id (the distribution key should the data outgrow a
// node); deleting an account removes everything it owns.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const emptyTextArray = sql`'{}'::text[]`;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('modules', sql`text[]`, (c) => c.notNull().defaultTo(emptyTextArray))
    .addColumn('user_limit', 'integer')
    .addColumn('volume_limit', 'bigint')
    .addColumn('ip_limit', 'integer')
    .addColumn('domain_limit', 'integer')
    .addColumn('audit_limit', 'integer')
    .addColumn('policy_limit', 'integer')
    .addColumn('snds', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('memberships')
    .addColumn('account_id', 'text', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('alerts', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('memberships_pk', ['account_id', 'user_id'])
    .addCheckConstraint('memberships_role', sql`role in ('member', 'editor', 'owner')`)
    .execute();
  await db.schema.createIndex('memberships_user').on('memberships').column('user_id').execute();

  await db.schema
    .createTable('datasets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('dimensions', sql`text[]`, (c) => c.notNull().defaultTo(emptyTextArray))
    .addColumn('dimensions_default', sql`text[]`, (c) => c.notNull().defaultTo(emptyTextArray))
    .addColumn('metrics', sql`text[]`, (c) => c.notNull().defaultTo(emptyTextArray))
    .addColumn('viewers', sql`text[]`, (c) => c.notNull().defaultTo(emptyTextArray))
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // lets workspaces require that their dataset belongs to their account
    .addUniqueConstraint('datasets_id_account', ['id', 'account_id'])
    .execute();
  await db.schema.createIndex('datasets_account').on('datasets').column('account_id').execute();

  await db.schema
    .createTable('dataset_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('dataset_id', 'text', (c) =>
      c.notNull().references('datasets.id').onDelete('cascade'),
    )
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('dataset_keys_dataset')
    .on('dataset_keys')
    .column('dataset_id')
    .execute();

  await db.schema
    .createTable('workspaces')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('dataset_id', 'text', (c) => c.notNull())
    .addColumn('modules', sql`text[]`, (c) => c.notNull().defaultTo(emptyTextArray))
    .addColumn('signalspam', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('csa', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('tags', sql`text[]`, (c) => c.notNull().defaultTo(emptyTextArray))
    .addColumn('filters', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('dimensions', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('dimensions_default', sql`text[]`, (c) => c.notNull().defaultTo(emptyTextArray))
    .addColumn('metrics', sql`text[]`, (c) => c.notNull().defaultTo(emptyTextArray))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint(
      'workspaces_dataset_of_account',
      ['dataset_id', 'account_id'],
      'datasets',
      ['id', 'account_id'],
      (fk) => fk.onDelete('cascade'),
    )
    .addCheckConstraint('workspaces_id_not_placeholder', sql`id <> 'none'`)
    .execute();
  await db.schema.createIndex('workspaces_account').on('workspaces').column('account_id').execute();
  await db.schema.createIndex('workspaces_dataset').on('workspaces').column('dataset_id').execute();

  await db.schema
    .createTable('dimensions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('dimension', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('caption', 'text', (c) => c.notNull())
    .addColumn('column', 'text', (c) => c.notNull())
    .addColumn('filter', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('options', sql`text[]`, (c) => c.notNull().defaultTo(emptyTextArray))
    .addColumn('order', 'text', (c) => c.notNull().defaultTo('ASC'))
    .addColumn('sort', 'text', (c) => c.notNull().defaultTo('volume'))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  const tables = [
    'dimensions',
    'workspaces',
    'dataset_keys',
    'datasets',
    'memberships',
    'accounts',
  ];
  for (const table of tables) await db.schema.dropTable(table).execute();
}
