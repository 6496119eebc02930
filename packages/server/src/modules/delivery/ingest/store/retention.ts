// Retention: each dataset keeps its raw events and rollups for `retention_days` (default 90,
// the calendar's window), counted in whole UTC days. Week partitions older than every
// dataset's cutoff are dropped whole; younger rows of datasets with a shorter retention are
// deleted. A dataset that lost rows bumps its generation, so report caches start afresh. The
// rows of deleted datasets go too.
import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/schema/index.ts';
import { allDeliveryDatasets, bumpGeneration } from '../../datasets.repository.ts';
import { dayMs, dropPartitionsBefore, existingPartitions } from './partitions.ts';
import {
  datasetNumbersOutside,
  deleteEngagementBefore,
  deleteEventsBefore,
  deleteIngestLogBefore,
  deleteRollupsBefore,
  deleteRowsOfDataset,
} from './retention.repository.ts';

const hourMs = 3_600_000;

export interface RetentionResult {
  droppedPartitions: number;
  deletedEvents: number;
}

export async function applyRetention(
  db: Kysely<Database>,
  now = Date.now(),
): Promise<RetentionResult> {
  const datasets = await allDeliveryDatasets(db);
  const result: RetentionResult = { droppedPartitions: 0, deletedEvents: 0 };
  if (datasets.length === 0) return result;
  const today = Math.floor(now / dayMs);
  const cutoffs = datasets.map((dataset) => ({ dataset, day: today - dataset.retention_days }));
  const oldestKept = Math.min(...cutoffs.map((cutoff) => cutoff.day));
  const firstPartition = (await existingPartitions(db))[0];
  result.droppedPartitions = await dropPartitionsBefore(db, oldestKept);
  for (const { dataset, day } of cutoffs) {
    const before = new Date(day * dayMs);
    const deleted = await deleteEventsBefore(db, dataset.dataset_no, before);
    result.deletedEvents += deleted;
    const rollups = await deleteRollupsBefore(db, dataset.dataset_no, day);
    await deleteEngagementBefore(db, dataset.dataset_no, before);
    const hadOldPartitions = firstPartition !== undefined && firstPartition < day;
    if (deleted > 0 || rollups > 0 || hadOldPartitions)
      await bumpGeneration(db, dataset.dataset_no);
  }
  // The log only serves caches a few requests behind; a cache behind its start reloads.
  await deleteIngestLogBefore(db, new Date(now - hourMs));
  result.deletedEvents += await removeDeletedDatasets(
    db,
    datasets.map((dataset) => dataset.dataset_no),
  );
  return result;
}

/** Rows of datasets deleted since (their delivery_datasets row went with the dataset). */
async function removeDeletedDatasets(
  db: Kysely<Database>,
  kept: readonly number[],
): Promise<number> {
  let deleted = 0;
  for (const datasetNo of await datasetNumbersOutside(db, kept)) {
    deleted += await deleteRowsOfDataset(db, datasetNo);
  }
  return deleted;
}
