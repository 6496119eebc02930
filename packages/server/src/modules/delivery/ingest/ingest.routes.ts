// POST /api/ingest/{dataset}/{source}: where MTAs and ESPs push delivery events (sources of
// parse/formats.ts), handed to ingest() of ingest.service.ts, the path `pnpm console import`
// takes too. Bodies are read as bytes whatever their content type (CSV, gzip, NDJSON, JSON,
// SNS's text/plain), up to DA_INGEST_BODY_LIMIT_MB as sent and DA_INGEST_EXPANDED_LIMIT_MB
// once decompressed (413 PayloadTooLarge past either). The dataset's access key is checked
// before anything is parsed; an unknown dataset and a wrong key get the same 401. The answer
// comes after the events are committed.
import type { FastifyInstance } from 'fastify';
import { createProviderClassifier } from '../classify/providerClassifier.ts';
import { isPushSource, pushSources } from './parse/formats.ts';
import { fail } from '../../../http/apiError.ts';
import type { Services } from '../../../http/context.ts';
import { checkAccessKey, presentedKey, touchAccessKey } from './store/accessKeys.ts';
import { ingest, unknownSource, type IngestDependencies } from './ingest.service.ts';
import { createParsePool } from './parse/parsePool.ts';

export const ingestPathPattern = '/api/ingest/:dataset/:source';
/** Every address the endpoint answers, for a dataset: one per source. */
export const ingestPaths = (dataset: string) =>
  pushSources.map((source) => `/api/ingest/${encodeURIComponent(dataset)}/${source}`);

/**
 * Production dependencies: MX lookups through the server's resolver (services.dns), HTTPS
 * confirmation, and DA_PARSE_WORKERS parse workers (default 0: parse on the event loop). Copying
 * parsed events between threads costs about what parsing does, so on two cores workers lower the
 * throughput (measured: README); with more cores they keep large imports off the event loop.
 */
export function defaultIngestDependencies({
  config,
  dns,
}: Pick<Services, 'config' | 'dns'>): IngestDependencies {
  return {
    providers: createProviderClassifier({ resolver: dns }),
    parsePool: config.ingest.parseWorkers > 0 ? createParsePool(config.ingest.parseWorkers) : null,
    confirmSubscription: async (url) => {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      if (!response.ok) throw new Error(`SubscribeURL answered ${response.status}`);
    },
    maxExpandedBytes: config.ingest.expandedLimitBytes,
  };
}

export function registerIngestRoutes(
  app: FastifyInstance,
  services: Pick<Services, 'db' | 'logger' | 'config' | 'secrets'>,
  dependencies: IngestDependencies,
): void {
  const { bodyLimitBytes: bodyLimit } = services.config.ingest;
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
        const answer = await ingest(services, { dataset, source, input: body }, dependencies, {
          limitVolume: true,
        });
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
