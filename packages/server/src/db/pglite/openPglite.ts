// Opens the embedded database. With a data folder it is durable: PostgreSQL runs with
// fsync=on and wal_sync_method=fsync over DurableNodeFS, so a COMMIT returns only after the WAL
// is on disk (PGlite's defaults start postgres with -F, fsync off). Without a folder it lives in
// memory, for throw-away use.
import { PGlite } from '@electric-sql/pglite';
import { DurableNodeFS } from './durableNodeFs.ts';
import { typeParsers } from '../typeParsers.ts';

// PGlite's own start parameters (single-user mode, no parallel workers, ...) without -F.
const pgliteDefaults: readonly string[] = (PGlite as unknown as { defaultStartParams?: string[] })
  .defaultStartParams ?? ['--single', '-O', '-j', '-c', 'search_path=public'];

export const durabilityParams = [
  '-c',
  'fsync=on',
  '-c',
  'wal_sync_method=fsync',
  '-c',
  'synchronous_commit=on',
  '-c',
  'full_page_writes=on',
] as const;

export interface OpenedPglite {
  client: PGlite;
  /** null for an in-memory database */
  fs: DurableNodeFS | null;
}

export async function openPglite(dataDir: string | null): Promise<OpenedPglite> {
  const fs = dataDir === null ? null : new DurableNodeFS(dataDir);
  const client = await PGlite.create({
    ...(fs ? { fs } : {}),
    startParams: [...pgliteDefaults.filter((param) => param !== '-F'), ...durabilityParams],
    parsers: typeParsers,
  });
  return { client, fs };
}
