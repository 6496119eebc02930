// Prints the throughput of the pure ingest path: demo traffic generated, written as a
// PowerMTA accounting file, then parsed back (plain and gzip) into normalised events. Run:
//   node packages/server/bench/parse/powermta.bench.ts [events=1000000]
// Storage is not part of it: this is the ceiling the HTTP/database path works under.
import os from 'node:os';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { parse as csvParse } from 'csv-parse';
import { generateDemoTraffic } from '../../src/modules/delivery/demo/generator.ts';
import { renderPowerMtaCsv } from '../../src/modules/delivery/demo/powermtaCsv.ts';
import { parsePowerMtaBatches } from '../../src/modules/delivery/ingest/parse/sources/powermta.ts';

const wanted = Number(process.argv[2] ?? 1_000_000);
// Figures depend on what else the machine runs: the load average is printed with them.
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
console.log(`cores ${os.cpus().length}, load average ${load()}`);
process.on('exit', () => console.log(`load average at the end ${load()}`));
const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;
const rate = (count: number, ms: number) => Math.round((count / ms) * 1000).toLocaleString('en-US');

function* limited<T>(items: Iterable<T>, count: number): Generator<T> {
  let seen = 0;
  for (const item of items) {
    if (seen++ >= count) return;
    yield item;
  }
}

// 1. Generation alone, streamed: memory stays flat however many events.
let started = performance.now();
let generated = 0;
let peakHeap = 0;
for (const event of limited(
  generateDemoTraffic({ seed: 1, days: 3650, messagesPerDay: 150_000 }),
  wanted,
)) {
  generated += event.timestamp > 0 ? 1 : 0;
  if (generated % 250_000 === 0) peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
}
let elapsed = performance.now() - started;
console.log(
  `generate   ${generated.toLocaleString('en-US')} events in ${elapsed.toFixed(0)} ms: ${rate(generated, elapsed)} events/s, peak heap ${mb(peakHeap)}`,
);

// 2. Rendering to accounting CSV (opens, clicks and traps are not accounting records).
started = performance.now();
const events = limited(
  generateDemoTraffic({ seed: 1, days: 3650, messagesPerDay: 150_000 }),
  wanted,
);
const csv = Buffer.concat(
  Array.from(renderPowerMtaCsv(events, { timeFormat: 'text', chunkRecords: 5000 }), (chunk) =>
    Buffer.from(chunk),
  ),
);
let records = -1; // the header line is not a record
for (let index = csv.indexOf(10); index >= 0; index = csv.indexOf(10, index + 1)) records += 1;
elapsed = performance.now() - started;
console.log(
  `render     ${records.toLocaleString('en-US')} records, ${mb(csv.length)} CSV in ${elapsed.toFixed(0)} ms (generation included)`,
);
started = performance.now();
const packed = gzipSync(csv, { level: 6 });
console.log(
  `gzip       ${mb(packed.length)} (${((packed.length / csv.length) * 100).toFixed(0)} %) in ${(performance.now() - started).toFixed(0)} ms`,
);

// 3. Parsing: streamed in 64 KiB chunks as a file read would deliver them.
const piecesOf = (bytes: Buffer) =>
  Array.from({ length: Math.ceil(bytes.length / 65_536) }, (_, index) =>
    bytes.subarray(index * 65_536, (index + 1) * 65_536),
  );
async function parse(label: string, bytes: Buffer): Promise<void> {
  const begin = performance.now();
  let parsedEvents = 0;
  let rejections = 0;
  for await (const items of parsePowerMtaBatches(Readable.from(piecesOf(bytes)))) {
    for (const item of items) {
      if (item.kind === 'event') parsedEvents += 1;
      else if (item.kind === 'rejected') rejections += 1;
    }
  }
  const ms = performance.now() - begin;
  console.log(
    `${label.padEnd(10)} ${parsedEvents.toLocaleString('en-US')} events, ${rejections} rejected in ${ms.toFixed(0)} ms: ${rate(parsedEvents, ms)} records/s, ${((bytes.length / 1_048_576 / ms) * 1000).toFixed(1)} MB/s of input`,
  );
}
// Warm-up on the first 4 MB, so the JIT has compiled the parser before the clock runs.
const warmUpEnd = csv.indexOf(10, 4 * 1_048_576);
for await (const items of parsePowerMtaBatches(
  csv.subarray(0, warmUpEnd < 0 ? csv.length : warmUpEnd + 1),
)) {
  if (items.length < 0) break;
}
await parse('parse csv', csv);
await parse('parse gz', packed);

// For comparison: csv-parse's streaming parser alone, records only, no mapping.
started = performance.now();
let rows = 0;
for await (const row of Readable.from(piecesOf(csv)).pipe(
  csvParse({ relax_quotes: true, relax_column_count: true }),
)) {
  rows += Array.isArray(row) ? 1 : 0;
}
elapsed = performance.now() - started;
console.log(
  `csv-parse  stream alone: ${rows.toLocaleString('en-US')} rows in ${elapsed.toFixed(0)} ms: ${rate(rows, elapsed)} rows/s, ${((csv.length / 1_048_576 / elapsed) * 1000).toFixed(1)} MB/s`,
);
console.log(`rss ${mb(process.memoryUsage().rss)}`);
