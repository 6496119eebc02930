// Deliveries this process stored recently (message -> when, with which combination), so the
// opens and clicks that follow find their delivery without a query. Stored deliveries never
// change, so an entry stays right; one missing (older, or stored by another process) is looked
// up in delivery_events. Two generations of compact tables (deliveryTable.ts): when the current
// one is full it becomes the previous one and the one before is dropped, so the cache holds the
// last DA_DELIVERY_CACHE to twice as many deliveries of a dataset, about 60 bytes each (a
// busy dataset's full cache of 2,000,000 takes about 120 MB; a small one, what it holds).
//
// Sized for the follow-ups' horizon: people open over days (log-normal, median hours), and a
// cache that covers only a day or two sends the rest to the database, where each look-up reads
// random pages of a week of the Message-ID index. Measured with 10 M events (5 M a dataset,
// about 130,000 deliveries a day) on PostgreSQL: 300,000 entries of the former object map,
// 33,101/s; these two generations of 1,000,000, 78,277/s, 374 of 1.7 million messages with
// follow-ups looked up in the database (README, Ingest performance).
import { DeliveryTable, type CachedDelivery } from './deliveryTable.ts';
import { perDataset } from './perDataset.ts';

export type { CachedDelivery } from './deliveryTable.ts';

/** DA_DELIVERY_CACHE (config.ts), set by startServices before the first batch. */
let generationSize = 1_000_000;

export function setDeliveryCacheSize(size: number): void {
  generationSize = size;
}

export class DeliveryCache {
  readonly #generationSize: number;
  #current: DeliveryTable;
  #previous: DeliveryTable | null = null;

  constructor(size = generationSize) {
    this.#generationSize = size;
    this.#current = new DeliveryTable(size);
  }

  /** Entries held (those of a previous generation, too, until it is dropped). */
  get size(): number {
    return this.#current.size + (this.#previous?.size ?? 0);
  }

  get(midHash: number, rcptHash: number): CachedDelivery | undefined {
    return this.#current.get(midHash, rcptHash) ?? this.#previous?.get(midHash, rcptHash);
  }

  remember(midHash: number, rcptHash: number, at: number, combo: number): void {
    const known = this.get(midHash, rcptHash);
    if (known && known.at <= at) return;
    if (this.#current.set(midHash, rcptHash, at, combo)) return;
    this.#previous = this.#current;
    this.#current = new DeliveryTable(this.#generationSize);
    this.#current.set(midHash, rcptHash, at, combo);
  }
}

/** The recent deliveries of a dataset, in this process. */
export const deliveryCacheOf = perDataset(() => new DeliveryCache());
