// The whole HTTP surface in one Fastify app, assembled from the lower layers (http/, auth/) and
// what the modules register: security headers, the sign-in calls and the invitations', every
// contract call through the call router, the ingest endpoint of Delivery Analytics, and the
// built app as static files.
// main.ts serves exactly this; tests, benchmarks and the crash test build it the same way, so
// nothing is tested that users do not get. `options` replaces outside dependencies only (the
// provider classifier and the SNS confirmation of ingest, step timings for benchmarks).
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { registerAuthRoutes } from './auth/auth.routes.ts';
import { registerSsoRoutes } from './auth/sso.routes.ts';
import { allRoutes } from './modules/index.ts';
import { registerInvitationRoutes } from './modules/memberships/invitations.routes.ts';
import {
  defaultIngestDependencies,
  registerIngestRoutes,
} from './modules/delivery/ingest/ingest.routes.ts';
import type { IngestDependencies } from './modules/delivery/ingest/ingest.service.ts';
import { registerCallRouter } from './http/callRouter.ts';
import type { Services } from './http/context.ts';
import { registerErrorHandler } from './http/errorHandler.ts';
import { registerSecurityHeaders } from './http/securityHeaders.ts';
import { registerStaticApp } from './http/staticApp.ts';
import { registerDmarcUploads } from './modules/dmarc/upload.routes.ts';

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
  registerSecurityHeaders(app, services.config.publicUrl);
  registerErrorHandler(app);
  // a reply leaves once this process's caches dropped what its writes changed (db/changeFeed.ts)
  app.addHook('onSend', async (_request, _reply, payload) => {
    await services.directory.settle();
    return payload;
  });
  registerAuthRoutes(app, services);
  registerSsoRoutes(app, services);
  registerInvitationRoutes(app, services);
  registerCallRouter(app, allRoutes, services);
  registerDmarcUploads(app, services);
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
