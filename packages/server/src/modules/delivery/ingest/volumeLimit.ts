// The account's monthly volume limit (volume_limit: submitted messages per calendar month, UTC)
// enforced at HTTP ingest. A batch that would take the month past the limit is refused as a
// whole with 422 LimitExceeded { limit, count }, before anything is stored: the sender's
// retries then fail the same way until an admin raises the limit, and no partial batch leaves
// the sender unsure of what was kept. Events of earlier months (a backfill) are not limited.
import { sql } from 'kysely';
import type { NormalisedEvent } from '../../../ingest/event.ts';
import type { Db } from '../../../db/schema/index.ts';
import { fail } from '../../../http/apiError.ts';
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

async function accountLimit(db: Db, datasetId: string) {
  return db
    .selectFrom('datasets')
    .innerJoin('accounts', 'accounts.id', 'datasets.account_id')
    .select(['accounts.id as account', 'accounts.volume_limit as limit'])
    .where('datasets.id', '=', datasetId)
    .executeTakeFirst();
}

/** Submitted messages counted this month over every dataset of the account (daily rollups). */
async function usedThisMonth(db: Db, account: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('delivery_rollup_daily')
    .innerJoin(
      'delivery_datasets',
      'delivery_datasets.dataset_no',
      'delivery_rollup_daily.dataset_no',
    )
    .innerJoin('datasets', 'datasets.id', 'delivery_datasets.dataset_id')
    .where('datasets.account_id', '=', account)
    .where('delivery_rollup_daily.day', '>=', monthStart(now) / dayMs)
    .select(sql<string>`coalesce(sum(delivery_rollup_daily.submitted), 0)`.as('used'))
    .executeTakeFirstOrThrow();
  return Number(row.used);
}

export async function assertVolumeAllowed(
  db: Db,
  datasetId: string,
  events: readonly NormalisedEvent[],
  now = new Date(),
): Promise<void> {
  const adding = submittedThisMonth(events, now);
  if (adding === 0) return;
  const account = await accountLimit(db, datasetId);
  if (!account || account.limit === null) return;
  const limit = Number(account.limit);
  const used = await usedThisMonth(db, account.account, now);
  if (used + adding > limit)
    throw fail(
      'LimitExceeded',
      `Account ${account.account} may submit ${limit} messages a month: ${used} are counted this month and this batch adds ${adding}`,
      { limit, count: used },
    );
}
