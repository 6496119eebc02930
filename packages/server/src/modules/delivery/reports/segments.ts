// How a report's time buckets are read from the rollups. Counters add up (unique counts too:
// they are flags of the first event), so they also subtract: an interval covering most of a
// UTC day is that day's row minus the hours it leaves out (a Paris day, 23:00 to 23:00 UTC, is
// one day plus one hour minus one hour instead of 24 hours), most of an hour is the hour minus
// the minutes it leaves out; only sub-hour pieces at the edges read raw events. Exact for any
// start and end.

export const hourMs = 3_600_000;
export const dayMs = 86_400_000;

export interface Interval {
  start: number;
  end: number;
}

export type Sign = 1 | -1;

export type Segment =
  | { kind: 'day' | 'hour'; bucket: number; out: number; sign: Sign }
  | { kind: 'raw'; start: number; end: number; out: number; sign: Sign };

type Unit = { size: number; kind: 'day' | 'hour' };
const day: Unit = { size: dayMs, kind: 'day' };
const hour: Unit = { size: hourMs, kind: 'hour' };

/** Segments of each interval; `out` is the index of the interval the segment belongs to. */
export function planSegments(intervals: readonly Interval[]): Segment[] {
  const segments: Segment[] = [];
  const push = (segment: Segment) => {
    const last = segments.at(-1);
    // Neighbouring raw pieces of one interval and sign read as one range.
    if (
      segment.kind === 'raw' &&
      last?.kind === 'raw' &&
      last.out === segment.out &&
      last.sign === segment.sign &&
      last.end === segment.start
    )
      last.end = segment.end;
    else segments.push(segment);
  };
  const cover = (start: number, end: number, sign: Sign, out: number, unit: Unit | null) => {
    let at = start;
    while (at < end) {
      if (unit === null) {
        push({ kind: 'raw', start: at, end, out, sign });
        return;
      }
      const unitStart = Math.floor(at / unit.size) * unit.size;
      const unitEnd = unitStart + unit.size;
      const pieceEnd = Math.min(end, unitEnd);
      const smaller = unit === day ? hour : null;
      if (at === unitStart && pieceEnd === unitEnd) {
        push({ kind: unit.kind, bucket: unitStart / unit.size, out, sign });
      } else if (pieceEnd - at > unit.size / 2) {
        push({ kind: unit.kind, bucket: unitStart / unit.size, out, sign });
        cover(unitStart, at, -sign as Sign, out, smaller);
        cover(pieceEnd, unitEnd, -sign as Sign, out, smaller);
      } else {
        cover(at, pieceEnd, sign, out, smaller);
      }
      at = pieceEnd;
    }
  };
  intervals.forEach(({ start, end }, out) => cover(start, end, 1, out, day));
  return segments;
}
