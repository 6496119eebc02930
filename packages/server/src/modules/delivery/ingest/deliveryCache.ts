// Deliveries this process stored recently (message -> when, with which combination), so the
// opens and clicks that follow within hours find their delivery without a query. Stored
// deliveries never change, so an entry stays right; one missing (older, or stored by another
// process) is looked up in delivery_events. Bounded: the oldest tenth goes when it is full.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema/index.ts';
import { MessageMap } from './messageMap.ts';

const maxEntries = Number(process.env.DA_DELIVERY_CACHE || 300_000);

export interface CachedDelivery {
  at: number;
  combo: number;
}

export class DeliveryCache {
  readonly #entries = new MessageMap<CachedDelivery>();

  get(midHash: number, rcptHash: number): CachedDelivery | undefined {
    return this.#entries.get(midHash, rcptHash);
  }

  remember(midHash: number, rcptHash: number, at: number, combo: number): void {
    const known = this.#entries.get(midHash, rcptHash);
    if (known && known.at <= at) return;
    if (!known && this.#entries.size >= maxEntries)
      this.#entries.dropOldest(Math.ceil(maxEntries / 10));
    this.#entries.set(midHash, rcptHash, { at, combo });
  }
}

const caches = new WeakMap<Kysely<Database>, Map<number, DeliveryCache>>();

export function deliveryCacheOf(root: Kysely<Database>, datasetNo: number): DeliveryCache {
  let byDataset = caches.get(root);
  if (!byDataset) {
    byDataset = new Map();
    caches.set(root, byDataset);
  }
  let cache = byDataset.get(datasetNo);
  if (!cache) {
    cache = new DeliveryCache();
    byDataset.set(datasetNo, cache);
  }
  return cache;
}
