// A fresh, empty database for a benchmark: PGlite in a temp folder, or a database `name` created
// anew on TEST_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openStorage, type Storage } from '../src/db/database.ts';

const adminUrl = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export async function freshStorage(
  kind: string,
  name: string,
): Promise<{ storage: Storage; cleanUp: () => void }> {
  if (kind === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
    const storage = await openStorage({ kind: 'pglite', dataDir });
    return { storage, cleanUp: () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    storage: await openStorage({ kind: 'postgres', url: url.toString(), poolSize: 4 }),
    cleanUp: () => undefined,
  };
}
