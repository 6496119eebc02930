// Starts the console: HTTP API and the built app on PORT (default 8080).
import { loadConfig } from './config.ts';
import { buildServer } from './http/server.ts';

const config = loadConfig();
const app = await buildServer(config);
const shutdown = async () => {
  await app.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
await app.listen({ port: config.port, host: config.host });
