// All SQL about delivery_datasets, Delivery Analytics' per-dataset state: number, retention,
// signing keys, the ingest sequence and the cache generation. The datasets themselves are
// modules/datasets/datasets.repository.ts's; a report reads the dataset with its number here
// (a join that only reads).
import { sql } from 'kysely';
import type { Db } from '../../db/schema/index.ts';
import type { Sealed } from '../../secrets/secretBox.ts';

// The command line's import (src/cli) looks a dataset up by this name.
export { findDataset as findDatasetRow } from '../datasets/datasets.repository.ts';

/**
 * A dataset's row with its delivery number (null until its first ingest or report), in one
 * statement: every report call reads both, and on PGlite each statement costs a trip through
 * its wire protocol.
 */
export function findDatasetWithNumber(db: Db, id: string) {
  return db
    .selectFrom('datasets')
    .leftJoin('delivery_datasets', 'delivery_datasets.dataset_id', 'datasets.id')
    .selectAll('datasets')
    .select('delivery_datasets.dataset_no')
    .where('datasets.id', '=', id)
    .executeTakeFirst();
}

/** The dataset's ingest state, created with defaults on first use. */
export async function ensureDeliveryDataset(db: Db, datasetId: string) {
  const found = await findDeliveryDataset(db, datasetId);
  if (found) return found;
  await db
    .insertInto('delivery_datasets')
    .values({ dataset_id: datasetId })
    .onConflict((conflict) => conflict.column('dataset_id').doNothing())
    .execute();
  const created = await findDeliveryDataset(db, datasetId);
  if (!created) throw new Error(`dataset ${datasetId} has no delivery state`);
  return created;
}

export function findDeliveryDataset(db: Db, datasetId: string) {
  return db
    .selectFrom('delivery_datasets')
    .selectAll()
    .where('dataset_id', '=', datasetId)
    .executeTakeFirst();
}

export function allDeliveryDatasets(db: Db) {
  return db.selectFrom('delivery_datasets').selectAll().orderBy('dataset_no').execute();
}

export interface IngestSettingsChange {
  retention_days?: number;
  /** sealed (src/secrets) */
  mailgun_signing_key?: Sealed | null;
  sns_topic_arns?: string[];
}

export async function updateIngestSettings(
  db: Db,
  datasetId: string,
  change: IngestSettingsChange,
): Promise<void> {
  await ensureDeliveryDataset(db, datasetId);
  await db
    .updateTable('delivery_datasets')
    .set(change)
    .where('dataset_id', '=', datasetId)
    .execute();
}

/**
 * Takes the dataset's ingest lock for the rest of the transaction (the row lock of this
 * update) and returns the batch's sequence number: batches of one dataset commit one after
 * another, in sequence order.
 */
export async function nextIngestSeq(db: Db, datasetNo: number): Promise<number> {
  const row = await db
    .updateTable('delivery_datasets')
    .set({ ingest_seq: sql`ingest_seq + 1` })
    .where('dataset_no', '=', datasetNo)
    .returning('ingest_seq')
    .executeTakeFirstOrThrow();
  return row.ingest_seq;
}

export async function bumpGeneration(db: Db, datasetNo: number): Promise<void> {
  await db
    .updateTable('delivery_datasets')
    .set({ generation: sql`generation + 1` })
    .where('dataset_no', '=', datasetNo)
    .execute();
}
