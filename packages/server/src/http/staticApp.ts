// Serves the built app; any other GET that is not an API path gets index.html, so that the
// client-side router handles deep links such as /acme/delivery-analytics/report. The build
// writes .br and .gz twins of its assets; they are sent to browsers that accept them. Hashed
// files under /assets/ never change, so browsers keep them for a year; index.html is
// revalidated on every load so that a new release is picked up at once.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export async function registerStaticApp(app: FastifyInstance, appDir: string): Promise<void> {
  if (!fs.existsSync(path.join(appDir, 'index.html'))) {
    app.log.warn({ appDir }, 'the app is not built: run `pnpm build`; only the API is served');
    return;
  }
  await app.register(fastifyStatic, {
    root: appDir,
    wildcard: false,
    index: ['index.html'],
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', (request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.status(404).send({ name: 'NotFound', message: `No route GET ${request.url}` });
    }
    return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
  });
}
