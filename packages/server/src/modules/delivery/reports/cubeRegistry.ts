// One report cache per database and dataset, shared by the process's requests. Requests of a
// dataset take turns (a refresh and a load must not interleave); the caches together stay
// under a memory budget (DA_CACHE_MB, default 512): past it, the blocks of the least recently
// used datasets are dropped and reload on their next report.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema/index.ts';
import { DatasetCube } from './cube.ts';

/** DA_CACHE_MB (config.ts), set by startServices before the first report. */
let budgetBytes = 512 * 1024 * 1024;

export function setReportCacheBudget(bytes: number): void {
  budgetBytes = bytes;
}

interface Entry {
  cube: DatasetCube;
  queue: Promise<unknown>;
}

const registries = new WeakMap<Kysely<Database>, Map<number, Entry>>();

function entryOf(db: Kysely<Database>, datasetNo: number): Entry {
  let registry = registries.get(db);
  if (!registry) {
    registry = new Map();
    registries.set(db, registry);
  }
  let entry = registry.get(datasetNo);
  if (!entry) {
    entry = { cube: new DatasetCube(datasetNo), queue: Promise.resolve() };
    registry.set(datasetNo, entry);
  }
  return entry;
}

function enforceBudget(db: Kysely<Database>, current: DatasetCube): void {
  const registry = registries.get(db);
  if (!registry) return;
  let total = 0;
  for (const entry of registry.values()) total += entry.cube.bytes;
  if (total <= budgetBytes) return;
  const others = [...registry.values()]
    .map((entry) => entry.cube)
    .filter((cube) => cube !== current)
    .sort((a, b) => a.lastUsed - b.lastUsed);
  for (const cube of others) {
    if (total <= budgetBytes) break;
    total -= cube.bytes;
    cube.reset();
  }
}

/** Runs `work` with the dataset's refreshed cache, after the dataset's earlier requests. */
export function withCube<T>(
  db: Kysely<Database>,
  datasetNo: number,
  work: (cube: DatasetCube) => Promise<T>,
): Promise<T> {
  const entry = entryOf(db, datasetNo);
  const run = entry.queue.then(async () => {
    entry.cube.lastUsed = Date.now();
    await entry.cube.refresh(db);
    const result = await work(entry.cube);
    enforceBudget(db, entry.cube);
    return result;
  });
  entry.queue = run.catch(() => undefined);
  return run;
}
