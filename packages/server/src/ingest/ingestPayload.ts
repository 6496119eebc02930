// One entry point for a pushed batch, by source name (the `{source}` of
// POST /api/ingest/{dataset}/{source}): raw body bytes in, a WebhookOutcome out. The dataset's
// settings that some sources need (Mailgun signing key, SNS topics) come in the context; the
// HTTP layer turns `refused` into its status and stores `batch` events before answering 2xx.
import type { NonHumanDetector } from './classify/nonHuman.ts';
import type { IngestSource } from './event.ts';
import { ExpandedTooLarge } from './input.ts';
import { addItem, collect, emptyBatch, refused, type WebhookOutcome } from './results.ts';
import { parseHalon } from './sources/halon.ts';
import { parseKumoMta } from './sources/kumomta.ts';
import { parseMailerQ } from './sources/mailerq.ts';
import { parseMailgun } from './sources/mailgun.ts';
import { parsePowerMtaBatches, type PowerMtaOptions } from './sources/powermta.ts';
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

/**
 * A whole PowerMTA body, one chunk of items at a time: going through the per-record async
 * generator cost a promise and a microtask turn per record, as much as parsing the record.
 */
async function collectPowerMta(body: Uint8Array | string, options: PowerMtaOptions) {
  const batch = emptyBatch();
  for await (const items of parsePowerMtaBatches(body, options)) {
    for (const item of items) addItem(batch, item);
  }
  return batch;
}

export async function ingestPayload(
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
  const options = {
    ...(context.platform === undefined ? {} : { platform: context.platform }),
    ...(context.nonHuman === undefined ? {} : { nonHuman: context.nonHuman }),
    ...(context.maxExpandedBytes === undefined
      ? {}
      : { maxExpandedBytes: context.maxExpandedBytes }),
  };
  switch (source) {
    case 'powermta':
      return { kind: 'batch', ...(await collectPowerMta(body, options)) };
    case 'mailerq':
      return { kind: 'batch', ...(await collect(parseMailerQ(body, options))) };
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
