// Follow-ups stored before their delivery, on both databases: when the delivery lands they take
// its dimensions (and their rollup counts move with them), an open right after it becomes a
// machine's and hands "first human open" on, a restart forgets none of the waiting messages,
// and batches sent in any order leave no follow-up without its delivery's values.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabases, useTestStorage } from '../../../../testing/databases.ts';
import { ensureDeliveryDataset } from '../../datasets.repository.ts';
import { eventFlags } from '../../eventCodes.ts';
import { seedTestDataset } from '../../../../testing/delivery/testData.ts';
import { createTestDataset, testEvent } from '../../../../testing/delivery/helpers.ts';
import { storeEvents } from './eventStore.ts';

const t0 = Date.UTC(2025, 0, 6, 10, 0, 0);
const minute = 60_000;

/** An open or click as an ESP's webhook reports it: no IP, VMTA, pool or campaign. */
const webhook = (type: 'open' | 'click', timestamp: number, messageId: string) =>
  testEvent({
    type,
    timestamp,
    messageId,
    sendingIp: null,
    vmta: null,
    pool: null,
    campaign: null,
  });

/** A follow-up as stored once it took the values of testEvent's delivery. */
const attributed = (type: number, flags: number) => ({
  type,
  flags,
  ip: '192.0.2.10',
  pool: 'marketing',
});

describe.each(testDatabases)('late deliveries on %s', (kind) => {
  const holder = useTestStorage(kind);
  const db = () => holder.storage.db;

  async function followUps(messageId: string) {
    const rows = await sql<{ type: number; flags: number; ip: string | null; pool: string | null }>`
      select e.type, e.flags, c.sending_ip as ip, c.pool
      from delivery_events e join delivery_combos c on c.id = e.combo
      where e.type >= 5 and e.message_id = ${messageId} order by e.ts`.execute(db());
    return rows.rows;
  }

  /** Opens, unique opens and unique human opens in the hourly rollups, by sending IP. */
  async function opensByIp(dataset: string) {
    const rows = await sql<{ ip: string | null; opens: number; unique: number; human: number }>`
      select c.sending_ip as ip, sum(r.opens)::int as opens, sum(r.unique_opens)::int as unique,
        sum(r.unique_opens_ex_nhi)::int as human
      from delivery_rollup_hourly r
      join delivery_datasets d on d.dataset_no = r.dataset_no
      join delivery_combos c on c.id = r.combo
      where d.dataset_id = ${dataset}
      group by c.sending_ip having sum(r.opens) <> 0 or sum(r.unique_opens_ex_nhi) <> 0
      order by c.sending_ip`.execute(db());
    return rows.rows;
  }

  it("gives stored opens and clicks their delivery's dimensions when it lands", async () => {
    await createTestDataset(db(), 'acme', 'acme-late');
    await storeEvents(db(), 'acme-late', [
      webhook('open', t0 + 30 * minute, 'late1@x'),
      webhook('click', t0 + 31 * minute, 'late1@x'),
    ]);
    expect(await followUps('late1@x')).toEqual([
      { type: 5, flags: eventFlags.firstOpen | eventFlags.firstHumanOpen, ip: null, pool: null },
      { type: 6, flags: eventFlags.firstClick, ip: null, pool: null },
    ]);
    expect(await opensByIp('acme-late')).toEqual([{ ip: null, opens: 1, unique: 1, human: 1 }]);

    await storeEvents(db(), 'acme-late', [
      testEvent({ type: 'delivered', timestamp: t0, messageId: 'late1@x', deliverySeconds: 3 }),
    ]);
    expect(await followUps('late1@x')).toEqual([
      attributed(5, eventFlags.firstOpen | eventFlags.firstHumanOpen),
      attributed(6, eventFlags.firstClick),
    ]);
    expect(await opensByIp('acme-late')).toEqual([
      { ip: '192.0.2.10', opens: 1, unique: 1, human: 1 },
    ]);
    // The message's state knows its delivery: a later open inherits without a look-up.
    const state = await sql<{ delivered: boolean }>`
      select delivered_at is not null as delivered from delivery_engagement`.execute(db());
    expect(state.rows).toEqual([{ delivered: true }]);
  });

  it('turns a stored open right after the delivery into a machine open', async () => {
    await createTestDataset(db(), 'acme', 'acme-late-proxy');
    await storeEvents(db(), 'acme-late-proxy', [
      webhook('open', t0 + 1000, 'late2@x'),
      webhook('open', t0 + 3 * minute, 'late2@x'),
    ]);
    await storeEvents(db(), 'acme-late-proxy', [
      testEvent({ type: 'delivered', timestamp: t0, messageId: 'late2@x' }),
    ]);
    // The proxy's fetch one second after delivery is no person's: the next open is the first
    // human one.
    expect(await followUps('late2@x')).toEqual([
      attributed(5, eventFlags.machine | eventFlags.firstOpen),
      attributed(5, eventFlags.firstHumanOpen),
    ]);
    expect(await opensByIp('acme-late-proxy')).toEqual([
      { ip: '192.0.2.10', opens: 2, unique: 1, human: 1 },
    ]);
    // An earlier human open arriving afterwards takes the flag from the moved event.
    await storeEvents(db(), 'acme-late-proxy', [webhook('open', t0 + 2 * minute, 'late2@x')]);
    expect((await followUps('late2@x')).map((row) => row.flags)).toEqual([
      eventFlags.machine | eventFlags.firstOpen,
      eventFlags.firstHumanOpen,
      0,
    ]);
    expect(await opensByIp('acme-late-proxy')).toEqual([
      { ip: '192.0.2.10', opens: 3, unique: 1, human: 1 },
    ]);
  });

  it('re-attributes the follow-ups of messages that waited across a restart', async () => {
    await createTestDataset(db(), 'acme', 'acme-late-restart');
    await storeEvents(db(), 'acme-late-restart', [webhook('open', t0 + 30 * minute, 'late3@x')]);
    // Another handle on the same database holds none of this process's memos, as a server
    // started afresh: the waiting message is found in the engagement states.
    const restarted = db().withoutPlugins();
    await storeEvents(restarted, 'acme-late-restart', [
      testEvent({ type: 'delivered', timestamp: t0, messageId: 'late3@x' }),
    ]);
    expect(await followUps('late3@x')).toMatchObject([{ ip: '192.0.2.10' }]);
  });

  it("leaves no follow-up without its delivery's values, whatever order batches came in", async () => {
    await seedTestDataset(db(), 'acme', 'acme-late-shuffled');
    const { dataset_no: datasetNo } = await ensureDeliveryDataset(db(), 'acme-late-shuffled');
    const rows = await sql<{ followed: number; differing: number }>`
      select count(*)::int as followed,
        count(*) filter (where fc.sending_ip is distinct from dc.sending_ip
          or fc.campaign is distinct from dc.campaign)::int as differing
      from delivery_events f
      join delivery_combos fc on fc.id = f.combo
      join delivery_events d on d.dataset_no = f.dataset_no and d.mid_hash = f.mid_hash
        and d.rcpt_hash = f.rcpt_hash and d.type = 2
      join delivery_combos dc on dc.id = d.combo
      where f.dataset_no = ${datasetNo} and f.type >= 5`.execute(db());
    expect(rows.rows[0]?.differing).toBe(0);
    expect(rows.rows[0]?.followed).toBeGreaterThan(300);
  });
});
