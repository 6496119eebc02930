// One object per database handle and dataset, made on first use: the process's memos of a
// dataset (recent deliveries, messages waiting for theirs). Keyed by the handle, so a test's
// database, or a server's after a restart, starts with none and takes its own with it.
import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/schema/index.ts';

export function perDataset<T>(
  create: (datasetNo: number) => T,
): (root: Kysely<Database>, datasetNo: number) => T {
  const byDatabase = new WeakMap<Kysely<Database>, Map<number, T>>();
  return (root, datasetNo) => {
    let byDataset = byDatabase.get(root);
    if (!byDataset) {
      byDataset = new Map();
      byDatabase.set(root, byDataset);
    }
    let value = byDataset.get(datasetNo);
    if (value === undefined) {
      value = create(datasetNo);
      byDataset.set(datasetNo, value);
    }
    return value;
  };
}
