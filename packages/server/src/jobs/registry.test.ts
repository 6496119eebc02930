// The server's queues: each named once, with the schedule the README gives, and the scheduled ones
// doing their work when run (retention here; maintenance in db/maintenance.test.ts, housekeeping
// in auth/housekeeping.test.ts).
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Services } from '../http/context.ts';
import { createLogger } from '../http/logging.ts';
import { updateIngestSettings } from '../modules/delivery/datasets.repository.ts';
import { storeEvents } from '../modules/delivery/ingest/store/eventStore.ts';
import { createTestDataset, testEvent } from '../testing/delivery/helpers.ts';
import { testDatabases, useTestStorage } from '../testing/databases.ts';
import { jobDefinitions } from './registry.ts';

const dayMs = 86_400_000;

describe('the server job queues', () => {
  it('are each named once, scheduled as documented', () => {
    expect(jobDefinitions.map((definition) => [definition.name, definition.cron ?? null])).toEqual([
      ['db.maintenance', '* * * * *'],
      ['auth.housekeeping', '7 * * * *'],
      ['auth.password-reset', null],
      ['delivery.retention', '17 * * * *'],
      ['delivery.alerts', '*/5 * * * *'],
      ['dmarc.sources', '* * * * *'],
      ['dmarc.alerts', '*/5 * * * *'],
      ['rm.sweep', '7 * * * *'],
      ['rm.snds', '30 6 * * *'],
      ['memberships.invitation-mail', null],
      ['memberships.housekeeping', '27 * * * *'],
      ['alerts.deliver', null],
      ['mail.imap-fetch', '* * * * *'],
    ]);
  });
});

describe.each(testDatabases)('delivery retention as a job on %s', (kind) => {
  const holder = useTestStorage(kind);

  it('drops events older than the dataset keeps', async () => {
    const db = holder.storage.db;
    await createTestDataset(db, 'acme', 'kept-ten-days');
    await updateIngestSettings(db, 'kept-ten-days', { retention_days: 10 });
    const now = Date.now();
    await storeEvents(db, 'kept-ten-days', [
      testEvent({ type: 'delivered', timestamp: now - 40 * dayMs, messageId: 'old' }),
      testEvent({ type: 'delivered', timestamp: now - 2 * dayMs, messageId: 'recent' }),
    ]);
    const retention = jobDefinitions.find((definition) => definition.name === 'delivery.retention');
    await retention?.run({}, { db, logger: createLogger('silent') } as Services);
    const left = await sql<{ id: string }>`select message_id as id from delivery_events`.execute(
      db,
    );
    expect(left.rows.map((row) => row.id)).toEqual(['recent']);
  });
});
