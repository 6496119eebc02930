// The shared loop of the JSON-array webhooks (KumoMTA, Halon, SendGrid, SparkPost): each element
// maps to zero or more events; an element that is not an object, or whose mapping throws, is
// rejected with its index and the rest of the batch goes on.
import { errorMessage } from '../input.ts';
import type { IngestSource } from '../../../event.ts';
import { createParseContext, type ParseContext, type ParseOptions } from '../finishEvent.ts';
import {
  addItem,
  emptyBatch,
  refused,
  rejected,
  type ParseItem,
  type Position,
  type WebhookOutcome,
} from '../results.ts';
import { readJsonArray, type BodyInput } from './jsonBody.ts';
import { objectOf } from '../fields.ts';

export type RecordMapper = (
  record: Record<string, unknown>,
  position: Position,
  context: ParseContext,
) => ParseItem | ParseItem[];

export function mapRecordSafely(
  mapper: RecordMapper,
  value: unknown,
  position: Position,
  context: ParseContext,
): ParseItem[] {
  const record = objectOf(value);
  if (record === null)
    return [rejected(context.source, position, 'record is not a JSON object', value)];
  try {
    const items = mapper(record, position, context);
    return Array.isArray(items) ? items : [items];
  } catch (error) {
    return [rejected(context.source, position, `unreadable record: ${errorMessage(error)}`, value)];
  }
}

export function parseJsonArrayBatch(
  source: IngestSource,
  body: BodyInput,
  options: ParseOptions,
  mapper: RecordMapper,
): WebhookOutcome {
  const parsed = readJsonArray(body, options.maxExpandedBytes);
  if (!parsed.ok) return refused(parsed.status, parsed.reason);
  const context = createParseContext(source, options);
  const batch = emptyBatch();
  const records = parsed.records;
  for (let index = 0; index < records.length; index += 1) {
    const position = { line: null, index };
    const record = objectOf(records[index]);
    if (record === null) {
      addItem(batch, rejected(source, position, 'record is not a JSON object', records[index]));
      continue;
    }
    // mapRecordSafely without its one-element array per record (the common mapping).
    let items: ParseItem | ParseItem[];
    try {
      items = mapper(record, position, context);
    } catch (error) {
      items = rejected(source, position, `unreadable record: ${errorMessage(error)}`, record);
    }
    if (Array.isArray(items)) for (const item of items) addItem(batch, item);
    else addItem(batch, items);
  }
  return { kind: 'batch', ...batch };
}
