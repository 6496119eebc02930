// Which IPs SNDS turned red in one fetch: the Reputation Monitor alerts on these. An IP turned
// red when its newest day fetched is RED and the day before it was not, or there was none. The
// day before is the newest of: what was stored before this fetch up to that same day (so a day
// asked again, already RED, is not told twice, while a day SNDS revised from GREEN to RED is),
// and the days of this fetch before it (so a first fetch of 30 days compares with the 29th).
import type { StoredSndsDay } from './snds.repository.ts';
import type { SndsDay, SndsFilter } from './sndsParse.ts';

export interface SndsRedChange {
  accountId: string;
  ip: string;
  /** the RED day, 'YYYY-MM-DD' */
  date: string;
  /** the IP's filter result the day before, null when SNDS had no day of it */
  previous: Exclude<SndsFilter, 'RED'> | null;
}

interface Dated {
  date: string;
  filter: SndsFilter;
}

export function sndsRedChanges(
  accountId: string,
  fetched: readonly SndsDay[],
  storedBefore: readonly StoredSndsDay[],
): SndsRedChange[] {
  const byIp = new Map<string, SndsDay[]>();
  for (const day of fetched) {
    const days = byIp.get(day.ip) ?? [];
    days.push(day);
    byIp.set(day.ip, days);
  }
  const stored = new Map(storedBefore.map((day) => [day.ip, day]));
  const changes: SndsRedChange[] = [];
  for (const [ip, days] of [...byIp].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const sorted = [...days].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    const newest = sorted.at(-1) as SndsDay;
    if (newest.filter !== 'RED') continue;
    const known = stored.get(ip);
    // something newer is already known of this IP: its latest state did not come from here
    if (known && known.date > newest.date) continue;
    const earlier = sorted.filter((day) => day.date < newest.date).at(-1);
    // on the same day, what SNDS says now wins over what it said before
    const candidates: Dated[] = [];
    if (earlier) candidates.push(earlier);
    if (known) candidates.push(known);
    const previous = candidates.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))[0];
    if (previous?.filter === 'RED') continue;
    changes.push({ accountId, ip, date: newest.date, previous: previous?.filter ?? null });
  }
  return changes;
}
