// The recipient router of mail received: a module registers a route (registry.ts), an address
// prefix with a check of the rest of the local part and a handler. `dmarc+<token>@MAIL_DOMAIN`
// goes to the route of prefix `dmarc` when it accepts the token; any other address is refused at
// RCPT TO, so the sender learns it at once. A message fetched over IMAP has no such address: it
// goes to the route its mailbox names, or else to the route of its account's module.
import type { ModuleCode } from '@console/contract';
import type { Services } from '../../http/context.ts';
import type { InboundSource } from '../../db/schema/index.ts';

/** A stored message as a handler gets it. */
export interface InboundMessage {
  id: number;
  source: InboundSource;
  /** the message as received, byte for byte */
  raw: Buffer;
  /** MAIL FROM ('' for the null sender); null when fetched over IMAP */
  mailFrom: string | null;
  /** the RCPT TO addresses of this route (SMTP) */
  rcptTo: string[];
  /** the mailbox's account (IMAP); over SMTP the handler finds it from the token */
  accountId: string | null;
  mailboxId: number | null;
  clientAddress: string | null;
  helo: string | null;
  /** set when the sender used STARTTLS */
  tls: { protocol: string; cipher: string } | null;
  size: number;
  receivedAt: Date;
}

export interface InboundRoute {
  /** the local part before `+`: `dmarc` for dmarc+<token>@MAIL_DOMAIN (lower case) */
  prefix: string;
  /** the module whose IMAP mailboxes come here when a mailbox names no handler */
  module?: ModuleCode;
  /** whether the module knows this address (its token); false refuses it with 550 */
  accepts(address: InboundAddress, services: Services): boolean | Promise<boolean>;
  /** parses the stored message and keeps what it means; a throw marks it failed, kept for retry */
  handle(message: InboundMessage, services: Services): Promise<void>;
}

export interface InboundAddress {
  /** the whole local part, lower case: `dmarc+k3y` */
  localPart: string;
  /** what follows the prefix and `+`, as written: `k3y` */
  token: string;
}

/** The route an address of MAIL_DOMAIN belongs to by its prefix (not yet whether it accepts). */
export function routeOfAddress(
  address: string,
  mailDomain: string,
  routes: readonly InboundRoute[],
): { route: InboundRoute; address: InboundAddress } | null {
  const at = address.lastIndexOf('@');
  if (at <= 0 || address.slice(at + 1).toLowerCase() !== mailDomain) return null;
  const localPart = address.slice(0, at);
  const plus = localPart.indexOf('+');
  if (plus <= 0) return null;
  const prefix = localPart.slice(0, plus).toLowerCase();
  const route = routes.find((candidate) => candidate.prefix === prefix);
  const token = localPart.slice(plus + 1);
  if (!route || token === '') return null;
  return { route, address: { localPart: localPart.toLowerCase(), token } };
}

/** The route of an IMAP mailbox: the handler it names, or the one of its account's module. */
export function routeOfMailbox(
  handler: string | null,
  accountModules: readonly string[],
  routes: readonly InboundRoute[],
): InboundRoute | string {
  if (handler !== null) {
    return (
      routes.find((route) => route.prefix === handler) ??
      `the mailbox names the handler "${handler}", which no module registers`
    );
  }
  const candidates = routes.filter(
    (route) => route.module !== undefined && accountModules.includes(route.module),
  );
  if (candidates.length === 1) return candidates[0] as InboundRoute;
  return candidates.length === 0
    ? 'no module of the account takes mail from a mailbox: name a handler for the mailbox'
    : `several modules of the account take mail (${candidates.map((route) => route.prefix).join(', ')}): name a handler for the mailbox`;
}
