// Delivery events into a dataset, from receipt to answer: the one path of both the HTTP
// endpoint (ingest.routes.ts, a pushed body) and `pnpm console import` (cli/importCommand.ts,
// a file). The source's parser (parse/formats.ts decides how), mailbox providers of unknown
// domains from their MX, then the event store. A body is parsed whole (in the parse pool when
// there is one); a file of a line format is parsed and stored a chunk at a time, in constant
// memory. Answers {stored, duplicates, skipped, rejected: [{line | index, reason}]}; a refused
// body becomes an ApiError with the parser's status; an SNS subscription is confirmed (its
// SubscribeURL fetched) before answering 200.
import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema/index.ts';
import { ApiError, fail } from '../../../http/apiError.ts';
import type { SecretBox } from '../../../secrets/secretBox.ts';
import { assignProviders } from '../classify/enrich.ts';
import type { NonHumanDetector } from '../classify/nonHuman.ts';
import type { ProviderClassifier } from '../classify/providerClassifier.ts';
import { ensureDeliveryDataset } from '../datasets.repository.ts';
import type { NormalisedEvent } from '../event.ts';
import {
  isLineSource,
  parseBody,
  parseLines,
  type IngestContext,
  type PushSource,
} from './parse/formats.ts';
import { ExpandedTooLarge } from './parse/input.ts';
import type { ParsePool } from './parse/parsePool.ts';
import type { ParseItem, Rejection, WebhookOutcome } from './parse/results.ts';
import type { SnsSignatureVerifier } from './parse/sources/snsSignature.ts';
import { storeEvents, type StoreResult } from './store/eventStore.ts';
import type { Timings } from './store/stepTimer.ts';
import { assertVolumeAllowed } from './store/volumeLimit.ts';

/** Rejections listed in an answer at most; `rejected_total` counts them all. */
export const maxListedRejections = 1000;

export interface IngestDependencies {
  providers: ProviderClassifier | null;
  /** parses large bodies off the event loop; null parses in place */
  parsePool?: ParsePool | null;
  nonHuman?: NonHumanDetector;
  snsVerifier?: SnsSignatureVerifier | null;
  /**
   * fetches an SNS SubscribeURL; resolves when the subscription is confirmed. Absent (the
   * command line), a SubscriptionConfirmation is stored as nothing and left unconfirmed.
   */
  confirmSubscription?: (url: string) => Promise<void>;
  /** bytes of a body once decompressed at most (DA_INGEST_EXPANDED_LIMIT_MB) */
  maxExpandedBytes?: number;
  /** milliseconds per ingest step are added here (benchmarks) */
  timings?: Timings;
}

export interface IngestRequest {
  dataset: string;
  source: PushSource;
  /** a pushed body (bytes), or a file being read (plain or gzip) */
  input: Uint8Array | Readable;
}

/** Records read so far and what became of them. */
export interface IngestProgress {
  records: number;
  stored: number;
  duplicates: number;
  skipped: number;
  rejected: number;
}

export interface IngestOptions {
  /**
   * Refuse a batch that would take the account past its monthly volume, whole, before anything
   * is stored (HTTP; the command line is an operator's and is not limited). The input is then
   * parsed whole whatever its format.
   */
  limitVolume?: boolean;
  /** events per transaction (default 20,000) */
  chunkSize?: number;
  /** after each chunk is committed, and once at the end */
  onProgress?: (progress: Readonly<IngestProgress>) => void;
  /** every rejected record, as it is found (the answer lists the first 1,000) */
  onRejection?: (rejection: Rejection) => void;
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

function refusal(status: keyof typeof statusName, reason: string): ApiError {
  return new ApiError(status, statusName[status], reason);
}

export async function ingest(
  services: { db: Kysely<Database>; secrets?: SecretBox },
  { dataset, source, input }: IngestRequest,
  dependencies: IngestDependencies,
  options: IngestOptions = {},
): Promise<IngestAnswer> {
  // parsing and providers, apart from storing (benchmarks)
  let parseStartedAt = performance.now();
  const { db } = services;
  const settings = await ensureDeliveryDataset(db, dataset);
  const context: IngestContext = {
    ...(dependencies.nonHuman ? { nonHuman: dependencies.nonHuman } : {}),
    mailgunSigningKey:
      settings.mailgun_signing_key &&
      (services.secrets?.open(settings.mailgun_signing_key) ?? null),
    snsTopicArns: settings.sns_topic_arns,
    snsVerifier: dependencies.snsVerifier ?? null,
    ...(dependencies.maxExpandedBytes === undefined
      ? {}
      : { maxExpandedBytes: dependencies.maxExpandedBytes }),
  };
  const progress: IngestProgress = {
    records: 0,
    stored: 0,
    duplicates: 0,
    skipped: 0,
    rejected: 0,
  };
  const listed: Rejection[] = [];
  const reject = (rejection: Rejection) => {
    progress.rejected += 1;
    if (listed.length < maxListedRejections) listed.push(rejection);
    options.onRejection?.(rejection);
  };
  const count = (item: ParseItem, events: NormalisedEvent[]) => {
    progress.records += 1;
    if (item.kind === 'event') events.push(item.event);
    else if (item.kind === 'skipped') progress.skipped += 1;
    else reject(item.rejection);
  };
  /** providers, then the event store; progress after each committed chunk */
  const store = async (events: NormalisedEvent[]) => {
    if (events.length === 0) return;
    if (dependencies.providers) await assignProviders(events, dependencies.providers);
    const { timings } = dependencies;
    if (timings) timings.parse = (timings.parse ?? 0) + performance.now() - parseStartedAt;
    const before = { stored: progress.stored, duplicates: progress.duplicates };
    const update = (soFar: StoreResult) => {
      progress.stored = before.stored + soFar.stored;
      progress.duplicates = before.duplicates + soFar.duplicates;
    };
    const result = await storeEvents(db, dataset, events, {
      ...(options.chunkSize === undefined ? {} : { chunkSize: options.chunkSize }),
      ...(dependencies.nonHuman ? { nonHuman: dependencies.nonHuman } : {}),
      ...(dependencies.timings ? { timings: dependencies.timings } : {}),
      onChunk: (soFar) => {
        update(soFar);
        options.onProgress?.(progress);
      },
    });
    update(result);
    parseStartedAt = performance.now();
  };
  const answer = (): IngestAnswer => {
    options.onProgress?.(progress);
    return {
      stored: progress.stored,
      duplicates: progress.duplicates,
      skipped: progress.skipped,
      rejected: listRejections(listed),
      rejected_total: progress.rejected,
    };
  };

  if (!(input instanceof Uint8Array) && isLineSource(source) && !options.limitVolume) {
    // A file of a line format: parsed and stored a chunk at a time.
    const chunkSize = options.chunkSize ?? 20_000;
    let pending: NormalisedEvent[] = [];
    try {
      for await (const items of parseLines(source, input, context)) {
        for (const item of items) count(item, pending);
        if (pending.length >= chunkSize) {
          await store(pending);
          pending = [];
        }
      }
    } catch (error) {
      if (error instanceof ExpandedTooLarge) throw refusal(413, error.message);
      throw error;
    }
    await store(pending);
    return answer();
  }

  const body = input instanceof Uint8Array ? input : await bytesOf(input);
  const outcome: WebhookOutcome = dependencies.parsePool
    ? await dependencies.parsePool.parse(source, body, context)
    : await parseBody(source, body, context);
  switch (outcome.kind) {
    case 'refused':
      throw refusal(outcome.status, outcome.reason);
    case 'ping':
      return answer();
    case 'subscription':
      if (!dependencies.confirmSubscription) return answer();
      try {
        await dependencies.confirmSubscription(outcome.subscribeUrl);
      } catch {
        // 5xx: SNS retries the confirmation later.
        throw new ApiError(502, 'InternalError', 'The SNS subscription could not be confirmed');
      }
      return { ...answer(), subscription: 'confirmed' };
    case 'batch': {
      if (options.limitVolume) await assertVolumeAllowed(db, dataset, outcome.events);
      const events: NormalisedEvent[] = [];
      for (const event of outcome.events) count({ kind: 'event', event }, events);
      for (const rejection of outcome.rejections) count({ kind: 'rejected', rejection }, events);
      for (const skip of outcome.skipped) count({ kind: 'skipped', skip }, events);
      await store(events);
      return answer();
    }
  }
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks);
}

export function unknownSource(source: string): ApiError {
  return fail('NotFound', `Unknown source ${source}`);
}
