// The listing periods of one IP, range or domain laid out for the timeline: one track per list,
// the period shown running from its first day to now, each listing a bar placed in percent of
// it. A listing that began before the period starts at its edge; one still running ends at now.
import type { ListingPeriod } from '@console/contract';

export interface TrackBar {
  /** percent of the track from its start */
  start: number;
  /** percent of the track; never under 0 */
  width: number;
  isOngoing: boolean;
  period: ListingPeriod;
}

export interface ListingTrack {
  list: string;
  name: string;
  bars: TrackBar[];
}

export function listingTracks(
  periods: readonly ListingPeriod[],
  since: string,
  now: number,
): ListingTrack[] {
  const from = Date.parse(`${since}T00:00:00Z`);
  const span = Math.max(1, now - from);
  const percent = (ms: number) => (Math.min(Math.max(ms, from), now) - from) / (span / 100);
  const tracks = new Map<string, ListingTrack>();
  for (const period of periods) {
    const track = tracks.get(period.list) ?? { list: period.list, name: period.name, bars: [] };
    const start = percent(Date.parse(period.listed_at));
    const end = percent(period.delisted_at ? Date.parse(period.delisted_at) : now);
    track.bars.push({
      start,
      width: Math.max(0, end - start),
      isOngoing: period.delisted_at === null,
      period,
    });
    tracks.set(period.list, track);
  }
  return [...tracks.values()].sort((a, b) => a.name.localeCompare(b.name));
}
