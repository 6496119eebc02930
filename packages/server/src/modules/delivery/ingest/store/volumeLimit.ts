// The account's monthly volume limit (volume_limit: submitted messages per calendar month, UTC)
// enforced at HTTP ingest. A batch that would take the month past the limit is refused as a
// whole with 422 LimitExceeded { limit, count }, before anything is stored: the sender's
// retries then fail the same way until an admin raises the limit, and no partial batch leaves
// the sender unsure of what was kept. Events of earlier months (a backfill) are not limited.
import type { NormalisedEvent } from '../../event.ts';
import type { Db } from '../../../../db/schema/index.ts';
import { fail } from '../../../../http/apiError.ts';
import { accountOfDataset } from '../../../datasets/datasets.repository.ts';
import { submittedPerAccount } from '../../usage.repository.ts';
import { dayMs } from './partitions.ts';

function monthStart(now: Date): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
}

/** Submitted messages of the batch that fall in the current month. */
export function submittedThisMonth(events: readonly NormalisedEvent[], now: Date): number {
  const from = monthStart(now);
  let count = 0;
  for (const event of events) if (event.type === 'submitted' && event.timestamp >= from) count++;
  return count;
}

/** Submitted messages counted this month over every dataset of the account (daily rollups). */
async function usedThisMonth(db: Db, account: string, now: Date): Promise<number> {
  const [row] = await submittedPerAccount(db, { fromDay: monthStart(now) / dayMs, account });
  return row?.count ?? 0;
}

export async function assertVolumeAllowed(
  db: Db,
  datasetId: string,
  events: readonly NormalisedEvent[],
  now = new Date(),
): Promise<void> {
  const adding = submittedThisMonth(events, now);
  if (adding === 0) return;
  const account = await accountOfDataset(db, datasetId);
  if (!account || account.volume_limit === null) return;
  const limit = Number(account.volume_limit);
  const used = await usedThisMonth(db, account.id, now);
  if (used + adding > limit)
    throw fail(
      'LimitExceeded',
      `Account ${account.id} may submit ${limit} messages a month: ${used} are counted this month and this batch adds ${adding}`,
      { limit, count: used },
    );
}
