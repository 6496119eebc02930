// Messages whose follow-ups (opens, clicks, complaints...) were stored before their delivery
// was known: the delivery was in another request still in flight, or in an MTA's log pushed
// after the ESP's webhooks. The chunk that stores such a delivery re-attributes them
// (lateDeliveries.ts). Every stored delivery is looked for here, so the set is a typed-array
// table probed without allocating (deliveryTable.ts), two generations of it as the delivery
// cache keeps: a message waiting longer than about two generations of others is forgotten and
// its follow-ups keep only their own dimensions. Loaded from the engagement states on first
// use, so that a restart forgets none that waited less than the lookback (a week of event
// time before the dataset's latest follow-up).
import type { Kysely } from 'kysely';
import type { Database, Db } from '../../../../db/schema/index.ts';
import { DeliveryCache } from './deliveryCache.ts';
import { undeliveredMessages } from '../store/engagement.repository.ts';
import { deliveryLookbackMs } from '../store/knownDeliveries.ts';
import { perDataset } from './perDataset.ts';

/** About 15 MB a generation when full; most messages wait seconds for their delivery. */
const generationSize = 250_000;

interface Pending {
  messages: DeliveryCache;
  loaded: boolean;
}

const pendingOf = perDataset((): Pending => ({
  messages: new DeliveryCache(generationSize),
  loaded: false,
}));

/**
 * The dataset's messages waiting for their delivery, loaded on first use (`db`: the chunk's
 * transaction, which holds the dataset's ingest lock). An entry's `at` is a follow-up's time.
 */
export async function pendingMessages(
  root: Kysely<Database>,
  db: Db,
  datasetNo: number,
): Promise<DeliveryCache> {
  const pending = pendingOf(root, datasetNo);
  if (!pending.loaded) {
    for (const row of await undeliveredMessages(db, datasetNo, deliveryLookbackMs))
      pending.messages.remember(row.mid_hash, row.rcpt_hash, row.last_ms, 0);
    pending.loaded = true;
  }
  return pending.messages;
}
