// What a batch adds to (or, for a revoked "first" flag, takes from) the rollups: counters per
// hour and combination and per day and combination, computed in memory from the rows the
// insert actually stored, so a duplicate adds nothing.
import { addEventCounters, counterCount } from '../eventCodes.ts';
import { eventTypeCodes } from '../eventCodes.ts';
import { histogramBucket, histogramSize } from '../delayHistogram.ts';

const hourMs = 3_600_000;
const dayMs = 86_400_000;

export interface RollupDelta {
  bucket: number;
  combo: number;
  counters: Float64Array;
  histogram: Int32Array | null;
}

class GrainDeltas {
  readonly #rows = new Map<string, RollupDelta>();
  readonly #width: number;

  constructor(width: number) {
    this.#width = width;
  }

  row(ts: number, combo: number): RollupDelta {
    const bucket = Math.floor(ts / this.#width);
    const id = `${bucket}:${combo}`;
    let row = this.#rows.get(id);
    if (!row) {
      row = { bucket, combo, counters: new Float64Array(counterCount), histogram: null };
      this.#rows.set(id, row);
    }
    return row;
  }

  list(): RollupDelta[] {
    return [...this.#rows.values()];
  }
}

export class RollupDeltas {
  readonly hourly = new GrainDeltas(hourMs);
  readonly daily = new GrainDeltas(dayMs);
  readonly hours = new Set<number>();

  addEvent(
    ts: number,
    combo: number,
    type: number,
    flags: number,
    deliveryMs: number | null,
  ): void {
    this.hours.add(Math.floor(ts / hourMs));
    for (const row of [this.hourly.row(ts, combo), this.daily.row(ts, combo)]) {
      addEventCounters(row.counters, 0, type, flags, deliveryMs, 1);
      if (type === eventTypeCodes.delivered && deliveryMs !== null) {
        row.histogram ??= new Int32Array(histogramSize);
        const bucket = histogramBucket(deliveryMs);
        row.histogram[bucket] = (row.histogram[bucket] ?? 0) + 1;
      }
    }
  }

  /** Takes back what a flag bit counted (its counter only: the event itself stays). */
  removeFlag(ts: number, combo: number, counter: number): void {
    this.hours.add(Math.floor(ts / hourMs));
    for (const row of [this.hourly.row(ts, combo), this.daily.row(ts, combo)]) {
      row.counters[counter] = (row.counters[counter] ?? 0) - 1;
    }
  }
}
