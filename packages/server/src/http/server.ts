// The whole HTTP surface in one Fastify app: security headers, the sign-in calls, every contract
// call through the call router, the ingest endpoint of Delivery Analytics, and the built app as
// static files.
// main.ts serves exactly this; tests, benchmarks and the crash child build it the same way, so
// nothing is tested that users do not get. `options` replaces outside dependencies only (the
// provider classifier and the SNS confirmation of ingest, step timings for benchmarks).
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { registerAuthRoutes } from '../auth/auth.routes.ts';
import { registerSsoRoutes } from '../auth/sso.routes.ts';
import { allRoutes } from '../modules/index.ts';
import {
  defaultIngestDependencies,
  registerIngestRoutes,
} from '../modules/delivery/ingest/ingest.routes.ts';
import type { IngestDependencies } from '../modules/delivery/ingest/ingestService.ts';
import { registerCallRouter } from './callRouter.ts';
import type { Services } from './context.ts';
import { registerErrorHandler } from './errorHandler.ts';
import { registerSecurityHeaders } from './securityHeaders.ts';
import { registerStaticApp } from './staticApp.ts';

export interface ServerOptions {
  ingest?: Partial<IngestDependencies>;
}

export async function buildServer(
  services: Services,
  options: ServerOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: services.logger as FastifyBaseLogger,
    trustProxy: trustProxySetting(services.config.trustProxy),
    // Every input string is bounded by the contract; 2 MiB leaves room for the largest valid body.
    bodyLimit: 2 * 1024 * 1024,
  });
  await app.register(fastifyCookie);
  await registerSecurityHeaders(app, services.config.publicUrl);
  registerErrorHandler(app);
  registerAuthRoutes(app, services);
  registerSsoRoutes(app, services);
  registerCallRouter(app, allRoutes, services);
  registerIngestRoutes(app, services, {
    ...defaultIngestDependencies(services),
    ...options.ingest,
  });
  await registerStaticApp(app, services.config.appDir);
  return app as unknown as FastifyInstance;
}

/** TRUST_PROXY as Fastify takes it; a number is the count of proxy hops to trust. */
function trustProxySetting(setting: Config['trustProxy']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}
