// A pushed batch from receipt to answer: the source's parser (src/ingest), mailbox providers of
// unknown domains from their MX, then the event store. Answers {stored, duplicates, skipped,
// rejected: [{line | index, reason}]}; a refused body becomes an ApiError with the parser's
// status; an SNS subscription is confirmed (its SubscribeURL fetched) before answering 200.
import type { Kysely } from 'kysely';
import type { NonHumanDetector } from '../../../ingest/classify/nonHuman.ts';
import type { ProviderClassifier } from '../../../ingest/classify/providerClassifier.ts';
import { assignProviders } from '../../../ingest/enrich.ts';
import {
  ingestPayload,
  type IngestContext,
  type PushSource,
} from '../../../ingest/ingestPayload.ts';
import type { Rejection } from '../../../ingest/results.ts';
import type { SnsSignatureVerifier } from '../../../ingest/sources/snsSignature.ts';
import type { Database } from '../../../db/schema/index.ts';
import { ApiError, fail } from '../../../http/apiError.ts';
import type { SecretBox } from '../../../secrets/secretBox.ts';
import { ensureDeliveryDataset } from '../datasets.repository.ts';
import { storeEvents } from './eventStore.ts';
import type { ParsePool } from './parsePool.ts';
import type { Timings } from './stepTimer.ts';
import { assertVolumeAllowed } from './volumeLimit.ts';

/** Rejections listed in an answer at most; `rejected_total` counts them all. */
export const maxListedRejections = 1000;

export interface IngestDependencies {
  providers: ProviderClassifier | null;
  /** parses large bodies off the event loop; null parses in place */
  parsePool?: ParsePool | null;
  nonHuman?: NonHumanDetector;
  snsVerifier?: SnsSignatureVerifier | null;
  /** fetches an SNS SubscribeURL; resolves when the subscription is confirmed */
  confirmSubscription: (url: string) => Promise<void>;
  /** bytes of a body once decompressed at most (DA_INGEST_EXPANDED_LIMIT_MB) */
  maxExpandedBytes?: number;
  /** milliseconds per ingest step are added here (benchmarks) */
  timings?: Timings;
}

export interface IngestAnswer {
  stored: number;
  duplicates: number;
  skipped: number;
  rejected: { line?: number; index?: number; reason: string }[];
  rejected_total: number;
  subscription?: 'confirmed';
}

export function listRejections(rejections: readonly Rejection[]): IngestAnswer['rejected'] {
  return rejections.slice(0, maxListedRejections).map((rejection) => ({
    ...(rejection.line !== null ? { line: rejection.line } : {}),
    ...(rejection.index !== null ? { index: rejection.index } : {}),
    reason: rejection.reason,
  }));
}

const statusName = {
  400: 'ValidationError',
  401: 'Unauthorized',
  403: 'Forbidden',
  406: 'ValidationError',
  413: 'PayloadTooLarge',
} as const;

export async function ingestBatch(
  services: { db: Kysely<Database>; secrets: SecretBox },
  datasetId: string,
  source: PushSource,
  body: Uint8Array,
  dependencies: IngestDependencies,
): Promise<IngestAnswer> {
  const startedAt = performance.now();
  const { db } = services;
  const settings = await ensureDeliveryDataset(db, datasetId);
  const context: IngestContext = {
    ...(dependencies.nonHuman ? { nonHuman: dependencies.nonHuman } : {}),
    mailgunSigningKey:
      settings.mailgun_signing_key && services.secrets.open(settings.mailgun_signing_key),
    snsTopicArns: settings.sns_topic_arns,
    snsVerifier: dependencies.snsVerifier ?? null,
    ...(dependencies.maxExpandedBytes === undefined
      ? {}
      : { maxExpandedBytes: dependencies.maxExpandedBytes }),
  };
  const outcome = dependencies.parsePool
    ? await dependencies.parsePool.parse(source, body, context)
    : await ingestPayload(source, body, context);
  const empty: IngestAnswer = {
    stored: 0,
    duplicates: 0,
    skipped: 0,
    rejected: [],
    rejected_total: 0,
  };
  switch (outcome.kind) {
    case 'refused':
      throw new ApiError(outcome.status, statusName[outcome.status], outcome.reason);
    case 'ping':
      return empty;
    case 'subscription':
      try {
        await dependencies.confirmSubscription(outcome.subscribeUrl);
      } catch {
        // 5xx: SNS retries the confirmation later.
        throw new ApiError(502, 'InternalError', 'The SNS subscription could not be confirmed');
      }
      return { ...empty, subscription: 'confirmed' };
    case 'batch': {
      await assertVolumeAllowed(db, datasetId, outcome.events);
      if (dependencies.providers) await assignProviders(outcome.events, dependencies.providers);
      const parsedAt = performance.now();
      if (dependencies.timings)
        dependencies.timings.parse = (dependencies.timings.parse ?? 0) + parsedAt - startedAt;
      const stored = await storeEvents(db, datasetId, outcome.events, {
        ...(dependencies.nonHuman ? { nonHuman: dependencies.nonHuman } : {}),
        ...(dependencies.timings ? { timings: dependencies.timings } : {}),
      });
      return {
        ...stored,
        skipped: outcome.skipped.length,
        rejected: listRejections(outcome.rejections),
        rejected_total: outcome.rejections.length,
      };
    }
  }
}

export function unknownSource(source: string): ApiError {
  return fail('NotFound', `Unknown source ${source}`);
}
