// What a batch adds to (or, for a revoked "first" flag, takes from) the rollups: counters per
// hour and combination and per day and combination, computed in memory from the rows the
// insert actually stored, so a duplicate adds nothing; a stored event re-attributed to another
// combination is taken from its old rows and added to its new ones.
import { addEventCounters, counterCount } from '../../eventCodes.ts';
import { eventTypeCodes } from '../../eventCodes.ts';
import { histogramBucket, histogramSize } from '../../delayHistogram.ts';

const hourMs = 3_600_000;
const dayMs = 86_400_000;

export interface RollupDelta {
  bucket: number;
  combo: number;
  counters: Float64Array;
  histogram: Int32Array | null;
}

/**
 * Rows by bucket, then by combination: both small integers, so neither map boxes its keys (a
 * string key `${bucket}:${combo}` cost two number-to-text conversions per event and grain).
 */
class GrainDeltas {
  readonly #buckets = new Map<number, Map<number, RollupDelta>>();
  readonly #rows: RollupDelta[] = [];
  readonly #width: number;

  constructor(width: number) {
    this.#width = width;
  }

  row(ts: number, combo: number): RollupDelta {
    const bucket = Math.floor(ts / this.#width);
    let rows = this.#buckets.get(bucket);
    if (!rows) {
      rows = new Map();
      this.#buckets.set(bucket, rows);
    }
    let row = rows.get(combo);
    if (!row) {
      row = { bucket, combo, counters: new Float64Array(counterCount), histogram: null };
      rows.set(combo, row);
      this.#rows.push(row);
    }
    return row;
  }

  list(): RollupDelta[] {
    return this.#rows;
  }
}

function addToRow(
  row: RollupDelta,
  type: number,
  flags: number,
  deliveryMs: number | null,
  delayBucket: number,
  sign: 1 | -1,
): void {
  addEventCounters(row.counters, 0, type, flags, deliveryMs, sign);
  if (delayBucket >= 0) {
    row.histogram ??= new Int32Array(histogramSize);
    row.histogram[delayBucket] = (row.histogram[delayBucket] ?? 0) + sign;
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
    sign: 1 | -1 = 1,
  ): void {
    this.hours.add(Math.floor(ts / hourMs));
    const delayBucket =
      type === eventTypeCodes.delivered && deliveryMs !== null ? histogramBucket(deliveryMs) : -1;
    addToRow(this.hourly.row(ts, combo), type, flags, deliveryMs, delayBucket, sign);
    addToRow(this.daily.row(ts, combo), type, flags, deliveryMs, delayBucket, sign);
  }

  /** Takes back all a stored event counted (it moves to another combination or flags). */
  removeEvent(ts: number, combo: number, type: number, flags: number, deliveryMs: number | null) {
    this.addEvent(ts, combo, type, flags, deliveryMs, -1);
  }

  /** Takes back what a flag bit counted (its counter only: the event itself stays). */
  removeFlag(ts: number, combo: number, counter: number): void {
    this.hours.add(Math.floor(ts / hourMs));
    for (const row of [this.hourly.row(ts, combo), this.daily.row(ts, combo)]) {
      row.counters[counter] = (row.counters[counter] ?? 0) - 1;
    }
  }
}
