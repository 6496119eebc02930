// Users with their settings, password history, sessions, reset tokens and login attempts.
import { sql, type Kysely } from 'kysely';

// Migrations see the database as it was when they were written, not today's schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('totp_secret', 'text')
    .addColumn('totp_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('totp_last_step', 'bigint')
    .addColumn('admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('timezone', 'text', (c) => c.notNull().defaultTo('Etc/Zulu'))
    .addColumn('format', 'text', (c) => c.notNull().defaultTo('#,###.##'))
    .addColumn('clock', 'text', (c) => c.notNull().defaultTo('h23'))
    .addColumn('week', 'text', (c) => c.notNull().defaultTo('sunday'))
    .addColumn('delimiter', 'text', (c) => c.notNull().defaultTo('comma'))
    .addColumn('bom', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('mode', 'text')
    .addColumn('alerts', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('slack', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('workspace', 'text')
    .addColumn('home', 'text')
    .addColumn('lock_drawer', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('reload_on_sort', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('version', 'text')
    .addColumn('last_message', 'timestamptz')
    .addColumn('last_visit', 'timestamptz')
    .addColumn('presets', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('preferences', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('users_id_lower_case', sql`id = lower(id)`)
    .execute();

  await db.schema
    .createTable('password_history')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('password_history_user')
    .on('password_history')
    .columns(['user_id', 'id desc'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('csrf_hash', 'text', (c) => c.notNull())
    .addColumn('client_address', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('reset_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('reset_tokens_user')
    .on('reset_tokens')
    .columns(['user_id', 'created_at'])
    .execute();

  // Shared by every server process, so the throttle holds however many run.
  await db.schema
    .createTable('login_attempts')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('client_address', 'text', (c) => c.notNull())
    .addColumn('succeeded', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('login_attempts_username')
    .on('login_attempts')
    .columns(['username', 'created_at'])
    .execute();
  await db.schema
    .createIndex('login_attempts_address')
    .on('login_attempts')
    .columns(['client_address', 'created_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['login_attempts', 'reset_tokens', 'sessions', 'password_history', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
