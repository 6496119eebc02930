// The databases every storage and HTTP test runs against: PGlite, and the PostgreSQL server at
// TEST_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres). PostgreSQL is required:
// when it does not answer, every file that imports this one fails to load, named in the summary,
// rather than half of the storage tests vanishing. TEST_POSTGRES_URL=off runs them on PGlite
// alone, and the summary says so. Each test file gets its own fresh database, dropped afterwards:
//   - openMigratedStorage (useTestStorage, useTestApp): every migration applied, nothing
//     seeded. A PGlite folder copied from a migrated template (pgliteTemplate.ts), or CREATE
//     DATABASE console_test_<random> TEMPLATE console_template_<migration hash>: the template
//     database is migrated once per migration set (migrationHash.ts) under an advisory lock,
//     then marked a template that takes no connections. Templates of other migration sets
//     built over ten minutes ago are dropped when one is built.
//   - openFreshStorage: empty, for the tests that migrate themselves or start the product on
//     an empty database (migrations, first start, durability, the command line).
//   describe.each(testDatabases)('users on %s', (kind) => { const storage = useTestStorage(kind) ... })
import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig } from '../config.ts';
import { openStorage, type Storage, type StorageKind } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { migrationHash } from './migrationHash.ts';
import { freshMigratedPgliteDataDir, freshPgliteDataDir } from './pgliteTemplate.ts';

export const postgresAdminUrl =
  process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({
    connectionString: postgresAdminUrl,
    connectionTimeoutMillis: 2000,
  });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export const postgresAvailable = process.env.TEST_POSTGRES_URL !== 'off';
if (postgresAvailable && !(await postgresAnswers())) {
  throw new Error(
    `PostgreSQL at ${postgresAdminUrl} does not answer: start it (npm test does, through ` +
      'scripts/system.sh), or set TEST_POSTGRES_URL=off to test on PGlite alone',
  );
}

export const testDatabases: StorageKind[] = postgresAvailable ? ['pglite', 'postgres'] : ['pglite'];

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresAdminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const adminQuery = (text: string, values: unknown[] = []): Promise<pg.QueryResult> =>
  withAdmin((client) => client.query(text, values));

function databaseUrl(name: string): string {
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Waits (up to 5 s) until the pool's connections have left the database. A pool's end resolves
 * before its clients' sockets close; a forced drop meanwhile terminates a closing client, whose
 * error then has no listener and fails the run as an unhandled error.
 */
async function waitUntilDisconnected(name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { rows } = await adminQuery(
      'select count(*)::int as open from pg_stat_activity where datname = $1',
      [name],
    );
    if ((rows[0] as { open: number }).open === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface TestStorage extends Storage {
  /** the PGlite folder, or the PostgreSQL connection string */
  location: string;
}

// PGlite's shared_buffers as the product reads them: the run sets PGLITE_BUFFERS_MB low
// (vitest.config.ts).
const { pgliteBuffersMb } = loadConfig();

async function openPgliteCopy(dataDir: string): Promise<TestStorage> {
  const storage = await openStorage({ kind: 'pglite', dataDir, buffersMb: pgliteBuffersMb });
  const close = async () => {
    await storage.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { ...storage, close, location: dataDir };
}

async function openPostgresDatabase(name: string): Promise<TestStorage> {
  const url = databaseUrl(name);
  const storage = await openStorage({ kind: 'postgres', url, poolSize: 4 });
  const close = async () => {
    await storage.close();
    await waitUntilDisconnected(name);
    await adminQuery(`drop database if exists ${name} with (force)`);
  };
  return { ...storage, close, location: url };
}

const testDatabaseName = () => `console_test_${crypto.randomBytes(6).toString('hex')}`;

/** A fresh, empty (not migrated) database of the kind; `close` also deletes it. */
export async function openFreshStorage(kind: StorageKind): Promise<TestStorage> {
  if (kind === 'pglite') return openPgliteCopy(await freshPgliteDataDir());
  const name = testDatabaseName();
  await adminQuery(`create database ${name}`);
  return openPostgresDatabase(name);
}

const templateName = `console_template_${migrationHash}`;
// pg_advisory_lock's key for building a template database: any constant of this code's own
const templateLockKey = 7_316_102_584_014;
const templateComment = 'console test template, built ';

/**
 * The migrated template database of this migration set, built by the first process that finds
 * it missing while the others wait on the advisory lock. It is marked a template only once
 * migrated, so one left half-built by a dead process is dropped and built again.
 */
async function buildPostgresTemplate(): Promise<void> {
  const ready = async (client: pg.Client) => {
    const { rows } = await client.query<{ datistemplate: boolean }>(
      'select datistemplate from pg_database where datname = $1',
      [templateName],
    );
    return rows[0]?.datistemplate ?? null;
  };
  await withAdmin(async (admin) => {
    if (await ready(admin)) return;
    await admin.query('select pg_advisory_lock($1)', [templateLockKey]);
    try {
      const state = await ready(admin);
      if (state) return;
      if (state === false) await admin.query(`drop database ${templateName} with (force)`);
      await admin.query(`create database ${templateName}`);
      // no connection may remain: PostgreSQL copies no template another session is in
      const storage = await openStorage({
        kind: 'postgres',
        url: databaseUrl(templateName),
        poolSize: 1,
      });
      try {
        await migrateToLatest(storage.db);
      } finally {
        await storage.close();
      }
      await waitUntilDisconnected(templateName);
      await admin.query(
        `comment on database ${templateName} is '${templateComment}${new Date().toISOString()}'`,
      );
      await admin.query(
        `alter database ${templateName} with is_template true allow_connections false`,
      );
      await dropStaleTemplates(admin);
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [templateLockKey]);
    }
  });
}

/**
 * Templates of other migration sets built more than ten minutes ago. A drop waits for a copy
 * being made from it; a process of that migration set that finds its template gone builds it
 * again (openMigratedStorage).
 */
async function dropStaleTemplates(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string; comment: string | null }>(
    `select datname, shobj_description(oid, 'pg_database') as comment from pg_database
     where datname like 'console\\_template\\_%' and datname <> $1`,
    [templateName],
  );
  for (const { datname, comment } of rows) {
    const built = Date.parse(
      comment?.startsWith(templateComment) ? comment.slice(templateComment.length) : '',
    );
    if (!/^console_template_[0-9a-f]{16}$/.test(datname)) continue;
    if (Number.isFinite(built) && Date.now() - built < 10 * 60_000) continue;
    try {
      await admin.query(`alter database ${datname} with is_template false`);
      await admin.query(`drop database ${datname}`);
    } catch {
      // in use: left for a later build
    }
  }
}

let postgresTemplate: Promise<void> | undefined;

/** CREATE DATABASE ... TEMPLATE, once more after building the template again if it is gone. */
async function copyPostgresTemplate(name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    postgresTemplate ??= buildPostgresTemplate();
    try {
      await postgresTemplate;
      await adminQuery(`create database ${name} template ${templateName}`);
      return;
    } catch (error) {
      postgresTemplate = undefined;
      const code = (error as { code?: string }).code;
      // 3D000: the template was dropped as stale; 55006: a session is in it (its builder's)
      if (attempt === 3 || (code !== '3D000' && code !== '55006')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/**
 * A fresh database of the kind with every migration applied and nothing seeded (no admin, no
 * demo workspace); `close` also deletes it. A copy of the migrated template, kysely_migration
 * included: migrateToLatest on it applies nothing.
 */
export async function openMigratedStorage(kind: StorageKind): Promise<TestStorage> {
  if (kind === 'pglite') return openPgliteCopy(await freshMigratedPgliteDataDir());
  const name = testDatabaseName();
  await copyPostgresTemplate(name);
  return openPostgresDatabase(name);
}

/** Building the PGlite templates the first time runs initdb and the migrations (about 25 s). */
export const setupTimeoutMs = 120_000;

/**
 * A fresh, migrated database for the enclosing describe block. migrateToLatest runs on it as
 * before the template existed; it must apply nothing (else the template is out of step).
 */
export function useTestStorage(kind: StorageKind): { readonly storage: TestStorage } {
  const holder = {} as { storage: TestStorage };
  beforeAll(async () => {
    holder.storage = await openMigratedStorage(kind);
    const applied = await migrateToLatest(holder.storage.db);
    if (applied.length > 0) throw new Error(`the migrated template lacked ${applied.join(', ')}`);
  }, setupTimeoutMs);
  afterAll(async () => {
    await holder.storage?.close();
  });
  return holder;
}
