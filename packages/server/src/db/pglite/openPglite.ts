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

// PostgreSQL's defaults (128 MB of buffers, a checkpoint every 1 GB of WAL) are for a server
// beside an OS cache; PGlite reads and writes every page through its WebAssembly file system,
// so a page evicted costs a copy and a syscall each way. A week's event indexes, the engagement
// states and the rollups outgrow 128 MB at a few million events; measured with 4 M events:
// 35,267/s at the defaults, 40,570/s with 512 MB (1 GB of buffers: 34,508/s). The buffers are
// memory of the process once used: PGLITE_BUFFERS_MB (config.ts) lowers them. PGlite itself
// never acts on max_wal_size: db/checkpoints.ts does, and at 4 GB checkpoints every 2.1 GB of WAL.
const cacheParams = (buffersMb: number) => [
  '-c',
  `shared_buffers=${buffersMb}MB`,
  '-c',
  'max_wal_size=4GB',
];

export interface OpenedPglite {
  client: PGlite;
  /** null for an in-memory database */
  fs: DurableNodeFS | null;
}

export async function openPglite(dataDir: string | null, buffersMb = 512): Promise<OpenedPglite> {
  const fs = dataDir === null ? null : new DurableNodeFS(dataDir);
  const client = await PGlite.create({
    ...(fs ? { fs } : {}),
    startParams: [
      ...pgliteDefaults.filter((param) => param !== '-F'),
      ...durabilityParams,
      ...(fs ? cacheParams(buffersMb) : []),
    ],
    parsers: typeParsers,
  });
  return { client, fs };
}
