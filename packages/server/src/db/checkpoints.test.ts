import crypto from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertRows, useSendsTable } from '../testing/tableStatistics.ts';
import type { TestStorage } from '../testing/databases.ts';
import { checkpointDistance, checkpointIfDue, serverCheckpointRules } from './checkpoints.ts';
import { openStorage } from './database.ts';

const megabyte = 1024 * 1024;

/** The WAL a crash would replay now: from the last checkpoint's redo point to the insert point. */
const walSinceRedo = async (storage: TestStorage) =>
  (await checkpointDistance(storage.db)).walBytes;

describe('checkpoints on pglite (a single-user backend, no checkpointer)', () => {
  const sends = useSendsTable('pglite');

  it("reads the checkpointer's rules from the server's settings", async () => {
    const rules = await serverCheckpointRules(sends.storage.db);
    // max_wal_size 4 GB (openPglite.ts) / (1 + checkpoint_completion_target 0.9)
    expect(rules?.walBytes).toBeCloseTo((4096 * megabyte) / 1.9, 0);
    expect(rules).toMatchObject({ timeoutSeconds: 300, segmentBytes: 16 * megabyte });
  });

  it('never checkpoints by itself, whatever WAL it writes', async () => {
    await sql`checkpoint`.execute(sends.storage.db);
    await insertRows(sends.storage, 100_000);
    expect(await walSinceRedo(sends.storage)).toBeGreaterThan(3 * megabyte);
  });

  it('checkpoints once the WAL since the redo point reaches the rule, not before', async () => {
    const rules = { walBytes: 2 * megabyte, timeoutSeconds: 3600, segmentBytes: megabyte };
    await sql`checkpoint`.execute(sends.storage.db);
    await insertRows(sends.storage, 1000);
    expect(await checkpointIfDue(sends.storage.db, rules)).toBeNull();
    expect(await walSinceRedo(sends.storage)).toBeLessThan(megabyte);

    await insertRows(sends.storage, 100_000);
    expect(await walSinceRedo(sends.storage)).toBeGreaterThan(2 * megabyte);
    expect(await checkpointIfDue(sends.storage.db, rules)).toMatchObject({ cause: 'wal' });
    expect(await walSinceRedo(sends.storage)).toBeLessThan(4096);
  });

  it('checkpoints past checkpoint_timeout once a segment was written since, not before', async () => {
    const never = 1024 * 1024 * megabyte;
    await sql`checkpoint`.execute(sends.storage.db);
    await insertRows(sends.storage, 100_000);
    const young = { walBytes: never, timeoutSeconds: 3600, segmentBytes: megabyte };
    expect(await checkpointIfDue(sends.storage.db, young)).toBeNull();

    const old = { walBytes: never, timeoutSeconds: 0, segmentBytes: megabyte };
    expect(await checkpointIfDue(sends.storage.db, old)).toMatchObject({ cause: 'time' });
    expect(await walSinceRedo(sends.storage)).toBeLessThan(4096);
    await insertRows(sends.storage, 1000);
    expect(await checkpointIfDue(sends.storage.db, old)).toBeNull();
  });
});

describe('checkpoints on postgres', () => {
  const sends = useSendsTable('postgres');

  it('leaves a server to its own checkpointer', async () => {
    expect(await serverCheckpointRules(sends.storage.db)).toBeNull();
  });

  it('leaves it to its checkpointer for a role that cannot see the checkpointer', async () => {
    const role = `console_reader_${crypto.randomBytes(4).toString('hex')}`;
    await sql`create role ${sql.id(role)} login`.execute(sends.storage.db);
    const url = new URL(sends.storage.location);
    url.username = role;
    const reader = await openStorage({ kind: 'postgres', url: url.toString(), poolSize: 1 });
    try {
      const checkpointers = await sql<{ seen: boolean }>`
        select exists (select from pg_stat_activity where backend_type = 'checkpointer') as seen`.execute(
        reader.db,
      );
      expect(checkpointers.rows).toEqual([{ seen: false }]);
      expect(await serverCheckpointRules(reader.db)).toBeNull();
    } finally {
      await reader.close();
      await sql`drop role ${sql.id(role)}`.execute(sends.storage.db);
    }
  });
});
