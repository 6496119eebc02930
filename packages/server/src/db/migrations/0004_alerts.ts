// Alerts with their dataset mappings and recipients' settings, templates, content,
// integrations, the blocklist catalogue and users' Slack connections.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const emptyTextArray = sql`'{}'::text[]`;
const emptyObject = sql`'{}'::jsonb`;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('integrations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull().defaultTo('POST'))
    .addColumn('headers', 'jsonb', (c) => c.notNull().defaultTo(emptyObject))
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('templates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('alert', 'text', (c) => c.notNull())
    .addColumn('integration_id', 'text', (c) =>
      c.references('integrations.id').onDelete('set null'),
    )
    .addColumn('transform', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('module', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('content')
    .addColumn('template_id', 'text', (c) =>
      c.primaryKey().references('templates.id').onDelete('cascade'),
    )
    .addColumn('data', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('escape', 'text', (c) => c.notNull().defaultTo('none'))
    .addColumn('mapping', 'jsonb', (c) => c.notNull().defaultTo(emptyObject))
    .addColumn('render', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('alerts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('alert', 'text', (c) => c.notNull())
    .addColumn('template_id', 'text', (c) => c.references('templates.id').onDelete('set null'))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('integration_id', 'text', (c) =>
      c.references('integrations.id').onDelete('set null'),
    )
    .addColumn('suppress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('module', 'text', (c) => c.notNull())
    .addColumn('transform', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('alerts_account').on('alerts').column('account_id').execute();

  await db.schema
    .createTable('alert_mappings')
    .addColumn('alert_id', 'text', (c) => c.notNull().references('alerts.id').onDelete('cascade'))
    .addColumn('dataset_id', 'text', (c) =>
      c.notNull().references('datasets.id').onDelete('cascade'),
    )
    .addColumn('exclude_rhsbl', sql`text[]`, (c) => c.notNull().defaultTo(emptyTextArray))
    .addColumn('exclude_dnsbl', sql`text[]`, (c) => c.notNull().defaultTo(emptyTextArray))
    .addPrimaryKeyConstraint('alert_mappings_pk', ['alert_id', 'dataset_id'])
    .execute();
  await db.schema
    .createIndex('alert_mappings_dataset')
    .on('alert_mappings')
    .column('dataset_id')
    .execute();

  await db.schema
    .createTable('alert_settings')
    .addColumn('alert_id', 'text', (c) => c.notNull().references('alerts.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('account_id', 'text', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('exclude_rhsbl', sql`text[]`, (c) => c.notNull().defaultTo(emptyTextArray))
    .addColumn('exclude_dnsbl', sql`text[]`, (c) => c.notNull().defaultTo(emptyTextArray))
    .addColumn('mappings', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addPrimaryKeyConstraint('alert_settings_pk', ['alert_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('alert_settings_user')
    .on('alert_settings')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('blocklists')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('zone', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('delisting_url', 'text')
    .addColumn('answers', 'jsonb', (c) => c.notNull().defaultTo(emptyObject))
    .addColumn('errors', sql`text[]`, (c) => c.notNull().defaultTo(emptyTextArray))
    .addColumn('bitmask', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addCheckConstraint('blocklists_kind', sql`kind in ('ip', 'domain')`)
    .execute();

  await db.schema
    .createTable('slack_connections')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('team_name', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('channel_id', 'text', (c) => c.notNull())
    .addColumn('webhook_url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  const tables = [
    'slack_connections',
    'blocklists',
    'alert_settings',
    'alert_mappings',
    'alerts',
    'content',
    'templates',
    'integrations',
  ];
  for (const table of tables) await db.schema.dropTable(table).execute();
}
