// A member's last call in an account, for the owner's member list (an owner sees when a member
// last used their account, never what the member did elsewhere). The call router records each
// member, editor and owner call; the row is written at most every five minutes per member, so
// the hot path of a busy session gains a write only now and then.
import type { Db } from '../../db/schema/index.ts';
import type { Services } from '../../http/context.ts';
import { touchMembership } from './memberships.repository.ts';

const writeEveryMs = 5 * 60_000;
/** `${account}\n${user}` -> when it was last written, per database (tests run several) */
const writtenByDb = new WeakMap<Db, Map<string, number>>();

export function recordAccountVisit(
  services: Pick<Services, 'db' | 'logger'>,
  accountId: string,
  userId: string,
  now = Date.now(),
): void {
  let written = writtenByDb.get(services.db);
  if (!written) writtenByDb.set(services.db, (written = new Map()));
  const key = `${accountId}\n${userId}`;
  if (now - (written.get(key) ?? -Infinity) < writeEveryMs) return;
  written.set(key, now);
  touchMembership(services.db, accountId, userId, new Date(now)).catch((error: unknown) =>
    services.logger.warn({ err: error }, 'member visit not saved'),
  );
}
