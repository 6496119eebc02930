// `pnpm console inbound [--limit N] [--state S]`: the last messages received (SMTP and IMAP)
// with their state; `inbound --retry ID` runs a failed one's handler again. `pnpm console
// mailbox add|list|remove`: the IMAP mailboxes fetched for accounts (mail/inbound/imapFetch.ts);
// the password is read from standard input, never from the command line, and stored sealed.
import type { InboundState } from '../db/schema/index.ts';
import { fail } from '../http/apiError.ts';
import type { Services } from '../http/context.ts';
import { mailboxLabel } from '../mail/inbound/imapFetch.ts';
import {
  deleteMailbox,
  findMessage,
  insertMailbox,
  mailboxRows,
  recentMessages,
} from '../mail/inbound/inbound.repository.ts';
import { processMessage } from '../mail/inbound/processing.ts';
import { inboundRoutes } from '../mail/inbound/registry.ts';
import type { InboundRoute } from '../mail/inbound/router.ts';
import { findAccount } from '../modules/accounts/accounts.repository.ts';
import { stringOption, type Args } from './args.ts';

export const inboundHelp = `  inbound [--limit N] [--state received|processing|processed|failed]
                       the last mails received (SMTP listener, IMAP mailboxes) and their state
  inbound --retry ID   run the handler of a failed mail again
  mailbox add --account A --host H [--port P] --user U --password-stdin [--tls]
              [--folder INBOX] [--processed-folder Processed] [--handler PREFIX]
                       an IMAP mailbox fetched every minute for the account (password on stdin)
  mailbox list         the mailboxes, their last fetch and error
  mailbox remove ID    stop fetching a mailbox (its stored mails are kept)`;

const states: readonly InboundState[] = ['received', 'processing', 'processed', 'failed'];

function wholeNumber(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw fail('ValidationError', `${name} must be a whole number`);
  return number;
}

export async function inboundCommand(
  services: Services,
  args: Args,
  routes: readonly InboundRoute[] = inboundRoutes,
): Promise<string[]> {
  const retry = wholeNumber(stringOption(args, 'retry'), '--retry');
  if (args.options.has('retry') && retry === undefined)
    throw fail('ValidationError', 'Give the id of the mail to retry: --retry ID');
  if (retry !== undefined) return retryMessage(services, retry, routes);
  const limit = wholeNumber(stringOption(args, 'limit'), '--limit') ?? 20;
  const state = stringOption(args, 'state');
  if (state !== undefined && !states.includes(state as InboundState))
    throw fail('ValidationError', `--state must be one of ${states.join(', ')}`);
  const rows = await recentMessages(services.db, limit, state as InboundState | undefined);
  if (rows.length === 0) return ['No mail received.'];
  return [
    ['ID', 'RECEIVED', 'SOURCE', 'FROM', 'TO', 'SIZE', 'TLS', 'ROUTE', 'STATE', 'FAILURE'].join(
      '\t',
    ),
    ...rows.map((row) =>
      [
        row.id,
        row.received_at.toISOString().slice(0, 19) + 'Z',
        row.source === 'imap' ? `imap ${row.mailbox ?? ''}` : `smtp ${row.client_address ?? ''}`,
        row.mail_from === null ? '-' : row.mail_from || '<>',
        row.rcpt_to.join(',') || '-',
        row.size,
        row.tls_protocol ?? '-',
        row.route ?? '-',
        row.state,
        row.failure ?? '',
      ].join('\t'),
    ),
  ];
}

async function retryMessage(
  services: Services,
  id: number,
  routes: readonly InboundRoute[],
): Promise<string[]> {
  const message = await findMessage(services.db, id);
  if (!message) throw fail('NotFound', `No mail ${id}`);
  if (message.state !== 'failed')
    throw fail('Conflict', `Mail ${id} is ${message.state}: only a failed mail is retried`);
  const outcome = await processMessage(services, id, routes, { from: ['failed'] });
  if (outcome.state === 'processed') return [`Mail ${id} processed.`];
  if (outcome.state === 'failed')
    throw fail('Conflict', `Mail ${id} failed again: ${outcome.failure}`);
  throw fail('Conflict', `Mail ${id} is being processed by another process`);
}

async function readAll(input: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

export async function mailboxCommand(
  services: Services,
  args: Args,
  routes: readonly InboundRoute[] = inboundRoutes,
  input: NodeJS.ReadableStream = process.stdin,
): Promise<string[]> {
  const action = args.positionals[1];
  if (action === 'add') return addMailbox(services, args, routes, input);
  if (action === 'list') return listMailboxes(services);
  if (action === 'remove') {
    const id = wholeNumber(args.positionals[2], 'The mailbox id');
    if (id === undefined) throw fail('ValidationError', 'Give the mailbox id: mailbox remove ID');
    if (!(await deleteMailbox(services.db, id))) throw fail('NotFound', `No mailbox ${id}`);
    return [`Mailbox ${id} removed; the mails stored from it are kept.`];
  }
  throw fail('ValidationError', 'mailbox add, mailbox list or mailbox remove ID');
}

async function addMailbox(
  services: Services,
  args: Args,
  routes: readonly InboundRoute[],
  input: NodeJS.ReadableStream,
): Promise<string[]> {
  const account = stringOption(args, 'account');
  const host = stringOption(args, 'host');
  const username = stringOption(args, 'user');
  if (!account || !host || !username)
    throw fail('ValidationError', 'Give --account, --host and --user');
  if (!args.options.has('password-stdin'))
    throw fail('ValidationError', 'Give the password on standard input with --password-stdin');
  const tls = args.options.has('tls');
  const port = wholeNumber(stringOption(args, 'port'), '--port') ?? (tls ? 993 : 143);
  if (port > 65535) throw fail('ValidationError', '--port must be at most 65535');
  const handler = stringOption(args, 'handler')?.toLowerCase() ?? null;
  if (handler !== null && !routes.some((route) => route.prefix === handler))
    throw fail(
      'ValidationError',
      `--handler must be a registered route: ${routes.map((route) => route.prefix).join(', ') || 'none is registered yet'}`,
    );
  if (!(await findAccount(services.db, account))) throw fail('NotFound', `No account ${account}`);
  const password = (await readAll(input)).replace(/\r?\n$/, '');
  if (password === '') throw fail('ValidationError', 'The password on standard input is empty');
  const folder = stringOption(args, 'folder') ?? 'INBOX';
  const processed = stringOption(args, 'processed-folder') ?? 'Processed';
  const id = await insertMailbox(services.db, {
    account_id: account,
    host,
    port,
    tls,
    username,
    password: services.secrets.seal(password),
    folder,
    processed_folder: processed,
    handler,
  });
  return [
    `Mailbox ${id} added for ${account}: ${username}@${host}:${port}${tls ? ' (TLS)' : ''}, ` +
      `folder ${folder}, fetched mail moved to ${processed}.`,
  ];
}

async function listMailboxes(services: Services): Promise<string[]> {
  const rows = await mailboxRows(services.db);
  if (rows.length === 0) return ['No mailboxes.'];
  return [
    [
      'ID',
      'ACCOUNT',
      'MAILBOX',
      'PORT',
      'TLS',
      'PROCESSED',
      'HANDLER',
      'LAST FETCH',
      'LAST ERROR',
    ].join('\t'),
    ...rows.map((row) =>
      [
        row.id,
        row.account_id,
        mailboxLabel(row),
        row.port,
        row.tls ? 'yes' : 'no',
        row.processed_folder,
        row.handler ?? '(module)',
        row.last_fetch_at?.toISOString().slice(0, 19) ?? 'never',
        row.last_error ?? '',
      ].join('\t'),
    ),
  ];
}
