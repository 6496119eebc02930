// Counts each signed-in user's calls per day for statistics/users. The call router records a
// call in memory and the sums are written at most once a minute (and before statistics are
// read), so the hot path of every call gains no database write. A crash loses at most a
// minute of counts: acceptable for a usage statistic. Counts are kept per database, so several
// servers in one process (tests) never mix.
import type { Db } from '../../db/schema/index.ts';
import type { Services } from '../../http/context.ts';
import { addCalls, addVisit } from '../statistics/statistics.repository.ts';

const flushIntervalMs = 60_000;

interface Pending {
  /** `${user}\n${day}` -> calls */
  counts: Map<string, number>;
  lastFlush: number;
  flushing: Promise<void> | null;
}

const pendingByDb = new WeakMap<Db, Pending>();

function pendingOf(db: Db): Pending {
  let pending = pendingByDb.get(db);
  if (!pending) {
    pending = { counts: new Map(), lastFlush: Date.now(), flushing: null };
    pendingByDb.set(db, pending);
  }
  return pending;
}

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

export function recordCall(
  services: Pick<Services, 'db' | 'logger'>,
  userId: string,
  now = new Date(),
): void {
  const pending = pendingOf(services.db);
  const key = `${userId}\n${dayOf(now)}`;
  pending.counts.set(key, (pending.counts.get(key) ?? 0) + 1);
  if (now.getTime() - pending.lastFlush >= flushIntervalMs && !pending.flushing) {
    flushActivity(services.db).catch((error: unknown) =>
      services.logger.warn({ err: error }, 'user activity not saved'),
    );
  }
}

/** Writes the counted calls. */
export async function flushActivity(db: Db): Promise<void> {
  const pending = pendingOf(db);
  if (pending.flushing) await pending.flushing;
  pending.lastFlush = Date.now();
  const entries = [...pending.counts];
  pending.counts.clear();
  if (entries.length === 0) return;
  const rows = entries.map(([key, calls]) => {
    const [user_id, day] = key.split('\n') as [string, string];
    return { user_id, day, calls };
  });
  pending.flushing = addCalls(db, rows).finally(() => {
    pending.flushing = null;
  });
  await pending.flushing;
}

/** A sign-in: one visit on its day. */
export function recordVisit(db: Db, userId: string, now = new Date()): Promise<void> {
  return addVisit(db, userId, dayOf(now));
}
