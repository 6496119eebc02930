// Storing events on both databases: duplicates count once, rollups add exactly what was
// inserted, follow-up events take their message's dimensions, the first open of a message
// carries the unique flag (and hands it over to an earlier one that arrives late), and an open
// within two seconds of the delivery is a machine's.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabases, useTestStorage } from '../../../../testing/databases.ts';
import { eventFlags } from '../../eventCodes.ts';
import { createTestDataset, testEvent } from '../../../../testing/delivery/helpers.ts';
import { storeEvents, withoutRepeats } from './eventStore.ts';
import { toStoredEvent } from './storedEvent.ts';

const t0 = Date.UTC(2025, 0, 6, 10, 0, 0);
const minute = 60_000;

describe('repeats inside a batch', () => {
  it('keep the first event of each id, also when key hashes share their low bits', () => {
    const [a, b, c] = [1, 2, 3].map((n) =>
      toStoredEvent(testEvent({ type: 'delivered', timestamp: t0 + n })),
    ) as [ReturnType<typeof toStoredEvent>, ...ReturnType<typeof toStoredEvent>[]];
    // Different keys (and ids) whose low 30 bits meet: neither is a repeat of the other.
    const b2 = { ...b!, key: a.key + 2 ** 30 };
    const c2 = { ...c!, key: a.key + 2 ** 31 };
    const again = { ...a, event: { ...a.event } };
    const batch = [a, b2, again, c2, { ...b2 }, { ...c2 }];
    expect(withoutRepeats(batch)).toEqual([a, b2, c2]);
  });
});

describe.each(testDatabases)('the event store on %s', (kind) => {
  const holder = useTestStorage(kind);
  const db = () => holder.storage.db;

  async function rollupTotals(dataset: string) {
    const row = await db()
      .selectFrom('delivery_rollup_hourly as r')
      .innerJoin('delivery_datasets as d', 'd.dataset_no', 'r.dataset_no')
      .where('d.dataset_id', '=', dataset)
      .select((eb) => [
        eb.fn.sum<number>('r.submitted').as('submitted'),
        eb.fn.sum<number>('r.delivered').as('delivered'),
        eb.fn.sum<number>('r.sent').as('sent'),
        eb.fn.sum<number>('r.opens').as('opens'),
        eb.fn.sum<number>('r.unique_opens').as('unique_opens'),
        eb.fn.sum<number>('r.unique_opens_ex_nhi').as('unique_opens_ex_nhi'),
        eb.fn.sum<number>('r.unique_clicks').as('unique_clicks'),
      ])
      .executeTakeFirstOrThrow();
    return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)]));
  }

  it('stores a batch once and counts a resent batch as duplicates', async () => {
    await createTestDataset(db(), 'acme', 'acme-dup');
    const events = [
      testEvent({ type: 'submitted', timestamp: t0 }),
      testEvent({ type: 'delivered', timestamp: t0 + minute, deliverySeconds: 60 }),
      testEvent({ type: 'open', timestamp: t0 + 10 * minute, sendingIp: null }),
    ];
    expect(await storeEvents(db(), 'acme-dup', events)).toEqual({ stored: 3, duplicates: 0 });
    expect(await storeEvents(db(), 'acme-dup', events)).toEqual({ stored: 0, duplicates: 3 });
    expect(await rollupTotals('acme-dup')).toEqual({
      submitted: 1,
      delivered: 1,
      sent: 1,
      opens: 1,
      unique_opens: 1,
      unique_opens_ex_nhi: 1,
      unique_clicks: 0,
    });
  });

  it('counts an event repeated inside one batch once', async () => {
    await createTestDataset(db(), 'acme', 'acme-repeat');
    const submitted = testEvent({ type: 'submitted', timestamp: t0 });
    const delivered = testEvent({ type: 'delivered', timestamp: t0 + minute });
    expect(
      await storeEvents(db(), 'acme-repeat', [submitted, delivered, { ...submitted }]),
    ).toEqual({ stored: 2, duplicates: 1 });
    expect(await rollupTotals('acme-repeat')).toMatchObject({ submitted: 1, delivered: 1 });
  });

  it('gives an open the dimensions of its delivery and flags only the first open', async () => {
    await createTestDataset(db(), 'acme', 'acme-open');
    const delivered = testEvent({
      type: 'delivered',
      timestamp: t0,
      messageId: 'm2@x',
      deliverySeconds: 5,
    });
    await storeEvents(db(), 'acme-open', [delivered]);
    const later = testEvent({
      type: 'open',
      timestamp: t0 + 30 * minute,
      messageId: 'm2@x',
      sendingIp: null,
      campaign: null,
    });
    const second = testEvent({
      type: 'open',
      timestamp: t0 + 40 * minute,
      messageId: 'm2@x',
      sendingIp: null,
      campaign: null,
    });
    await storeEvents(db(), 'acme-open', [later, second]);
    // A late-arriving earlier open takes the unique flag over.
    const earlier = testEvent({
      type: 'open',
      timestamp: t0 + 20 * minute,
      messageId: 'm2@x',
      sendingIp: null,
      campaign: null,
    });
    await storeEvents(db(), 'acme-open', [earlier]);
    const rows = await sql<{
      ms: number;
      flags: number;
      ip: string | null;
      campaign: string | null;
    }>`
      select (extract(epoch from e.ts) * 1000)::int8 as ms, e.flags, c.sending_ip as ip, c.campaign
      from delivery_events e join delivery_combos c on c.id = e.combo
      where e.type = 5 and e.message_id = 'm2@x' order by e.ts`.execute(db());
    const first = eventFlags.firstOpen | eventFlags.firstHumanOpen;
    expect(rows.rows).toEqual([
      { ms: t0 + 20 * minute, flags: first, ip: '192.0.2.10', campaign: 'spring' },
      { ms: t0 + 30 * minute, flags: 0, ip: '192.0.2.10', campaign: 'spring' },
      { ms: t0 + 40 * minute, flags: 0, ip: '192.0.2.10', campaign: 'spring' },
    ]);
    expect(await rollupTotals('acme-open')).toMatchObject({
      opens: 3,
      unique_opens: 1,
      unique_opens_ex_nhi: 1,
    });
  });

  it('marks an open one second after the delivery as a machine open', async () => {
    await createTestDataset(db(), 'acme', 'acme-early');
    await storeEvents(db(), 'acme-early', [
      testEvent({ type: 'delivered', timestamp: t0, messageId: 'm3@x' }),
      testEvent({ type: 'open', timestamp: t0 + 1000, messageId: 'm3@x' }),
      testEvent({ type: 'open', timestamp: t0 + 3 * minute, messageId: 'm3@x' }),
      testEvent({ type: 'click', timestamp: t0 + 4 * minute, messageId: 'm3@x' }),
    ]);
    expect(await rollupTotals('acme-early')).toMatchObject({
      opens: 2,
      unique_opens: 1,
      unique_opens_ex_nhi: 1,
      unique_clicks: 1,
    });
    const flags = await sql<{ flags: number }>`
      select flags from delivery_events where type = 5 and message_id = 'm3@x' order by ts`.execute(
      db(),
    );
    expect(flags.rows.map((row) => row.flags)).toEqual([
      eventFlags.machine | eventFlags.firstOpen,
      eventFlags.firstHumanOpen,
    ]);
  });
});
