// The inner loops of every report: add up (or, for subtracted segments, take away) the
// sparse counters of the blocks' rows, per combination (totals, groupings, categories,
// diagnostics: filters apply afterwards, per combination) or per output bucket for the rows
// whose combination passes the filter (timeseries), and the delay histograms per combination.
import { counterCount } from '../eventCodes.ts';
import { histogramSize } from '../delayHistogram.ts';
import type { ChunkPart } from './cube.ts';

/** Counters per combination: result[local * counterCount + counter]. */
export function countersByCombo(parts: readonly ChunkPart[], combos: number): Float64Array {
  const totals = new Float64Array(combos * counterCount);
  for (const { chunk, sign } of parts) {
    const { combos: locals, offsets, counterIds, values, rows } = chunk;
    for (let row = 0; row < rows; row += 1) {
      const local = locals[row] as number;
      if (local < 0) continue;
      const base = local * counterCount;
      const last = offsets[row + 1] as number;
      for (let at = offsets[row] as number; at < last; at += 1) {
        const slot = base + (counterIds[at] as number);
        totals[slot] = (totals[slot] as number) + sign * (values[at] as number);
      }
    }
  }
  return totals;
}

/** Counters of the rows that pass per group of their combination (null: all in group 0). */
export function scanGroups(
  parts: readonly ChunkPart[],
  mask: Uint8Array,
  groupOf: ArrayLike<number> | null,
  groups: number,
): Float64Array {
  const totals = new Float64Array(groups * counterCount);
  for (const { chunk, sign } of parts) {
    const { combos: locals, offsets, counterIds, values, rows } = chunk;
    for (let row = 0; row < rows; row += 1) {
      const local = locals[row] as number;
      if (local < 0 || mask[local] !== 1) continue;
      const base = groupOf === null ? 0 : ((groupOf[local] as number) ?? 0) * counterCount;
      const last = offsets[row + 1] as number;
      for (let at = offsets[row] as number; at < last; at += 1) {
        const slot = base + (counterIds[at] as number);
        totals[slot] = (totals[slot] as number) + sign * (values[at] as number);
      }
    }
  }
  return totals;
}

/** The delay histogram of the rows that pass. */
export function scanHistogram(parts: readonly ChunkPart[], mask: Uint8Array): Float64Array {
  const histogram = new Float64Array(histogramSize);
  for (const { chunk, sign } of parts) {
    const { combos: locals, histogramAt, histograms, rows } = chunk;
    for (let row = 0; row < rows; row += 1) {
      const at = histogramAt[row] as number;
      const local = locals[row] as number;
      if (at < 0 || local < 0 || mask[local] !== 1) continue;
      for (let bucket = 0; bucket < histogramSize; bucket += 1)
        histogram[bucket] =
          (histogram[bucket] as number) + sign * (histograms[at + bucket] as number);
    }
  }
  return histogram;
}

/** Counters per output bucket of the rows that pass: result[bucket * counterCount + counter]. */
export function countersByBucket(
  parts: readonly ChunkPart[],
  mask: Uint8Array,
  buckets: number,
): Float64Array {
  const totals = new Float64Array(buckets * counterCount);
  for (const { chunk, out, sign } of parts) {
    const { combos: locals, offsets, counterIds, values, rows } = chunk;
    const base = out * counterCount;
    for (let row = 0; row < rows; row += 1) {
      const local = locals[row] as number;
      if (local < 0 || mask[local] !== 1) continue;
      const last = offsets[row + 1] as number;
      for (let at = offsets[row] as number; at < last; at += 1) {
        const slot = base + (counterIds[at] as number);
        totals[slot] = (totals[slot] as number) + sign * (values[at] as number);
      }
    }
  }
  return totals;
}

/** Delay histograms per combination: result[local * histogramSize + bucket]. */
export function histogramsByCombo(parts: readonly ChunkPart[], combos: number): Float64Array {
  const histograms = new Float64Array(combos * histogramSize);
  for (const { chunk, sign } of parts) {
    const { combos: locals, histogramAt, histograms: packed, rows } = chunk;
    for (let row = 0; row < rows; row += 1) {
      const at = histogramAt[row] as number;
      const local = locals[row] as number;
      if (at < 0 || local < 0) continue;
      const base = local * histogramSize;
      for (let bucket = 0; bucket < histogramSize; bucket += 1)
        histograms[base + bucket] =
          (histograms[base + bucket] as number) + sign * (packed[at + bucket] as number);
    }
  }
  return histograms;
}

/** Sums per-combination vectors of `width` over the combinations that pass the mask. */
export function sumMasked(byCombo: Float64Array, mask: Uint8Array, width: number): Float64Array {
  const total = new Float64Array(width);
  // Combinations added after the vector was computed have no counts in its range.
  const combos = Math.min(mask.length, byCombo.length / width);
  for (let local = 0; local < combos; local += 1) {
    if (mask[local] !== 1) continue;
    const base = local * width;
    for (let index = 0; index < width; index += 1)
      total[index] = (total[index] as number) + (byCombo[base + index] as number);
  }
  return total;
}

/** Sums per-combination counters of the combinations that pass, per group code. */
export function countersByGroup(
  byCombo: Float64Array,
  mask: Uint8Array,
  groupOf: ArrayLike<number>,
  groups: number,
): Float64Array {
  const totals = new Float64Array(groups * counterCount);
  const combos = Math.min(mask.length, byCombo.length / counterCount);
  for (let local = 0; local < combos; local += 1) {
    if (mask[local] !== 1) continue;
    const to = (groupOf[local] ?? 0) * counterCount;
    const from = local * counterCount;
    for (let counter = 0; counter < counterCount; counter += 1)
      totals[to + counter] = (totals[to + counter] as number) + (byCombo[from + counter] as number);
  }
  return totals;
}
