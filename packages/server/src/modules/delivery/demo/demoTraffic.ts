// The demo dataset's traffic: the last 30 days of a mid-size sender from the deterministic
// generator (demo/generator.ts), about DEMO_EVENTS events (config.ts, default 300,000: a first
// start stays within seconds on PGlite), stored in chunks like any batch. Ends at today's midnight (UTC),
// so "yesterday", "last 7 days" and "last 30 days" show full data.
import type { Kysely } from 'kysely';
import { generateDemoTraffic } from './generator.ts';
import type { NormalisedEvent } from '../event.ts';
import type { Database } from '../../../db/schema/index.ts';
import { storeEvents, type StoreResult } from '../ingest/store/eventStore.ts';

export const defaultDemoEvents = 300_000;
/** Events per message of the generator's traffic (submitted, delivered, opens, ...), measured. */
const eventsPerMessage = 2.7;
const dayMs = 86_400_000;

export interface DemoTrafficOptions {
  events?: number;
  days?: number;
  now?: number;
  seed?: number;
  onChunk?: (stored: number) => void;
}

export async function seedDemoTraffic(
  db: Kysely<Database>,
  datasetId: string,
  options: DemoTrafficOptions = {},
): Promise<StoreResult> {
  const events = options.events ?? defaultDemoEvents;
  const days = options.days ?? 30;
  const today = Math.floor((options.now ?? Date.now()) / dayMs) * dayMs;
  const total: StoreResult = { stored: 0, duplicates: 0 };
  if (events === 0) return total;
  const traffic = generateDemoTraffic({
    seed: options.seed ?? 1,
    days,
    start: today - days * dayMs,
    messagesPerDay: Math.max(1, Math.round(events / days / eventsPerMessage)),
  });
  let chunk: NormalisedEvent[] = [];
  const flush = async () => {
    const result = await storeEvents(db, datasetId, chunk);
    total.stored += result.stored;
    total.duplicates += result.duplicates;
    chunk = [];
    options.onChunk?.(total.stored);
  };
  for (const event of traffic) {
    chunk.push(event);
    if (chunk.length >= 20_000) await flush();
  }
  if (chunk.length > 0) await flush();
  return total;
}
