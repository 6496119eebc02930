// Child process of the ingest crash test: serves POST /api/ingest on the database it is given
// (a PGlite folder or a PostgreSQL URL) on a free port and prints `ready <port>`. The test
// kills it with SIGKILL while a batch is in flight, then checks that every batch it answered
// 200 is stored.
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { openStorage } from '../../../db/database.ts';
import { migrateToLatest } from '../../../db/migrate.ts';
import { registerErrorHandler } from '../../../http/errorHandler.ts';
import { createLogger } from '../../../http/logging.ts';
import { registerIngestRoutes } from './ingest.routes.ts';

const location = process.argv[2] as string;
const storage = location.startsWith('postgres')
  ? await openStorage({ kind: 'postgres', url: location, poolSize: 2 })
  : await openStorage({ kind: 'pglite', dataDir: location });
await migrateToLatest(storage.db);
const logger = createLogger('warn', process.stderr);
// As http/server.ts: Fastify's instance type with pino's logger is cast to the default one.
const app = Fastify({ loggerInstance: logger as FastifyBaseLogger }) as unknown as FastifyInstance;
registerErrorHandler(app);
registerIngestRoutes(
  app,
  { db: storage.db, logger },
  {
    providers: null,
    confirmSubscription: async () => {},
  },
);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`ready ${typeof address === 'object' && address ? address.port : 0}\n`);
