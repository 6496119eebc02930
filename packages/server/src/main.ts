// Starts the console: migrates and seeds the database, then serves the API and the built app on
// PORT (default 8080) and receives mail on INBOUND_SMTP_PORT (default 2525). A generated admin
// password is printed here, once, at first start.
import { startConsoleSocket } from './cli/consoleSocket.ts';
import { loadConfig } from './config.ts';
import { demo } from './modules/firstStart/demo.ts';
import { buildServer } from './server.ts';
import { createLogger } from './http/logging.ts';
import { startInboundSmtp } from './mail/inbound/smtpListener.ts';
import { seedDemoTraffic } from './modules/delivery/demo/demoTraffic.ts';
import { seedDemoDmarc } from './modules/dmarc/demo.ts';
import { startServices } from './start.ts';

const config = loadConfig();
const logger = createLogger(config.logLevel);
const started = await startServices(config, logger);
const app = await buildServer(started.services);

if (started.firstStart) {
  const { adminEmail, generatedPassword } = started.firstStart;
  const password = generatedPassword ?? '(the ADMIN_PASSWORD you set)';
  // Printed, not logged: log shippers keep logs, and this is shown once, at first start.
  process.stdout.write(
    `\nFirst start: the admin is ${adminEmail}, password ${password}\n` +
      'Change it after signing in; it is not shown again.\n' +
      'Admin commands, from the repository root: npm run console -- --help ' +
      '(npm run console -- outbox shows the mail kept while SMTP_URL is unset).\n\n',
  );
}

// A fresh install shows the demo sender's last 30 days at once (DEMO_EVENTS=0 leaves it out).
const { demoEvents } = config.delivery;
if (started.firstStart && config.seedDemo && demoEvents > 0) {
  logger.info({ events: demoEvents }, 'importing the demo traffic');
  const { stored } = await seedDemoTraffic(started.services.db, demo.dataset, {
    events: demoEvents,
  });
  logger.info({ stored }, 'demo traffic imported');
}
// and its last 30 days of DMARC reports, imported as if they had been mailed
if (started.firstStart && config.seedDemo) {
  const reports = await seedDemoDmarc(started.services.db, demo.account);
  logger.info({ reports }, 'demo DMARC reports imported');
}

// Mail received (INBOUND_SMTP_PORT, default 2525; 0: none), beside the HTTP server.
const inbound = await startInboundSmtp(started.services);
// `pnpm console` while this process holds the embedded database's folder.
const commandLine =
  started.storage.kind === 'pglite'
    ? await startConsoleSocket(started.services, config.dataDir, logger)
    : null;

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  await inbound?.close();
  await commandLine?.close();
  await app.close();
  await started.stop();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
await app.listen({ port: config.port, host: config.host });
