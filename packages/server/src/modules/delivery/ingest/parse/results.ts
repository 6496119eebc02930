// What a parser hands back: events, rejections (a malformed record, with where it was and why)
// and skipped records (well-formed, but nothing the event model counts, such as a SendGrid
// `dropped`). A rejection never stops the batch: the other records are still returned.
import type { IngestSource, NormalisedEvent } from '../../event.ts';

export interface Rejection {
  source: IngestSource;
  /** 1-based line (CSV, NDJSON) */
  line: number | null;
  /** 0-based position in a JSON array body */
  index: number | null;
  reason: string;
  /** the offending record, cut to `rawLimit` characters */
  raw: string | null;
}

export interface Skip {
  line: number | null;
  index: number | null;
  reason: string;
}

export type ParseItem =
  | { kind: 'event'; event: NormalisedEvent }
  | { kind: 'rejected'; rejection: Rejection }
  | { kind: 'skipped'; skip: Skip };

export interface BatchResult {
  events: NormalisedEvent[];
  rejections: Rejection[];
  skipped: Skip[];
}

export interface Position {
  line: number | null;
  index: number | null;
}

export const rawLimit = 500;

export function emptyBatch(): BatchResult {
  return { events: [], rejections: [], skipped: [] };
}

export function addItem(batch: BatchResult, item: ParseItem): void {
  if (item.kind === 'event') batch.events.push(item.event);
  else if (item.kind === 'rejected') batch.rejections.push(item.rejection);
  else batch.skipped.push(item.skip);
}

export async function collect(
  items: AsyncIterable<ParseItem> | Iterable<ParseItem>,
): Promise<BatchResult> {
  const batch = emptyBatch();
  for await (const item of items) addItem(batch, item);
  return batch;
}

export function collectSync(items: Iterable<ParseItem>): BatchResult {
  const batch = emptyBatch();
  for (const item of items) addItem(batch, item);
  return batch;
}

export function rejected(
  source: IngestSource,
  position: Position,
  reason: string,
  raw: unknown,
): ParseItem {
  return { kind: 'rejected', rejection: { source, ...position, reason, raw: rawText(raw) } };
}

export function skipped(position: Position, reason: string): ParseItem {
  return { kind: 'skipped', skip: { ...position, reason } };
}

function rawText(raw: unknown): string | null {
  if (raw === undefined || raw === null) return null;
  let text: string;
  try {
    text = typeof raw === 'string' ? raw : (JSON.stringify(raw) ?? String(raw));
  } catch {
    text = String(raw);
  }
  return text.length > rawLimit ? `${text.slice(0, rawLimit)}…` : text;
}

/** 413: the body is too large once decompressed (a bomb). */
export type RefusalStatus = 400 | 401 | 403 | 406 | 413;

/** What a webhook body amounts to; the HTTP layer maps `refused` to its status. */
export type WebhookOutcome =
  | ({ kind: 'batch' } & BatchResult)
  | { kind: 'ping'; reason: string }
  | { kind: 'subscription'; topicArn: string; subscribeUrl: string; token: string | null }
  | { kind: 'refused'; status: RefusalStatus; reason: string };

export function refused(status: RefusalStatus, reason: string): WebhookOutcome {
  return { kind: 'refused', status, reason };
}
