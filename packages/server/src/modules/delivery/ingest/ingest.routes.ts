// POST /api/ingest/{dataset}/{source}: where MTAs and ESPs push delivery events (sources of
// src/ingest/ingestPayload.ts). Bodies are read as bytes whatever their content type (CSV,
// gzip, NDJSON, JSON, SNS's text/plain), up to DA_INGEST_BODY_LIMIT_MB (default 64). The
// dataset's access key is checked before anything is parsed; an unknown dataset and a wrong
// key get the same 401. The answer comes after the events are committed.
import dns from 'node:dns/promises';
import type { FastifyInstance } from 'fastify';
import { createProviderClassifier } from '../../../ingest/classify/providerClassifier.ts';
import { isPushSource } from '../../../ingest/ingestPayload.ts';
import { fail } from '../../../http/apiError.ts';
import type { Services } from '../../../http/context.ts';
import { checkAccessKey, presentedKey, touchAccessKey } from './accessKeys.ts';
import { ingestBatch, unknownSource, type IngestDependencies } from './ingestService.ts';
import { createParsePool } from './parsePool.ts';
import { applyRetention } from './retention.ts';

export const ingestPathPattern = '/api/ingest/:dataset/:source';

const bodyLimit = Number(process.env.DA_INGEST_BODY_LIMIT_MB || 64) * 1024 * 1024;
/**
 * Parse workers (DA_PARSE_WORKERS, default 0: parse on the event loop). Copying parsed events
 * between threads costs about what parsing does, so on two cores workers lower the throughput
 * (measured: README); with more cores they keep large imports off the event loop.
 */
const parseWorkers = Number(process.env.DA_PARSE_WORKERS || 0);

/** Production dependencies: MX lookups through the system resolver, HTTPS confirmation. */
export function defaultIngestDependencies(): IngestDependencies {
  const resolver = new dns.Resolver({ timeout: 2000, tries: 1 });
  return {
    providers: createProviderClassifier({ resolver }),
    parsePool: parseWorkers > 0 ? createParsePool(parseWorkers) : null,
    confirmSubscription: async (url) => {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      if (!response.ok) throw new Error(`SubscribeURL answered ${response.status}`);
    },
    retentionIntervalMs: 3_600_000,
  };
}

/** Runs retention a minute after start and then every interval, until the app closes. */
function scheduleRetention(
  app: FastifyInstance,
  services: Pick<Services, 'db' | 'logger'>,
  intervalMs: number,
): void {
  const run = () => {
    applyRetention(services.db)
      .then((result) => {
        if (result.droppedPartitions > 0 || result.deletedEvents > 0)
          services.logger.info(result, 'delivery retention applied');
      })
      .catch((error: unknown) =>
        services.logger.error({ err: error }, 'delivery retention failed'),
      );
  };
  const first = setTimeout(run, Math.min(60_000, intervalMs));
  const every = setInterval(run, intervalMs);
  first.unref();
  every.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(every);
  });
}

export function registerIngestRoutes(
  app: FastifyInstance,
  services: Pick<Services, 'db' | 'logger'>,
  dependencies: IngestDependencies = defaultIngestDependencies(),
): void {
  if ((dependencies.retentionIntervalMs ?? 0) > 0)
    scheduleRetention(app, services, dependencies.retentionIntervalMs ?? 0);
  const pool = dependencies.parsePool;
  if (pool) app.addHook('onClose', () => pool.close());
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, body, done) =>
      done(null, body),
    );
    scope.post<{ Params: { dataset: string; source: string } }>(
      ingestPathPattern,
      { bodyLimit },
      async (request, reply) => {
        const { dataset, source } = request.params;
        const key = presentedKey(request.headers.authorization);
        const check = await checkAccessKey(services.db, dataset, key);
        if (!check.ok || check.keyId === null)
          throw fail('Unauthorized', 'A valid access key of the dataset is required');
        if (!isPushSource(source)) throw unknownSource(source);
        await touchAccessKey(services.db, check.keyId);
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const answer = await ingestBatch(services.db, dataset, source, body, dependencies);
        if (answer.rejected_total > 0)
          request.log.info(
            { dataset, source, rejected: answer.rejected_total },
            'ingest rejections',
          );
        return reply.status(200).send(answer);
      },
    );
  });
}
