// IMAP fetching of mail received (imapflow): for a mailbox an admin configured for an account,
// connect, take the messages not taken yet, store each raw message as the SMTP listener does
// (source imap, the mailbox named), and only after the store move it to the processed folder
// (default Processed), or flag it \Seen where moving is not possible; then hand each to its
// route (processing.ts). A message stored before a crash is not stored again (its UID is), and
// is moved the next time. Asked to keep watching, it waits with IDLE where the server has it
// (else polls) and fetches again as messages arrive. The job mail.imap-fetch (mail.jobs.ts)
// runs fetchAllMailboxes every minute.
import { setTimeout as sleep } from 'node:timers/promises';
import { ImapFlow, type MailboxObject } from 'imapflow';
import type { Selectable } from 'kysely';
import type { InboundMailboxesTable } from '../../db/schema/index.ts';
import type { Services } from '../../http/context.ts';
import {
  insertImapMessage,
  mailboxRows,
  recordMailboxFetch,
  storedImapUids,
} from './inbound.repository.ts';
import { processMessage, processPendingMessages } from './processing.ts';
import { inboundRoutes } from './registry.ts';
import { routeOfMailbox, type InboundRoute } from './router.ts';

export type MailboxRow = Selectable<InboundMailboxesTable>;

export interface FetchOptions {
  routes?: readonly InboundRoute[];
  /** keep watching (IDLE, or polling) until this signal aborts */
  watch?: AbortSignal;
  /** messages taken per pass at most (default 200; the next pass takes the rest) */
  limit?: number;
  /** seconds between polls of a server without IDLE (default 60) */
  pollSeconds?: number;
  /** told after each pass over the folder (a watch makes one per wake-up) */
  onPass?: (result: FetchResult) => void;
}

export interface FetchResult {
  /** messages stored now */
  stored: number;
  /** messages stored by an earlier fetch that had not been moved or flagged yet */
  storedBefore: number;
  moved: number;
  flagged: number;
}

interface Pass {
  services: Services;
  client: ImapFlow;
  mailbox: MailboxRow;
  route: string | null;
  routes: readonly InboundRoute[];
  /** the processed folder, null when moving is not possible */
  target: string | null;
  limit: number;
}

export const mailboxLabel = (mailbox: MailboxRow) =>
  `${mailbox.username}@${mailbox.host}/${mailbox.folder}`;

/** Fetches one mailbox (and keeps watching it when asked); records the outcome on its row. */
export async function fetchMailbox(
  services: Services,
  mailbox: MailboxRow,
  options: FetchOptions = {},
): Promise<FetchResult> {
  const routes = options.routes ?? inboundRoutes;
  const client = new ImapFlow({
    host: mailbox.host,
    port: mailbox.port,
    secure: mailbox.tls,
    auth: { user: mailbox.username, pass: services.secrets.open(mailbox.password) },
    logger: false,
    disableAutoIdle: true,
  });
  // An error ends the connection and rejects the command under way; this only keeps it from
  // being an unhandled 'error' event.
  client.on('error', () => undefined);
  const totals: FetchResult = { stored: 0, storedBefore: 0, moved: 0, flagged: 0 };
  try {
    await client.connect();
    try {
      const account = await services.directory.account(mailbox.account_id);
      const route = routeOfMailbox(mailbox.handler, account?.modules ?? [], routes);
      const pass: Pass = {
        services,
        client,
        mailbox,
        routes,
        route: typeof route === 'string' ? null : route.prefix,
        target: await processedFolder(client, mailbox, services),
        limit: options.limit ?? 200,
      };
      const lock = await client.getMailboxLock(mailbox.folder);
      try {
        for (;;) {
          const result = await fetchPass(pass);
          options.onPass?.(result);
          for (const key of Object.keys(totals) as (keyof FetchResult)[])
            totals[key] += result[key];
          if (!options.watch || options.watch.aborted) break;
          await waitForNews(client, options.watch, options.pollSeconds ?? 60);
          if (options.watch.aborted) break;
        }
      } finally {
        lock.release();
      }
    } finally {
      await client.logout().catch(() => client.close());
    }
  } catch (error) {
    if (!client.isClosed) client.close();
    const reason = error instanceof Error ? error.message : String(error);
    await recordMailboxFetch(services.db, mailbox.id, reason);
    throw error;
  }
  await recordMailboxFetch(services.db, mailbox.id, null);
  return totals;
}

/**
 * Fetches every configured mailbox once; a mailbox that fails is logged and recorded. Mail a
 * stopped process stored but did not process is processed first.
 */
export async function fetchAllMailboxes(
  services: Services,
  options: Omit<FetchOptions, 'watch'> = {},
): Promise<FetchResult> {
  await processPendingMessages(services, options.routes ?? inboundRoutes);
  const totals: FetchResult = { stored: 0, storedBefore: 0, moved: 0, flagged: 0 };
  for (const mailbox of await mailboxRows(services.db)) {
    try {
      const result = await fetchMailbox(services, mailbox, options);
      for (const key of Object.keys(totals) as (keyof FetchResult)[]) totals[key] += result[key];
    } catch (error) {
      services.logger.warn(
        { err: error, mailbox: mailbox.id, label: mailboxLabel(mailbox) },
        'an IMAP mailbox could not be fetched',
      );
    }
  }
  return totals;
}

/** The processed folder, created when missing; null when it can not be. */
async function processedFolder(
  client: ImapFlow,
  mailbox: MailboxRow,
  services: Services,
): Promise<string | null> {
  const folders = await client.list();
  if (folders.some((folder) => folder.path === mailbox.processed_folder))
    return mailbox.processed_folder;
  try {
    await client.mailboxCreate(mailbox.processed_folder);
    return mailbox.processed_folder;
  } catch (error) {
    services.logger.warn(
      { err: error, mailbox: mailbox.id, folder: mailbox.processed_folder },
      'the processed folder can not be created: fetched messages are flagged \\Seen instead',
    );
    return null;
  }
}

async function fetchPass(pass: Pass): Promise<FetchResult> {
  const { client, mailbox, services } = pass;
  const uidValidity = Number((client.mailbox as MailboxObject).uidValidity);
  // Moved messages leave the folder, so every message in it is new; flagged ones stay.
  const found =
    (await client.search(pass.target ? { all: true } : { seen: false }, { uid: true })) || [];
  const uids = found.slice(0, pass.limit);
  const storedBefore = await storedImapUids(services.db, mailbox.id, uidValidity, uids);
  const maxBytes = services.config.inbound.maxMessageBytes;
  const taken: number[] = [];
  const storedIds: number[] = [];
  for (const uid of uids) {
    if (!storedBefore.has(uid)) {
      const message = await client.fetchOne(String(uid), { uid: true, size: true }, { uid: true });
      if (!message) continue;
      if ((message.size ?? 0) > maxBytes) {
        services.logger.warn(
          { mailbox: mailbox.id, uid, size: message.size },
          'an IMAP message is larger than INBOUND_MAX_MESSAGE_MB: left in its folder',
        );
        continue;
      }
      const { source } =
        (await client.fetchOne(String(uid), { source: true }, { uid: true })) || {};
      if (!source) continue;
      const id = await insertImapMessage(services.db, {
        source: 'imap',
        route: pass.route,
        account_id: mailbox.account_id,
        mailbox_id: mailbox.id,
        mailbox: mailboxLabel(mailbox),
        imap_uid_validity: uidValidity,
        imap_uid: uid,
        size: source.length,
        raw: source,
      });
      if (id !== null) storedIds.push(id);
    }
    taken.push(uid);
  }
  const done = await moveOrFlag(pass, taken);
  for (const id of storedIds) await processMessage(services, id, pass.routes);
  return {
    stored: storedIds.length,
    storedBefore: taken.length - storedIds.length,
    ...done,
  };
}

/** Moves the stored messages to the processed folder, or flags them \Seen if that fails. */
async function moveOrFlag(pass: Pass, uids: readonly number[]) {
  if (uids.length === 0) return { moved: 0, flagged: 0 };
  const range = uids.join(',');
  if (pass.target) {
    try {
      if (await pass.client.messageMove(range, pass.target, { uid: true }))
        return { moved: uids.length, flagged: 0 };
    } catch (error) {
      pass.services.logger.warn(
        { err: error, mailbox: pass.mailbox.id },
        'IMAP messages could not be moved: flagged \\Seen instead',
      );
    }
    pass.target = null;
  }
  await pass.client.messageFlagsAdd(range, ['\\Seen'], { uid: true });
  return { moved: 0, flagged: uids.length };
}

/** Resolves when the server reports new messages (IDLE), a poll is due, or the watch ends. */
async function waitForNews(client: ImapFlow, signal: AbortSignal, pollSeconds: number) {
  const poll = (seconds: number) =>
    sleep(seconds * 1000, undefined, { signal }).catch(() => undefined);
  if (!client.capabilities.has('IDLE')) return poll(pollSeconds);
  const woken = await new Promise<'news' | 'idle ended'>((resolve) => {
    const done = (why: 'news' | 'idle ended') => () => {
      client.off('exists', news);
      signal.removeEventListener('abort', news);
      resolve(why);
    };
    const news = done('news');
    client.on('exists', news);
    signal.addEventListener('abort', news, { once: true });
    // IDLE ends when the next command starts (the next pass), or when the server ends it.
    client.idle().then(done('idle ended'), done('idle ended'));
  });
  // IDLE refused or cut short: a pause, so that a watch never turns into a busy loop.
  if (woken === 'idle ended') await poll(Math.min(pollSeconds, 5));
}
