// The benchmark's traffic, written once to request bodies on disk (and reused by later runs):
// each dataset's demo sender over 30 days, delivery records as PowerMTA accounting CSV (the
// ingest colleague's renderer) and opens, clicks and unsubscribes as SendGrid Event Webhook
// JSON (PowerMTA does not log engagement), in time order, `recordsPerBody` records a body.
// Trap hits (a trap feed's, one in 50,000 events) are left out.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateDemoTraffic } from '../../src/modules/delivery/demo/generator.ts';
import {
  powerMtaDemoColumns,
  toPowerMtaRecord,
} from '../../src/modules/delivery/demo/powermtaCsv.ts';
import type { NormalisedEvent } from '../../src/modules/delivery/event.ts';

export interface TrafficBody {
  file: string;
  source: 'powermta' | 'sendgrid';
  records: number;
}

export interface DatasetTraffic {
  dataset: string;
  bodies: TrafficBody[];
  records: number;
  bytes: number;
  /** a sample of recipients and Message-IDs, for message search */
  recipients: string[];
  messageIds: string[];
}

export const trafficStart = Date.UTC(2025, 0, 6);
export const trafficDays = 30;
const eventsPerMessage = 2.7;

function sendGridRecord(event: NormalisedEvent): Record<string, unknown> | null {
  const name = { open: 'open', click: 'click', unsubscribe: 'unsubscribe' }[event.type as string];
  if (name === undefined) return null;
  return {
    email: event.recipient,
    timestamp: event.timestamp / 1000,
    event: name,
    sg_event_id: event.id,
    sg_message_id: event.messageId,
    ip: event.clientIp,
    useragent: event.userAgent,
    sg_machine_open: event.machineOpen,
    ...(name === 'click' ? { url: 'https://example-shop.com/deals' } : {}),
  };
}

export function trafficDirectory(totalEvents: number): string {
  return path.join(os.tmpdir(), `da-bench-traffic-${totalEvents}`);
}

/** Writes (or finds written) the bodies of one dataset. */
export function writeDatasetTraffic(
  directory: string,
  dataset: string,
  seed: number,
  events: number,
  recordsPerBody: number,
  log: (line: string) => void,
): DatasetTraffic {
  const manifest = path.join(directory, `${dataset}.json`);
  if (fs.existsSync(manifest))
    return JSON.parse(fs.readFileSync(manifest, 'utf8')) as DatasetTraffic;
  fs.mkdirSync(directory, { recursive: true });
  const traffic: DatasetTraffic = {
    dataset,
    bodies: [],
    records: 0,
    bytes: 0,
    recipients: [],
    messageIds: [],
  };
  let csv: string[] = [];
  let json: Record<string, unknown>[] = [];
  const write = (source: TrafficBody['source']) => {
    const records = source === 'powermta' ? csv.length : json.length;
    if (records === 0) return;
    const file = path.join(
      directory,
      `${dataset}-${String(traffic.bodies.length).padStart(5, '0')}.${source === 'powermta' ? 'csv' : 'json'}`,
    );
    const body =
      source === 'powermta'
        ? `${powerMtaDemoColumns.join(',')}\n${csv.join('')}`
        : JSON.stringify(json);
    fs.writeFileSync(file, body);
    traffic.bodies.push({ file, source, records });
    traffic.records += records;
    traffic.bytes += Buffer.byteLength(body);
    if (source === 'powermta') csv = [];
    else json = [];
    if (traffic.bodies.length % 100 === 0)
      log(`  ${dataset}: ${traffic.records.toLocaleString('en')} records written`);
  };
  const generated = generateDemoTraffic({
    seed,
    days: trafficDays,
    start: trafficStart,
    messagesPerDay: Math.round(events / trafficDays / eventsPerMessage),
  });
  for (const event of generated) {
    const line = toPowerMtaRecord(event);
    if (line !== null) {
      csv.push(line);
      if (event.type === 'delivered' && traffic.recipients.length < 2000 && Math.random() < 0.01) {
        traffic.recipients.push(event.recipient ?? '');
        traffic.messageIds.push(event.messageId ?? '');
      }
      if (csv.length >= recordsPerBody) write('powermta');
      continue;
    }
    const record = sendGridRecord(event);
    if (record === null) continue;
    json.push(record);
    if (json.length >= recordsPerBody) {
      // Deliveries first: an open never arrives before the delivery it follows.
      write('powermta');
      write('sendgrid');
    }
  }
  write('powermta');
  write('sendgrid');
  fs.writeFileSync(manifest, JSON.stringify(traffic));
  return traffic;
}
