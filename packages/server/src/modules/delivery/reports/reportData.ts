// What a report reads, prepared inside the dataset's turn with its cache: the filter mask, the
// blocks of the range (with their output buckets), and sums over them. A sum comes from the
// range's remembered per-combination counters when another report computed them, else from a
// scan of the blocks straight into the groups asked for (one group for totals, a dimension's
// values for groupings).
import type { Filter } from '@console/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema/index.ts';
import { counterCount } from '../eventCodes.ts';
import { histogramSize } from '../delayHistogram.ts';
import type { ComboTable } from './comboTable.ts';
import type { ChunkPart, RangeResult } from './cube.ts';
import { withCube } from './cubeRegistry.ts';
import { filterMask } from './filters.ts';
import {
  countersByCombo,
  countersByGroup,
  histogramsByCombo,
  scanGroups,
  scanHistogram,
  sumMasked,
} from './scan.ts';
import { planSegments, type Interval } from './segments.ts';

export interface ReportData {
  combos: ComboTable;
  mask: Uint8Array;
  parts: ChunkPart[];
  /** counters of the combinations that pass, summed per group (null: one group) */
  sum(groupOf: ArrayLike<number> | null, groups: number): Float64Array;
  /** counters per combination, unfiltered (combos × counterCount) */
  perCombo(): Float64Array;
  /** the delay histogram of the combinations that pass */
  histogram(): Float64Array;
}

function reportData(
  combos: ComboTable,
  mask: Uint8Array,
  parts: ChunkPart[],
  result: RangeResult,
): ReportData {
  return {
    combos,
    mask,
    parts,
    sum(groupOf, groups) {
      // A kept range computes its per-combination counters once, for every panel after this one.
      if (result.kept) result.counters ??= countersByCombo(parts, combos.size);
      if (result.counters) {
        if (groupOf === null) return sumMasked(result.counters, mask, counterCount);
        return countersByGroup(result.counters, mask, groupOf, groups);
      }
      return scanGroups(parts, mask, groupOf, groups);
    },
    perCombo() {
      result.counters ??= countersByCombo(parts, combos.size);
      return result.counters;
    },
    histogram() {
      if (result.histograms) return sumMasked(result.histograms, mask, histogramSize);
      if (result.kept) {
        result.histograms = histogramsByCombo(parts, combos.size);
        return sumMasked(result.histograms, mask, histogramSize);
      }
      return scanHistogram(parts, mask);
    },
  };
}

export interface Needs {
  /** blocks with their output buckets (timeseries) */
  parts?: boolean;
  histograms?: boolean;
}

export function withReportData<T>(
  db: Kysely<Database>,
  datasetNo: number,
  intervals: readonly Interval[],
  filters: readonly Filter[],
  needs: Needs,
  build: (data: ReportData) => T,
): Promise<T> {
  return withCube(db, datasetNo, async (cube) => {
    const segments = planSegments(intervals);
    const result = cube.rangeResult(segments);
    const remembered = needs.histograms ? result.histograms : result.counters;
    // Remembered sums need no blocks (nor their raw edges, read again otherwise).
    const parts = needs.parts || !remembered ? await cube.parts(db, segments) : [];
    const mask = filterMask(cube.combos, filters);
    return build(reportData(cube.combos, mask, parts, result));
  });
}
