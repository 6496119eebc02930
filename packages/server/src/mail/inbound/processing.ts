// What happens to a message once it is stored: its route's handler parses it. A handler that
// throws leaves the message stored, in state failed with the reason, for `pnpm console inbound
// --retry ID`. The SMTP listener hands its messages to a processor that runs them after the
// answer; at start it also takes the messages a stopped process stored but never processed.
import type { Services } from '../../http/context.ts';
import type { InboundState } from '../../db/schema/index.ts';
import {
  claimMessage,
  finishMessage,
  mailboxRows,
  pendingMessageIds,
} from './inbound.repository.ts';
import { routeOfMailbox, type InboundMessage, type InboundRoute } from './router.ts';

export type ProcessOutcome =
  | { state: 'processed' }
  | { state: 'failed'; failure: string }
  /** not in a state it could be taken from (another process has it, or it is done) */
  | { state: 'skipped' };

/** A processing that has not ended after this long is taken to have died with its process. */
const staleProcessingMs = 15 * 60_000;
const failureLength = 2000;

type MessageRow = NonNullable<Awaited<ReturnType<typeof claimMessage>>>;

function messageOf(row: MessageRow): InboundMessage {
  const raw = row.raw;
  return {
    id: row.id,
    source: row.source,
    raw: Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength),
    mailFrom: row.mail_from,
    rcptTo: row.rcpt_to,
    accountId: row.account_id,
    mailboxId: row.mailbox_id,
    clientAddress: row.client_address,
    helo: row.helo,
    tls:
      row.tls_protocol !== null
        ? { protocol: row.tls_protocol, cipher: row.tls_cipher ?? '' }
        : null,
    size: row.size,
    receivedAt: row.received_at,
  };
}

async function routeOf(
  services: Services,
  row: MessageRow,
  routes: readonly InboundRoute[],
): Promise<InboundRoute | string> {
  if (row.route !== null)
    return (
      routes.find((route) => route.prefix === row.route) ??
      `no module registers the route "${row.route}"`
    );
  const [mailbox] = row.mailbox_id === null ? [] : await mailboxRows(services.db, row.mailbox_id);
  if (!mailbox) return 'the message has no route, and no mailbox that would name one';
  const account = await services.directory.account(mailbox.account_id);
  return routeOfMailbox(mailbox.handler, account?.modules ?? [], routes);
}

function describeFailure(error: unknown): string {
  const text =
    error instanceof Error
      ? `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}`
      : String(error);
  return text.slice(0, failureLength) || 'the handler failed without a message';
}

export interface ProcessOptions {
  /** the states the message may be taken from (default: received) */
  from?: readonly InboundState[];
  /** also take a message whose processing started before this (its process died) */
  staleBefore?: Date;
}

/** Runs the route's handler on a stored message, if it can be taken for processing. */
export async function processMessage(
  services: Services,
  id: number,
  routes: readonly InboundRoute[],
  options: ProcessOptions = {},
): Promise<ProcessOutcome> {
  const from = options.from ?? ['received'];
  const row = await claimMessage(services.db, id, from, options.staleBefore);
  if (!row) return { state: 'skipped' };
  const route = await routeOf(services, row, routes);
  let outcome: ProcessOutcome;
  if (typeof route === 'string') outcome = { state: 'failed', failure: route };
  else {
    try {
      await route.handle(messageOf(row), services);
      outcome = { state: 'processed' };
    } catch (error) {
      outcome = { state: 'failed', failure: describeFailure(error) };
    }
  }
  const routeName = typeof route === 'string' ? row.route : route.prefix;
  await finishMessage(services.db, id, outcome, routeName);
  if (outcome.state === 'failed')
    services.logger.warn(
      { inboundMessage: id, route: routeName, failure: outcome.failure },
      'an inbound message could not be processed; it is kept (npm run console -- inbound --retry)',
    );
  return outcome;
}

/**
 * Processes the messages stored but not processed: a process stopped between the store and
 * the handler, or in the handler. Returns how many it took.
 */
export async function processPendingMessages(
  services: Services,
  routes: readonly InboundRoute[],
): Promise<number> {
  const staleBefore = new Date(Date.now() - staleProcessingMs);
  let taken = 0;
  for (const id of await pendingMessageIds(services.db, staleBefore, 1000)) {
    const outcome = await processMessage(services, id, routes, { staleBefore });
    if (outcome.state !== 'skipped') taken += 1;
  }
  return taken;
}

export interface InboundProcessor {
  /** processes the messages after the current turn of the event loop (the answer goes first) */
  schedule(ids: readonly number[], options?: ProcessOptions): void;
  /** processes, soon, the messages stored but not processed (processPendingMessages) */
  sweep(): void;
  /** resolves once every scheduled message is done */
  idle(): Promise<void>;
}

export function createInboundProcessor(
  services: Services,
  routes: readonly InboundRoute[],
): InboundProcessor {
  const running = new Set<Promise<void>>();
  const processor: InboundProcessor = {
    schedule(ids, options = {}) {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(async () => {
          for (const id of ids) await processMessage(services, id, routes, options);
        })
        .catch((error: unknown) =>
          services.logger.error({ err: error, inboundMessages: ids }, 'inbound processing failed'),
        )
        .finally(() => running.delete(done));
      running.add(done);
    },
    async sweep() {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => processPendingMessages(services, routes))
        .then(() => undefined)
        .catch((error: unknown) =>
          services.logger.error({ err: error }, 'inbound processing of pending mail failed'),
        )
        .finally(() => running.delete(done));
      running.add(done);
    },
    async idle() {
      while (running.size > 0) await Promise.all(running);
    },
  };
  return processor;
}
