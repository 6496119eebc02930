// The periodic work main.ts starts: retention runs on its own (it was never scheduled in the
// server users ran).
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createLogger } from './http/logging.ts';
import { updateIngestSettings } from './modules/delivery/datasets.repository.ts';
import { storeEvents } from './modules/delivery/ingest/eventStore.ts';
import { createTestDataset, testEvent } from './modules/delivery/testing.ts';
import { startScheduledWork } from './scheduled.ts';
import { testDatabases, useTestStorage } from './testing/databases.ts';

const dayMs = 86_400_000;

describe.each(testDatabases)('scheduled work on %s', (kind) => {
  const holder = useTestStorage(kind);

  it('applies retention without being asked', async () => {
    const db = holder.storage.db;
    await createTestDataset(db, 'acme', 'kept-ten-days');
    await updateIngestSettings(db, 'kept-ten-days', { retention_days: 10 });
    const now = Date.now();
    await storeEvents(db, 'kept-ten-days', [
      testEvent({ type: 'delivered', timestamp: now - 40 * dayMs, messageId: 'old' }),
      testEvent({ type: 'delivered', timestamp: now - 2 * dayMs, messageId: 'recent' }),
    ]);
    const work = startScheduledWork(
      { db, logger: createLogger('silent') },
      { retentionFirstMs: 0, everyMs: 3_600_000 },
    );
    try {
      const left = async () =>
        (
          await sql<{ id: string }>`select message_id as id from delivery_events`.execute(db)
        ).rows.map((row) => row.id);
      await expect.poll(left, { timeout: 10_000 }).toEqual(['recent']);
    } finally {
      work.stop();
    }
  });
});
