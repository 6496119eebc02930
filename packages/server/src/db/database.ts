// Opens the storage: PGlite in DATA_DIR when DATABASE_URL is unset, else a pg Pool on the
// PostgreSQL server. Both speak the same SQL through Kysely and read values the same way
// (typeParsers.ts), so repositories never know which one they run on.
import fs from 'node:fs';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { lockDataDir } from './pglite/dataDirLock.ts';
import { PgliteDialect } from './pglite/dialect.ts';
import { openPglite, type OpenedPglite } from './pglite/openPglite.ts';
import type { Database } from './schema/index.ts';
import { typeParsers } from './typeParsers.ts';

export type StorageKind = 'pglite' | 'postgres';

export interface Storage {
  db: Kysely<Database>;
  kind: StorageKind;
  /** the PostgreSQL connection string (null for PGlite), for clients beside Kysely's pool */
  url: string | null;
  /** the embedded database's file system, to read its fsync count (tests) */
  pglite: OpenedPglite | null;
  close(): Promise<void>;
}

export type StorageOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** buffersMb: PGlite's shared_buffers (PGLITE_BUFFERS_MB), 512 unless given */
  | { kind: 'pglite'; dataDir: string | null; buffersMb?: number };

export async function openStorage(options: StorageOptions): Promise<Storage> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          typeParsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', url: options.url, pglite: null, close: () => db.destroy() };
  }
  let unlock = () => {};
  if (options.dataDir !== null) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    unlock = lockDataDir(options.dataDir);
  }
  try {
    const opened = await openPglite(options.dataDir, options.buffersMb);
    const db = new Kysely<Database>({ dialect: new PgliteDialect(opened.client) });
    const close = async () => {
      await db.destroy();
      unlock();
    };
    return { db, kind: 'pglite', url: null, pglite: opened, close };
  } catch (error) {
    unlock();
    throw error;
  }
}
