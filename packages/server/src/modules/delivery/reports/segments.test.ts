// How ranges are read: whole UTC days from the daily rollup, a local day as one day plus and
// minus an hour, most of an hour as the hour minus raw minutes, and only sub-hour edges raw.
import { describe, expect, it } from 'vitest';
import { planSegments } from './segments.ts';

const at = (iso: string) => Date.parse(iso);
const hour = (iso: string) => at(iso) / 3_600_000;
const day = (iso: string) => at(iso) / 86_400_000;

describe('planSegments', () => {
  it('reads whole UTC days as days', () => {
    expect(
      planSegments([{ start: at('2025-01-06T00:00Z'), end: at('2025-01-08T00:00Z') }]),
    ).toEqual([
      { kind: 'day', bucket: day('2025-01-06T00:00Z'), out: 0, sign: 1 },
      { kind: 'day', bucket: day('2025-01-07T00:00Z'), out: 0, sign: 1 },
    ]);
  });

  it('reads a Paris day (23:00 to 23:00 UTC) as an hour plus a day minus an hour', () => {
    expect(
      planSegments([{ start: at('2025-01-05T23:00Z'), end: at('2025-01-06T23:00Z') }]),
    ).toEqual([
      { kind: 'hour', bucket: hour('2025-01-05T23:00Z'), out: 0, sign: 1 },
      { kind: 'day', bucket: day('2025-01-06T00:00Z'), out: 0, sign: 1 },
      { kind: 'hour', bucket: hour('2025-01-06T23:00Z'), out: 0, sign: -1 },
    ]);
  });

  it('reads minute edges from raw events, the shorter side of each hour', () => {
    expect(
      planSegments([{ start: at('2025-01-06T10:10Z'), end: at('2025-01-06T11:50Z') }]),
    ).toEqual([
      { kind: 'hour', bucket: hour('2025-01-06T10:00Z'), out: 0, sign: 1 },
      {
        kind: 'raw',
        start: at('2025-01-06T10:00Z'),
        end: at('2025-01-06T10:10Z'),
        out: 0,
        sign: -1,
      },
      { kind: 'hour', bucket: hour('2025-01-06T11:00Z'), out: 0, sign: 1 },
      {
        kind: 'raw',
        start: at('2025-01-06T11:50Z'),
        end: at('2025-01-06T12:00Z'),
        out: 0,
        sign: -1,
      },
    ]);
    expect(
      planSegments([{ start: at('2025-01-06T10:40Z'), end: at('2025-01-06T10:50Z') }]),
    ).toEqual([
      {
        kind: 'raw',
        start: at('2025-01-06T10:40Z'),
        end: at('2025-01-06T10:50Z'),
        out: 0,
        sign: 1,
      },
    ]);
  });

  it('keeps the buckets of several intervals apart', () => {
    const segments = planSegments([
      { start: at('2025-01-06T00:00Z'), end: at('2025-01-06T01:00Z') },
      { start: at('2025-01-06T01:00Z'), end: at('2025-01-06T02:00Z') },
    ]);
    expect(segments.map((segment) => segment.out)).toEqual([0, 1]);
  });
});
