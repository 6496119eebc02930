// The daily fetch of Microsoft SNDS for every account with a key (accounts.snds, sealed): the
// data export of each day since the last fetch and the IP status export, into snds_days and
// snds_ip_status, with the outcome in snds_fetches. A failure (HTTP error, key refused, no
// answer) is recorded there and raised as an issue for the operator, without the key; one
// account's failure does not stop the others. Returns the IPs that SNDS turned red.
//
// Which days: SNDS publishes a day after it ends and keeps 90 days. The first fetch asks for
// the last 30 days; later ones ask from the last day fetched (again: Microsoft may have
// published it late or partly when it was asked) through yesterday (UTC), never further back
// than SNDS keeps. A day answering an empty body had no traffic SNDS shows (under 100
// messages): it counts as fetched. Requests go one after another, one account after another:
// a few dozen a day per account, no reason to press Microsoft's server harder.
import type { Services } from '../../../http/context.ts';
import type { Sealed } from '../../../secrets/secretBox.ts';
import { raiseIssue } from '../../statistics/statistics.repository.ts';
import {
  accountsWithSndsKey,
  latestSndsDays,
  recordSndsFetch,
  replaceSndsIpStatus,
  sndsFetchOf,
  upsertSndsDays,
} from './snds.repository.ts';
import type { SndsDay, SndsIpRange } from './sndsParse.ts';
import { sndsRedChanges, type SndsRedChange } from './sndsRedChanges.ts';
import { requestSndsDay, requestSndsIpStatus, SndsRequestError } from './sndsRequest.ts';

export type { SndsRedChange } from './sndsRedChanges.ts';

export const firstFetchDays = 30;
export const sndsKeptDays = 90;

const dayMs = 86_400_000;
const utcDay = (at: number) => new Date(at).toISOString().slice(0, 10);
const dayStart = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** The days to ask for ('YYYY-MM-DD', oldest first), from the last day fetched, if any. */
export function sndsDaysToFetch(lastDate: string | null, now: Date): string[] {
  const yesterday = dayStart(utcDay(now.getTime())) - dayMs;
  const oldestKept = yesterday - (sndsKeptDays - 1) * dayMs;
  const first = lastDate === null ? yesterday - (firstFetchDays - 1) * dayMs : dayStart(lastDate);
  const days: string[] = [];
  for (let at = Math.max(first, oldestKept); at <= yesterday; at += dayMs) days.push(utcDay(at));
  return days;
}

/** One row per IP and day: should SNDS list one twice, its last line counts. */
function oneRowPerIpAndDay(days: readonly SndsDay[]): SndsDay[] {
  return [...new Map(days.map((day) => [`${day.ip} ${day.date}`, day])).values()];
}

interface AccountOutcome {
  days: SndsDay[];
  /** the IP status export, when it was fetched */
  ipStatus: SndsIpRange[] | null;
  malformed: number;
  lastDate: string | null;
  error: string | null;
}

/** What SNDS answered for one account; a request that failed ends it with its error. */
async function fetchAccountExports(
  services: Services,
  sealedKey: Sealed,
  lastDate: string | null,
  now: Date,
): Promise<AccountOutcome> {
  const baseUrl = services.config.reputation.sndsUrl;
  const outcome: AccountOutcome = { days: [], ipStatus: null, malformed: 0, lastDate, error: null };
  let key: string;
  try {
    key = services.secrets.open(sealedKey);
  } catch {
    outcome.error = 'the stored SNDS key cannot be opened (sealed with another secret key?)';
    return outcome;
  }
  try {
    for (const date of sndsDaysToFetch(lastDate, now)) {
      const parsed = await requestSndsDay(baseUrl, key, date);
      outcome.days.push(...parsed.rows);
      outcome.malformed += parsed.malformed;
      if (outcome.lastDate === null || date > outcome.lastDate) outcome.lastDate = date;
    }
    const ipStatus = await requestSndsIpStatus(baseUrl, key);
    outcome.ipStatus = ipStatus.rows;
    outcome.malformed += ipStatus.malformed;
  } catch (error) {
    if (!(error instanceof SndsRequestError)) throw error;
    outcome.error = error.message;
  }
  return outcome;
}

async function fetchAccount(
  services: Services,
  account: { id: string; snds: Sealed },
  now: Date,
): Promise<SndsRedChange[]> {
  const { db, logger } = services;
  const before = await sndsFetchOf(db, account.id);
  const outcome = await fetchAccountExports(services, account.snds, before?.last_date ?? null, now);
  const days = oneRowPerIpAndDay(outcome.days);
  const ips = [...new Set(days.map((day) => day.ip))];
  const newestAsked = outcome.lastDate ?? undefined;
  const storedBefore = await latestSndsDays(db, account.id, ips, newestAsked);
  await db.transaction().execute(async (trx) => {
    await upsertSndsDays(trx, account.id, days);
    if (outcome.ipStatus) await replaceSndsIpStatus(trx, account.id, outcome.ipStatus, now);
    await recordSndsFetch(trx, {
      accountId: account.id,
      fetchedAt: now,
      lastDate: outcome.lastDate,
      error: outcome.error,
    });
  });
  const changes = sndsRedChanges(account.id, days, storedBefore);
  const summary = { account: account.id, days: days.length, malformed: outcome.malformed };
  if (outcome.error === null) {
    logger.info({ ...summary, turnedRed: changes.length }, 'SNDS data fetched');
  } else {
    logger.warn({ ...summary, error: outcome.error }, 'SNDS fetch failed');
    await raiseIssue(
      db,
      {
        id: `snds:${account.id}`,
        severity: 'WARNING',
        source: 'snds',
        account_id: account.id,
        dataset_id: null,
        module: 'rm',
        title: 'Microsoft SNDS data could not be fetched',
        detail: outcome.error,
      },
      now,
    );
  }
  return changes;
}

/** Fetches SNDS for every account with a key; the IPs SNDS turned red, by account and IP. */
export async function fetchSnds(services: Services, now = new Date()): Promise<SndsRedChange[]> {
  const changes: SndsRedChange[] = [];
  for (const account of await accountsWithSndsKey(services.db)) {
    try {
      changes.push(...(await fetchAccount(services, account, now)));
    } catch (error) {
      // not SNDS's answer but our side (the database): the other accounts still go on, and
      // the job does not fail, so the red changes found are handed on and not lost to a retry
      services.logger.error(
        { account: account.id, error: error instanceof Error ? error.message : String(error) },
        'SNDS fetch of an account failed',
      );
    }
  }
  return changes;
}
