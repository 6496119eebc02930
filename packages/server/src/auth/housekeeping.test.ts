// Housekeeping on both databases: what is expired goes, what is live stays.
import { describe, expect, it } from 'vitest';
import { testDatabases, useTestStorage } from '../testing/databases.ts';
import { forgetExpiredSignIns } from './housekeeping.ts';

describe.each(testDatabases)('sign-in housekeeping on %s', (kind) => {
  const holder = useTestStorage(kind);

  it('deletes expired sessions, day-old attempts and spent tokens, and keeps the rest', async () => {
    const { db } = holder.storage;
    const now = new Date('2030-06-01T12:00:00Z');
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
    await db.insertInto('users').values({ id: 'kept@example.com', name: 'Kept' }).execute();
    const session = (id: string, expires: Date) => ({
      id,
      user_id: 'kept@example.com',
      csrf_hash: id,
      client_address: '127.0.0.1',
      user_agent: '',
      last_seen_at: hoursAgo(1),
      expires_at: expires,
    });
    await db
      .insertInto('sessions')
      .values([session('live', hoursAgo(-1)), session('dead', hoursAgo(1))])
      .execute();
    await db
      .insertInto('login_attempts')
      .values([
        { username: 'recent', client_address: 'a', created_at: hoursAgo(2) },
        { username: 'old', client_address: 'a', created_at: hoursAgo(25) },
      ])
      .execute();
    await db
      .insertInto('reset_tokens')
      .values([
        { token_hash: 'fresh', user_id: 'kept@example.com', expires_at: hoursAgo(-1) },
        { token_hash: 'stale', user_id: 'kept@example.com', expires_at: hoursAgo(30) },
      ])
      .execute();
    await forgetExpiredSignIns(db, now);
    const ids = async (table: 'sessions' | 'reset_tokens' | 'login_attempts', column: string) =>
      (
        await db
          .selectFrom(table)
          .select(column as never)
          .execute()
      ).map((row) => Object.values(row)[0]);
    expect(await ids('sessions', 'id')).toEqual(['live']);
    expect(await ids('login_attempts', 'username')).toEqual(['recent']);
    expect(await ids('reset_tokens', 'token_hash')).toEqual(['fresh']);
  });
});
