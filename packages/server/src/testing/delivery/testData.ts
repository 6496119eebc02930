// A small, deterministic dataset for report tests: three days of the demo sender (about 3,000
// events) ingested in batches sent out of order, so late opens take unique flags over, plus
// opens without a Message-ID and an out-of-band bounce.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import type { NormalisedEvent } from '../../modules/delivery/event.ts';
import { generateDemoTraffic } from '../../modules/delivery/demo/generator.ts';
import { createTestDataset, testEvent } from './helpers.ts';
import { storeEvents } from '../../modules/delivery/ingest/store/eventStore.ts';

export const testDataStart = Date.UTC(2025, 0, 6);
export const testDataDays = 3;

export function testTraffic(): NormalisedEvent[] {
  const events = [
    ...generateDemoTraffic({
      seed: 7,
      days: testDataDays,
      messagesPerDay: 400,
      start: testDataStart,
    }),
  ];
  const at = (hours: number) => testDataStart + hours * 3_600_000 + 1234;
  events.push(
    testEvent({ type: 'open', timestamp: at(5), messageId: null, recipient: 'x@example.org' }),
    testEvent({ type: 'open', timestamp: at(6), messageId: null, recipient: 'x@example.org' }),
    testEvent({
      type: 'bounced',
      timestamp: at(30),
      outOfBand: true,
      bounceCategory: 'bad-mailbox',
      dsnStatus: '5.1.1',
      diagnostic: '550 5.1.1 user unknown',
      diagnosticTemplate: '550 5.1.1 user unknown',
    }),
  );
  return events;
}

/** Stores the traffic in batches of 250, the batches in a shuffled (seeded) order. */
export async function seedTestDataset(
  db: Kysely<Database>,
  account: string,
  dataset: string,
): Promise<NormalisedEvent[]> {
  await createTestDataset(db, account, dataset);
  const events = testTraffic();
  const batches: NormalisedEvent[][] = [];
  for (let start = 0; start < events.length; start += 250)
    batches.push(events.slice(start, start + 250));
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  for (let index = batches.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [batches[index], batches[other]] = [
      batches[other] as NormalisedEvent[],
      batches[index] as NormalisedEvent[],
    ];
  }
  for (const batch of batches) await storeEvents(db, dataset, batch);
  return events;
}
