import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { systemRoutes } from '../modules/system/system.routes.ts';
import { registerCallRouter } from './callRouter.ts';
import { registerErrorHandler } from './errorHandler.ts';
import { registerStaticApp } from './staticApp.ts';

/** The whole HTTP surface: API calls and the built app, in one process. */
export async function buildServer(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-csrf-token"]'],
    },
    bodyLimit: 2 * 1024 * 1024,
  });
  registerErrorHandler(app);
  registerCallRouter(app, new Map([...systemRoutes]));
  await registerStaticApp(app, config.appDir);
  return app;
}
