// Importing delivery files into a dataset: PowerMTA accounting CSV and MailerQ NDJSON are
// streamed record by record (plain or gzip), the JSON-array formats are read whole; events
// are stored in chunks (one transaction each) and every chunk reports progress.
import fs from 'node:fs';
import type { Kysely } from 'kysely';
import type { ProviderClassifier } from '../../../ingest/classify/providerClassifier.ts';
import type { NormalisedEvent } from '../../../ingest/event.ts';
import { assignProviders } from '../../../ingest/enrich.ts';
import { ingestPayload, type PushSource } from '../../../ingest/ingestPayload.ts';
import type { ParseItem, Rejection } from '../../../ingest/results.ts';
import { parseMailerQ } from '../../../ingest/sources/mailerq.ts';
import { parsePowerMtaBatches } from '../../../ingest/sources/powermta.ts';
import type { Database } from '../../../db/schema/index.ts';
import { storeEvents } from './eventStore.ts';

export interface ImportProgress {
  file: string;
  /** bytes of the file read so far, and its size */
  bytesRead: number;
  bytesTotal: number;
  records: number;
  stored: number;
  duplicates: number;
  skipped: number;
  rejected: number;
}

export interface FileImportOptions {
  providers: ProviderClassifier | null;
  /** events per transaction (default 20,000) */
  chunkSize?: number;
  onProgress?: (progress: ImportProgress) => void;
  onRejection?: (file: string, rejection: Rejection) => void;
}

/**
 * The file's parse items, a chunk at a time (PowerMTA: one chunk per 64 KiB read): a generator
 * step per record cost a promise and a microtask turn each, as much as parsing the record.
 */
async function* itemBatchesOf(
  format: PushSource,
  path: string,
  stream: fs.ReadStream,
): AsyncGenerator<readonly ParseItem[]> {
  if (format === 'powermta') {
    yield* parsePowerMtaBatches(stream);
    return;
  }
  if (format === 'mailerq') {
    for await (const item of parseMailerQ(stream)) yield [item];
    return;
  }
  stream.destroy();
  const outcome = await ingestPayload(format, fs.readFileSync(path));
  if (outcome.kind === 'refused') {
    yield [
      {
        kind: 'rejected',
        rejection: { source: format, line: null, index: null, reason: outcome.reason, raw: null },
      },
    ];
    return;
  }
  if (outcome.kind !== 'batch') return;
  yield [
    ...outcome.events.map((event): ParseItem => ({ kind: 'event', event })),
    ...outcome.rejections.map((rejection): ParseItem => ({ kind: 'rejected', rejection })),
    ...outcome.skipped.map((skip): ParseItem => ({ kind: 'skipped', skip })),
  ];
}

export async function importFile(
  db: Kysely<Database>,
  datasetId: string,
  format: PushSource,
  path: string,
  options: FileImportOptions,
): Promise<ImportProgress> {
  const stream = fs.createReadStream(path);
  const progress: ImportProgress = {
    file: path,
    bytesRead: 0,
    bytesTotal: fs.statSync(path).size,
    records: 0,
    stored: 0,
    duplicates: 0,
    skipped: 0,
    rejected: 0,
  };
  const chunkSize = options.chunkSize ?? 20_000;
  let pending: NormalisedEvent[] = [];
  const flush = async () => {
    if (pending.length === 0) return;
    const events = pending;
    pending = [];
    if (options.providers) await assignProviders(events, options.providers);
    const result = await storeEvents(db, datasetId, events, { chunkSize });
    progress.stored += result.stored;
    progress.duplicates += result.duplicates;
    progress.bytesRead = stream.bytesRead;
    options.onProgress?.(progress);
  };
  for await (const items of itemBatchesOf(format, path, stream)) {
    for (const item of items) {
      progress.records += 1;
      if (item.kind === 'event') {
        pending.push(item.event);
        if (pending.length >= chunkSize) await flush();
      } else if (item.kind === 'skipped') progress.skipped += 1;
      else {
        progress.rejected += 1;
        options.onRejection?.(path, item.rejection);
      }
    }
  }
  await flush();
  progress.bytesRead = progress.bytesTotal;
  options.onProgress?.(progress);
  return progress;
}
