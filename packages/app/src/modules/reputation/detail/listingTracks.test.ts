import type { ListingPeriod } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { listingTracks } from './listingTracks.ts';

const now = Date.parse('2026-11-11T00:00:00Z');
const period = (list: string, listed_at: string, delisted_at: string | null): ListingPeriod => ({
  list,
  name: list.toUpperCase(),
  target: '192.0.2.10',
  listed_at,
  delisted_at,
  answer: '127.0.0.2',
  meaning: null,
  reason: null,
});

describe('listingTracks', () => {
  it('places each listing of a list on its track, in percent of the period', () => {
    const tracks = listingTracks(
      [
        period('spamcop', '2026-11-06T00:00:00Z', null),
        period('spamcop', '2026-11-02T00:00:00Z', '2026-11-03T00:00:00Z'),
        period('psbl', '2026-10-20T00:00:00Z', '2026-11-06T00:00:00Z'),
      ],
      '2026-11-01',
      now,
    );
    expect(tracks.map((track) => track.name)).toEqual(['PSBL', 'SPAMCOP']);
    // begun before the period: from its edge
    expect(tracks[0]?.bars[0]).toMatchObject({ start: 0, width: 50, isOngoing: false });
    expect(tracks[1]?.bars.map(({ start, width, isOngoing }) => [start, width, isOngoing])).toEqual(
      [
        [50, 50, true],
        [10, 10, false],
      ],
    );
  });
});
