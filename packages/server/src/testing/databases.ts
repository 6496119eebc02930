// The databases every storage and HTTP test runs against: PGlite always, and the PostgreSQL
// server at TEST_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres) when it
// answers. Each test file gets its own fresh database: a PGlite folder copied from a template, or
// CREATE DATABASE console_test_<random> on the server, dropped afterwards.
//   describe.each(testDatabases)('users on %s', (kind) => { const storage = useTestStorage(kind) ... })
import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { openStorage, type Storage, type StorageKind } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { freshPgliteDataDir } from './pgliteTemplate.ts';

export const postgresAdminUrl =
  process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

async function postgresAnswers(): Promise<boolean> {
  if (process.env.TEST_POSTGRES_URL === 'off') return false;
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

export const postgresAvailable = await postgresAnswers();
if (!postgresAvailable) {
  console.warn(`PostgreSQL at ${postgresAdminUrl} does not answer: tests run on PGlite only`);
}

export const testDatabases: StorageKind[] = postgresAvailable ? ['pglite', 'postgres'] : ['pglite'];

async function adminQuery(text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: postgresAdminUrl });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
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

/** A fresh, empty (not migrated) database of the kind; `close` also deletes it. */
export async function openFreshStorage(kind: StorageKind): Promise<TestStorage> {
  if (kind === 'pglite') {
    const dataDir = await freshPgliteDataDir();
    const storage = await openStorage({ kind, dataDir });
    const close = async () => {
      await storage.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
    return { ...storage, close, location: dataDir };
  }
  const name = `console_test_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  const storage = await openStorage({ kind, url: url.toString(), poolSize: 4 });
  const close = async () => {
    await storage.close();
    await waitUntilDisconnected(name);
    await adminQuery(`drop database if exists ${name} with (force)`);
  };
  return { ...storage, close, location: url.toString() };
}

/** Building the PGlite template the first time runs initdb (about 15 s on a small machine). */
export const setupTimeoutMs = 120_000;

/** A fresh, migrated database for the enclosing describe block. */
export function useTestStorage(kind: StorageKind): { readonly storage: TestStorage } {
  const holder = {} as { storage: TestStorage };
  beforeAll(async () => {
    holder.storage = await openFreshStorage(kind);
    await migrateToLatest(holder.storage.db);
  }, setupTimeoutMs);
  afterAll(async () => {
    await holder.storage?.close();
  });
  return holder;
}
