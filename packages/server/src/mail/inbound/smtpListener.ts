// The SMTP listener of mail received (smtp-server), started by main.ts beside the HTTP server.
// RCPT TO is checked against the recipient router, so an address no module takes is refused
// with 550 at once. A message is stored raw with its envelope, client address, HELO name and
// TLS facts, one row per route its recipients belong to, and only then answered 250: an
// acknowledged message survives a crash. Handlers run after the answer (processing.ts).
// SIZE is announced and enforced (552); STARTTLS is offered, never required.
import type { AddressInfo } from 'node:net';
import {
  SMTPServer,
  type SMTPServerAddress,
  type SMTPServerDataStream,
  type SMTPServerSession,
} from 'smtp-server';
import type { Insertable } from 'kysely';
import type { InboundMessagesTable } from '../../db/schema/index.ts';
import type { Services } from '../../http/context.ts';
import { insertMessages } from './inbound.repository.ts';
import { createInboundProcessor, type InboundProcessor } from './processing.ts';
import { inboundRoutes } from './registry.ts';
import { routeOfAddress, type InboundRoute } from './router.ts';
import { inboundTlsMaterial, type TlsMaterial } from './tlsCertificate.ts';

export interface InboundSmtp {
  port: number;
  /** where the STARTTLS certificate came from */
  tls: TlsMaterial['source'];
  /** stops accepting, lets open transactions end (10 s at most), waits for their processing */
  close(): Promise<void>;
}

export interface InboundSmtpOptions {
  /** the routes to accept (default: every registered one, registry.ts) */
  routes?: readonly InboundRoute[];
}

const smtpError = (responseCode: number, message: string) =>
  Object.assign(new Error(message), { responseCode });
const noSuchRecipient = () => smtpError(550, '5.1.1 No such recipient here');

/** Starts the listener of INBOUND_SMTP_PORT; null when it is 0 (off). */
export async function startInboundSmtp(
  services: Services,
  options: InboundSmtpOptions = {},
): Promise<InboundSmtp | null> {
  const { config, logger } = services;
  const settings = config.inbound;
  if (settings.smtpPort === 0) return null;
  const routes = options.routes ?? inboundRoutes;
  const tls = await inboundTlsMaterial(config, logger);
  const processor = createInboundProcessor(services, routes);

  const checkRecipient = async (address: SMTPServerAddress) => {
    const match = routeOfAddress(address.address, settings.mailDomain, routes);
    if (!match) throw noSuchRecipient();
    let accepted: boolean;
    try {
      accepted = await match.route.accepts(match.address, services);
    } catch (error) {
      logger.error(
        { err: error, route: match.route.prefix },
        'a route could not check a recipient',
      );
      throw smtpError(451, '4.3.0 Temporary failure, try again later');
    }
    if (!accepted) throw noSuchRecipient();
  };

  const server = new SMTPServer({
    name: settings.mailDomain,
    banner: 'Deliverability console',
    key: tls.key,
    cert: tls.cert,
    size: settings.maxMessageBytes,
    rejectOversized: true,
    disabledCommands: ['AUTH'],
    authOptional: true,
    // Modules that need the client's name look it up with their own resolver (src/dns).
    disableReverseLookup: true,
    maxRecipients: 100,
    closeTimeout: 10_000,
    logger: false,
    onRcptTo(address, _session, callback) {
      checkRecipient(address).then(() => callback(), callback);
    },
    onData(stream, session, callback) {
      receive(services, processor, routes, stream, session).then(
        (reply) => callback(null, reply),
        callback,
      );
    },
  });
  server.on('error', (error) => logger.warn({ err: error }, 'SMTP listener: connection error'));
  const port = await listen(server, settings.smtpPort, settings.smtpHost);
  processor.sweep();
  logger.info(
    { port, host: settings.smtpHost, mailDomain: settings.mailDomain, tls: tls.source },
    'SMTP listener for mail received',
  );
  return {
    port,
    tls: tls.source,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await processor.idle();
    },
  };
}

function listen(server: SMTPServer, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const refused = (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          `The SMTP listener can not listen on ${host}:${port} (${error.code ?? error.message}): ` +
            'set INBOUND_SMTP_PORT to a free port, or to 0 for no listener',
          { cause: error },
        ),
      );
    server.server.once('error', refused);
    server.listen(port, host, () => {
      server.server.off('error', refused);
      resolve((server.server.address() as AddressInfo).port);
    });
  });
}

/** Reads the message (past the limit: nothing kept, 552), stores it, answers with its ids. */
async function receive(
  services: Services,
  processor: InboundProcessor,
  routes: readonly InboundRoute[],
  stream: SMTPServerDataStream,
  session: SMTPServerSession,
): Promise<string> {
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    stream.on('data', (chunk: Buffer) => {
      if (!stream.sizeExceeded) chunks.push(chunk);
    });
    stream.once('end', resolve);
    stream.once('error', reject);
  });
  const { maxMessageBytes, mailDomain } = services.config.inbound;
  if (stream.sizeExceeded)
    throw smtpError(552, `5.3.4 Message larger than ${maxMessageBytes / 1024 / 1024} MB`);
  const raw = Buffer.concat(chunks);
  const byRoute = new Map<string, string[]>();
  for (const { address } of session.envelope.rcptTo) {
    const prefix = routeOfAddress(address, mailDomain, routes)?.route.prefix;
    if (prefix) byRoute.set(prefix, [...(byRoute.get(prefix) ?? []), address]);
  }
  const { mailFrom } = session.envelope;
  const tls = session.secure && session.tlsOptions ? session.tlsOptions : null;
  const rows: Insertable<InboundMessagesTable>[] = [...byRoute].map(([route, rcptTo]) => ({
    source: 'smtp',
    route,
    mail_from: mailFrom ? mailFrom.address : '',
    rcpt_to: rcptTo,
    client_address: session.remoteAddress,
    helo: typeof session.hostNameAppearsAs === 'string' ? session.hostNameAppearsAs : null,
    tls_protocol: tls?.version ?? null,
    tls_cipher: tls?.name ?? null,
    size: raw.length,
    raw,
  }));
  let ids: number[];
  try {
    ids = await insertMessages(services.db, rows);
  } catch (error) {
    services.logger.error({ err: error }, 'an inbound message could not be stored');
    throw smtpError(451, '4.3.0 The message could not be stored, try again later');
  }
  services.logger.info(
    {
      inboundMessages: ids,
      routes: [...byRoute.keys()],
      size: raw.length,
      client: session.remoteAddress,
      tls: tls?.version ?? null,
    },
    'mail received',
  );
  processor.schedule(ids);
  return `2.0.0 Stored as ${ids.join(', ')}`;
}
