// The in-process report cache of one dataset: its combinations decoded, hourly and daily
// rollup blocks loaded on demand, and per-combination totals of recent ranges (a dashboard's
// panels share one range: once they are known, each filter and grouping is a pass over the
// combinations, not over the blocks). Before each report it asks the ingest log what changed since its watermark
// and drops the blocks and results of the hours (and days) a batch touched, so several server
// processes, each with its own cache, answer from committed data.
import type { Db } from '../../../db/schema/index.ts';
import { buildChunk, chunkBytes, type Chunk, type SparseRow } from './chunk.ts';
import { ComboTable, type ComboRow } from './comboTable.ts';
import { changesSince, combosAfterId, rawSegmentRows, rollupRows } from './cube.repository.ts';
import { dayMs, hourMs, type Segment, type Sign } from './segments.ts';

export interface ChunkPart {
  chunk: Chunk;
  /** the output bucket the chunk adds to */
  out: number;
  sign: Sign;
}

export interface RangeResult {
  firstHour: number;
  lastHour: number;
  /** kept for the next reports of the range (false: remembering is off) */
  kept: boolean;
  /** counters per combination, unfiltered (combos × counterCount) */
  counters?: Float64Array;
  /** delay histograms per combination, unfiltered (combos × histogramSize) */
  histograms?: Float64Array;
}

const maxResults = 8;
let rememberResults = true;

/** Turns remembering per-range results on or off (benchmarks measure the scans without it). */
export function rememberRangeResults(enabled: boolean): void {
  rememberResults = enabled;
}

export class DatasetCube {
  readonly datasetNo: number;
  combos = new ComboTable();
  readonly #hours = new Map<number, Chunk>();
  readonly #days = new Map<number, Chunk>();
  readonly #results = new Map<string, RangeResult>();
  #watermark = -1;
  #generation = -1;
  bytes = 0;
  lastUsed = 0;

  constructor(datasetNo: number) {
    this.datasetNo = datasetNo;
  }

  reset(): void {
    this.combos = new ComboTable();
    this.#hours.clear();
    this.#days.clear();
    this.#results.clear();
    this.bytes = 0;
  }

  /** Drops what changed since the watermark; reloads everything after a gap or a purge. */
  async refresh(db: Db): Promise<void> {
    const rows = await changesSince(db, this.datasetNo, this.#watermark);
    const head = rows[0];
    if (!head) return;
    const logged = rows.filter((row) => row.seq !== null);
    const gap =
      this.#watermark >= 0 &&
      head.ingest_seq > this.#watermark &&
      (logged[0]?.seq ?? Infinity) !== this.#watermark + 1;
    if (head.generation !== this.#generation || gap || this.#watermark < 0) this.reset();
    else for (const row of logged) for (const hour of row.hours ?? []) this.#drop(hour);
    this.#generation = head.generation;
    this.#watermark = head.ingest_seq;
  }

  #drop(hour: number): void {
    const day = Math.floor((hour * hourMs) / dayMs);
    for (const [map, key] of [
      [this.#hours, hour],
      [this.#days, day],
    ] as const) {
      const chunk = map.get(key);
      if (chunk) {
        this.bytes -= chunkBytes(chunk);
        map.delete(key);
      }
    }
    for (const [key, result] of this.#results) {
      if (hour >= result.firstHour && hour <= result.lastHour) this.#results.delete(key);
    }
  }

  async #loadCombos(db: Db, newest: number): Promise<void> {
    if (newest <= this.combos.maxId && this.combos.size > 0) return;
    for (const combo of await combosAfterId(db, this.datasetNo, this.combos.maxId))
      this.combos.add(combo as ComboRow);
  }

  #store(map: Map<number, Chunk>, bucket: number, rows: readonly SparseRow[]): void {
    const chunk = buildChunk(rows, (id) => this.combos.local(id));
    map.set(bucket, chunk);
    this.bytes += chunkBytes(chunk);
  }

  /** The blocks of the segments, loading what is missing. */
  async parts(db: Db, segments: readonly Segment[]): Promise<ChunkPart[]> {
    await this.#loadCombos(db, 0);
    for (const [grain, map] of [
      ['hour', this.#hours],
      ['day', this.#days],
    ] as const) {
      const missing = new Set<number>();
      for (const segment of segments)
        if (segment.kind === grain && !map.has(segment.bucket)) missing.add(segment.bucket);
      if (missing.size === 0) continue;
      const loaded = await rollupRows(db, grain, this.datasetNo, [...missing]);
      let newest = 0;
      for (const { rows } of loaded) for (const row of rows) newest = Math.max(newest, row.combo);
      await this.#loadCombos(db, newest);
      for (const bucket of missing) this.#store(map, bucket, []);
      for (const { bucket, rows } of loaded) {
        this.bytes -= chunkBytes(map.get(bucket) as Chunk);
        this.#store(map, bucket, rows);
      }
    }
    const parts: ChunkPart[] = [];
    for (const segment of segments) {
      if (segment.kind === 'raw') continue;
      const chunk = (segment.kind === 'hour' ? this.#hours : this.#days).get(segment.bucket);
      if (chunk && chunk.rows > 0) parts.push({ chunk, out: segment.out, sign: segment.sign });
    }
    parts.push(...(await this.#rawParts(db, segments)));
    return parts;
  }

  /**
   * Raw pieces of several buckets may overlap (one bucket subtracts the minutes another adds):
   * they are read as disjoint elementary ranges, and each piece adds up the ranges it covers.
   */
  async #rawParts(db: Db, segments: readonly Segment[]): Promise<ChunkPart[]> {
    const raw = segments.filter((segment) => segment.kind === 'raw');
    if (raw.length === 0) return [];
    const bounds = [...new Set(raw.flatMap((segment) => [segment.start, segment.end]))].sort(
      (a, b) => a - b,
    );
    const pieces: { start: number; end: number }[] = [];
    for (let index = 0; index + 1 < bounds.length; index += 1) {
      const start = bounds[index] as number;
      const end = bounds[index + 1] as number;
      if (raw.some((segment) => segment.start <= start && end <= segment.end))
        pieces.push({ start, end });
    }
    const rows = await rawSegmentRows(db, this.datasetNo, pieces);
    await this.#loadCombos(db, Math.max(0, ...rows.map((row) => row.combo)));
    const chunks = pieces.map((_, index) =>
      buildChunk(
        rows.filter((row) => row.segment === index),
        (id) => this.combos.local(id),
      ),
    );
    const parts: ChunkPart[] = [];
    for (const segment of raw) {
      pieces.forEach((piece, index) => {
        const chunk = chunks[index] as Chunk;
        if (segment.start <= piece.start && piece.end <= segment.end && chunk.rows > 0)
          parts.push({ chunk, out: segment.out, sign: segment.sign });
      });
    }
    return parts;
  }

  /**
   * The remembered results of a range (per-combination counters and histograms, filled by the
   * reports that compute them); a fresh, unremembered one when remembering is off.
   */
  rangeResult(segments: readonly Segment[]): RangeResult {
    const key = JSON.stringify(segments);
    const known = rememberResults ? this.#results.get(key) : undefined;
    if (known) return known;
    let firstHour = Infinity;
    let lastHour = -Infinity;
    for (const segment of segments) {
      const [from, to] =
        segment.kind === 'raw'
          ? [Math.floor(segment.start / hourMs), Math.floor((segment.end - 1) / hourMs)]
          : segment.kind === 'hour'
            ? [segment.bucket, segment.bucket]
            : [segment.bucket * 24, segment.bucket * 24 + 23];
      firstHour = Math.min(firstHour, from);
      lastHour = Math.max(lastHour, to);
    }
    const result: RangeResult = { firstHour, lastHour, kept: rememberResults };
    if (!rememberResults) return result;
    if (this.#results.size >= maxResults) {
      const oldest = this.#results.keys().next();
      if (oldest.done !== true) this.#results.delete(oldest.value);
    }
    this.#results.set(key, result);
    return result;
  }
}
