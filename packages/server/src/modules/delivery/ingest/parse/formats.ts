// The one place that decides how a source's bytes are parsed (the `{source}` of
// POST /api/ingest/{dataset}/{source}, the `--format` of `pnpm console import`). Line formats
// (PowerMTA CSV, MailerQ NDJSON) parse as their bytes come, so a file of any size streams
// (`parseLines`); the others are one JSON document, parsed whole. `parseBody` parses a whole
// body of any source into a WebhookOutcome. The dataset's settings that some sources need
// (Mailgun signing key, SNS topics) come in the context; ingest.service.ts turns `refused`
// into its status and stores `batch` events.
import type { NonHumanDetector } from '../../classify/nonHuman.ts';
import type { IngestSource } from '../../event.ts';
import type { ParseOptions } from './finishEvent.ts';
import { ExpandedTooLarge, type ByteInput } from './input.ts';
import { addItem, emptyBatch, refused, type ParseItem, type WebhookOutcome } from './results.ts';
import { parseHalon } from './sources/halon.ts';
import { parseKumoMta } from './sources/kumomta.ts';
import { parseMailerQ } from './sources/mailerq.ts';
import { parseMailgun } from './sources/mailgun.ts';
import { parsePowerMtaBatches } from './sources/powermta.ts';
import { parseSendGrid } from './sources/sendgrid.ts';
import { parseSes } from './sources/ses.ts';
import type { SnsSignatureVerifier } from './sources/snsSignature.ts';
import { parseSparkPost } from './sources/sparkpost.ts';

import { pushSources as contractPushSources } from '@console/contract/platforms';
export const pushSources = contractPushSources satisfies readonly IngestSource[];
export type PushSource = (typeof pushSources)[number];

export interface IngestContext {
  /** the dataset's platform name for the esp dimension (defaults to the source) */
  platform?: string;
  nonHuman?: NonHumanDetector;
  mailgunSigningKey?: string | null;
  mailgunMaxAgeSeconds?: number;
  snsTopicArns?: readonly string[];
  snsVerifier?: SnsSignatureVerifier | null;
  now?: () => number;
  /** bytes of the body once decompressed at most; past it the body is refused with 413 */
  maxExpandedBytes?: number;
}

export function isPushSource(value: string): value is PushSource {
  return (pushSources as readonly string[]).includes(value);
}

/** Sources whose records are lines: parsed as the bytes come, in constant memory. */
export const lineSources = ['powermta', 'mailerq'] as const satisfies readonly PushSource[];
export type LineSource = (typeof lineSources)[number];

export function isLineSource(source: PushSource): source is LineSource {
  return (lineSources as readonly string[]).includes(source);
}

function parseOptionsOf(context: IngestContext): ParseOptions {
  return {
    ...(context.platform === undefined ? {} : { platform: context.platform }),
    ...(context.nonHuman === undefined ? {} : { nonHuman: context.nonHuman }),
    ...(context.maxExpandedBytes === undefined
      ? {}
      : { maxExpandedBytes: context.maxExpandedBytes }),
  };
}

async function* oneByOne(items: AsyncIterable<ParseItem>): AsyncGenerator<ParseItem[]> {
  for await (const item of items) yield [item];
}

/**
 * A line format's items, a chunk at a time (PowerMTA: one chunk per 64 KiB read): a generator
 * step per record cost a promise and a microtask turn each, as much as parsing the record.
 * Past `maxExpandedBytes` it throws ExpandedTooLarge.
 */
export function parseLines(
  source: LineSource,
  input: ByteInput,
  context: IngestContext = {},
): AsyncGenerator<ParseItem[]> {
  const options = parseOptionsOf(context);
  return source === 'powermta'
    ? parsePowerMtaBatches(input, options)
    : oneByOne(parseMailerQ(input, options));
}

export async function parseBody(
  source: PushSource,
  body: Uint8Array | string,
  context: IngestContext = {},
): Promise<WebhookOutcome> {
  try {
    return await parse(source, body, context);
  } catch (error) {
    if (error instanceof ExpandedTooLarge) return refused(413, error.message);
    throw error;
  }
}

async function parse(
  source: PushSource,
  body: Uint8Array | string,
  context: IngestContext,
): Promise<WebhookOutcome> {
  if (isLineSource(source)) {
    const batch = emptyBatch();
    for await (const items of parseLines(source, body, context))
      for (const item of items) addItem(batch, item);
    return { kind: 'batch', ...batch };
  }
  const options = parseOptionsOf(context);
  switch (source) {
    case 'kumomta':
      return parseKumoMta(body, options);
    case 'halon':
      return parseHalon(body, options);
    case 'sendgrid':
      return parseSendGrid(body, options);
    case 'sparkpost':
      return parseSparkPost(body, options);
    case 'mailgun': {
      if (!context.mailgunSigningKey) return refused(401, 'the dataset has no Mailgun signing key');
      return parseMailgun(body, {
        ...options,
        signingKey: context.mailgunSigningKey,
        ...(context.now === undefined ? {} : { now: context.now }),
        ...(context.mailgunMaxAgeSeconds === undefined
          ? {}
          : { maxAgeSeconds: context.mailgunMaxAgeSeconds }),
      });
    }
    case 'ses':
      return parseSes(body, {
        ...options,
        allowedTopicArns: context.snsTopicArns ?? [],
        verifySignature: context.snsVerifier ?? null,
      });
  }
}
