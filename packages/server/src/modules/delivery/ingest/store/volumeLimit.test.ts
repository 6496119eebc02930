// The monthly volume limit at ingest, on both databases: submitted messages of this month over
// every dataset of the account count; a batch past the limit is refused whole with
// LimitExceeded { limit, count }; earlier months and accounts without a limit are not limited.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../http/apiError.ts';
import { testDatabases, useTestStorage } from '../../../../testing/databases.ts';
import { createTestDataset, testEvent } from '../../../../testing/delivery/helpers.ts';
import { storeEvents } from './eventStore.ts';
import { assertVolumeAllowed } from './volumeLimit.ts';

const now = new Date(Date.UTC(2026, 10, 21, 12, 0, 0));
const thisMonth = Date.UTC(2026, 10, 3, 9, 0, 0);
const lastMonth = Date.UTC(2026, 9, 30, 9, 0, 0);
const submitted = (count: number, timestamp = thisMonth) =>
  Array.from({ length: count }, () => testEvent({ type: 'submitted', timestamp }));

describe.each(testDatabases)('volume limit on %s', (kind) => {
  const holder = useTestStorage(kind);
  const db = () => holder.storage.db;

  it('counts every dataset of the account and refuses the batch that goes past the limit', async () => {
    await createTestDataset(db(), 'limited', 'limited-a');
    await createTestDataset(db(), 'limited', 'limited-b');
    await db()
      .updateTable('accounts')
      .set({ volume_limit: 10 })
      .where('id', '=', 'limited')
      .execute();
    await storeEvents(db(), 'limited-a', submitted(4));
    await storeEvents(db(), 'limited-b', submitted(4));

    await expect(
      assertVolumeAllowed(db(), 'limited-a', submitted(2), now),
    ).resolves.toBeUndefined();
    const refusal = await assertVolumeAllowed(db(), 'limited-b', submitted(3), now).catch(
      (error) => error,
    );
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({
      status: 422,
      name: 'LimitExceeded',
      details: { limit: 10, count: 8 },
    });
    expect((refusal as Error).message).toBe(
      'Account limited may submit 10 messages a month: 8 are counted this month and this batch adds 3',
    );
  });

  it('does not limit a backfill of an earlier month, other event types, or an unlimited account', async () => {
    await createTestDataset(db(), 'full', 'full-a');
    await db().updateTable('accounts').set({ volume_limit: 1 }).where('id', '=', 'full').execute();
    await storeEvents(db(), 'full-a', submitted(1));
    await expect(
      assertVolumeAllowed(db(), 'full-a', submitted(50, lastMonth), now),
    ).resolves.toBeUndefined();
    const deliveries = [testEvent({ type: 'delivered', timestamp: thisMonth })];
    await expect(assertVolumeAllowed(db(), 'full-a', deliveries, now)).resolves.toBeUndefined();
    await expect(assertVolumeAllowed(db(), 'full-a', submitted(1), now)).rejects.toMatchObject({
      name: 'LimitExceeded',
    });

    await createTestDataset(db(), 'open', 'open-a');
    await expect(
      assertVolumeAllowed(db(), 'open-a', submitted(5000), now),
    ).resolves.toBeUndefined();
  });
});
