// A block of counter rows of one hour or one day (or a raw edge segment), sparse: most rollup
// rows have two or three non-zero counters of fourteen (an open row: opens and its unique
// flags; a delivery: delivered, sent, delay), so rows keep only those (compressed sparse
// rows), and scans add a fifth of what dense rows would. Delay histograms are packed apart,
// for the rows that have deliveries.
import { counterCount } from '../eventCodes.ts';
import { histogramSize } from '../delayHistogram.ts';

export interface Chunk {
  rows: number;
  /** local combination index per row (-1: unknown combination, skipped) */
  combos: Int32Array;
  /** row r's counters are at offsets[r] .. offsets[r + 1] */
  offsets: Int32Array;
  counterIds: Uint8Array;
  values: Float64Array;
  /** offset of the row's histogram in `histograms`, -1 without one */
  histogramAt: Int32Array;
  histograms: Int32Array;
}

/** A row as loaded: its combination id, sparse counters and sparse histogram. */
export interface SparseRow {
  combo: number;
  counters: readonly (readonly [number, number])[];
  histogram: readonly (readonly [number, number])[];
}

export function buildChunk(rows: readonly SparseRow[], local: (id: number) => number): Chunk {
  let nonZero = 0;
  let withHistogram = 0;
  for (const row of rows) {
    nonZero += row.counters.length;
    if (row.histogram.length > 0) withHistogram += 1;
  }
  const chunk: Chunk = {
    rows: rows.length,
    combos: new Int32Array(rows.length),
    offsets: new Int32Array(rows.length + 1),
    counterIds: new Uint8Array(nonZero),
    values: new Float64Array(nonZero),
    histogramAt: new Int32Array(rows.length).fill(-1),
    histograms: new Int32Array(withHistogram * histogramSize),
  };
  let at = 0;
  let packed = 0;
  rows.forEach((row, index) => {
    chunk.combos[index] = local(row.combo);
    for (const [counter, value] of row.counters) {
      if (counter < 0 || counter >= counterCount) continue;
      chunk.counterIds[at] = counter;
      chunk.values[at] = value;
      at += 1;
    }
    chunk.offsets[index + 1] = at;
    if (row.histogram.length > 0) {
      chunk.histogramAt[index] = packed;
      for (const [bucket, count] of row.histogram) chunk.histograms[packed + bucket] = count;
      packed += histogramSize;
    }
  });
  return chunk;
}

export function chunkBytes(chunk: Chunk): number {
  return (
    chunk.combos.byteLength +
    chunk.offsets.byteLength +
    chunk.counterIds.byteLength +
    chunk.values.byteLength +
    chunk.histogramAt.byteLength +
    chunk.histograms.byteLength
  );
}

/** `3=5,7=2` (index=value pairs) to pairs; empty or null to none. */
export function sparsePairs(text: string | null): [number, number][] {
  if (text === null || text === '') return [];
  const pairs: [number, number][] = [];
  for (const pair of text.split(',')) {
    const equals = pair.indexOf('=');
    pairs.push([Number(pair.slice(0, equals)), Number(pair.slice(equals + 1))]);
  }
  return pairs;
}
