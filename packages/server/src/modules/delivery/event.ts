// The normalised delivery event every ingest source is mapped onto, and its validator. One
// event is one thing that happened to one message for one recipient (a delivery attempt's
// outcome, an open, a complaint...). Storage keys on `id` (source event id or a stable hash of
// the record), so the same record ingested twice counts once.
import net from 'node:net';
import { bounceCategories, type BounceCategory } from '@console/contract';
import { memoized } from './ingest/parse/memo.ts';

export const deliveryEventTypes = [
  'submitted',
  'delivered',
  'bounced',
  'deferred',
  'open',
  'click',
  'complaint',
  'unsubscribe',
  'trap',
] as const;
export type DeliveryEventType = (typeof deliveryEventTypes)[number];

export const ingestSources = [
  'powermta',
  'kumomta',
  'halon',
  'mailerq',
  'sendgrid',
  'mailgun',
  'sparkpost',
  'ses',
  'demo',
] as const;
export type IngestSource = (typeof ingestSources)[number];

export interface NormalisedEvent {
  /** idempotency key, `<source>:<source event id>` or `<source>:h:<hash of the record>` */
  id: string;
  type: DeliveryEventType;
  /** epoch milliseconds */
  timestamp: number;
  /** lower-cased; null only for queue-level records (PowerMTA `tq`) */
  recipient: string | null;
  recipientDomain: string | null;
  /** mailbox provider id (google, yahoo, outlook, office365, apple, ...) */
  provider: string | null;
  sendingIp: string | null;
  /** VMTA / egress source */
  vmta: string | null;
  /** VMTA pool / egress pool / IP pool */
  pool: string | null;
  /** job or campaign */
  campaign: string | null;
  /** envelope sender */
  sender: string | null;
  senderDomain: string | null;
  /** PowerMTA category, for bounced and deferred events */
  bounceCategory: BounceCategory | null;
  /** enhanced status code, e.g. 5.1.1 */
  dsnStatus: string | null;
  /** SMTP reply code, e.g. 550 */
  smtpCode: number | null;
  /** the remote server's answer (or the MTA's own reason) */
  diagnostic: string | null;
  /** diagnostic with addresses, ids and numbers replaced, for Top Bounces / Top Deferrals */
  diagnosticTemplate: string | null;
  /** host name of the receiving MX */
  remoteMx: string | null;
  messageId: string | null;
  /** seconds from queueing to this delivered or bounced event */
  deliverySeconds: number | null;
  /** open or click from a machine (privacy proxy prefetch, scanner, open right after delivery) */
  machineOpen: boolean;
  /** IP address of the client that opened or clicked */
  clientIp: string | null;
  userAgent: string | null;
  /** a bounce or status reported after the message was accepted (DSN, OOB, remote bounce) */
  outOfBand: boolean;
  /** sending platform (esp dimension): the source unless the dataset names it (e.g. bird) */
  platform: string;
  source: IngestSource;
  /** 1-based line of the record for line-oriented inputs (CSV, NDJSON) */
  line: number | null;
  /** 0-based index of the record in a JSON array body */
  index: number | null;
}

export type ValidationResult = { ok: true; event: NormalisedEvent } | { ok: false; reason: string };

const typeSet = new Set<string>(deliveryEventTypes);
const sourceSet = new Set<string>(ingestSources);
const categorySet = new Set<string>(bounceCategories);
/** 2000-01-01 and 2100-01-01: anything outside is a unit or parse error, not an event. */
const earliest = 946_684_800_000;
const latest = 4_102_444_800_000;
const dsnPattern = /^[245]\.\d{1,3}\.\d{1,3}$/;

const isString = (value: unknown) => value === null || typeof value === 'string';

/**
 * The longest value of each text field that an event may carry. Real values are far shorter
 * (an address is at most 320 characters, a Message-ID a 998-character header line, an SMTP
 * reply a few lines of at most 512); a field past its limit is a broken or hostile record.
 */
export const maxFieldLength = {
  id: 1000,
  recipient: 320,
  recipientDomain: 255,
  provider: 255,
  vmta: 1000,
  pool: 1000,
  campaign: 1000,
  sender: 320,
  senderDomain: 255,
  diagnostic: 10_000,
  diagnosticTemplate: 10_000,
  remoteMx: 255,
  messageId: 998,
  userAgent: 2000,
  platform: 255,
} as const;
type TextField = keyof typeof maxFieldLength;

/**
 * Why a text field cannot be stored: too long, a NUL character (PostgreSQL's text refuses it,
 * which failed the whole batch's transaction), or a lone surrogate (not UTF-8). A one-byte
 * string cannot hold a surrogate, so isWellFormed costs nothing on the common values.
 */
function textProblem(field: TextField, value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (value.length > maxFieldLength[field])
    return `${field} longer than ${maxFieldLength[field]} characters`;
  if (value.includes('\0')) return `${field} contains a NUL character`;
  if (!value.isWellFormed()) return `${field} is not valid Unicode (a lone surrogate)`;
  return null;
}

/** net.isIP per distinct address (memo.ts): sending IPs repeat on almost every record. */
const isIpText = memoized((value: string) => net.isIP(value) !== 0);

/** Checks an event of unknown origin (a parser's output, a stored row, test data). */
export function validateEvent(value: unknown): ValidationResult {
  const reason = invalidReason(value);
  return reason === null ? { ok: true, event: value as NormalisedEvent } : { ok: false, reason };
}

/**
 * Why an event is invalid, or null: validateEvent without its result object (the parsers'
 * check of every event). The checks read each field by name in a fixed order (the first
 * failing one is the reason): a loop over field names made every read a lookup by a varying
 * key, a visible part of parsing at ingest rates.
 */
export function invalidReason(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return 'event is not an object';
  const event = value as Record<string, unknown>;
  if (typeof event.id !== 'string' || event.id.length === 0) return 'id missing';
  if (typeof event.type !== 'string' || !typeSet.has(event.type))
    return `unknown event type ${String(event.type)}`;
  if (typeof event.source !== 'string' || !sourceSet.has(event.source))
    return `unknown source ${String(event.source)}`;
  const timestamp = event.timestamp;
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp)) return 'timestamp missing';
  if (timestamp < earliest || timestamp >= latest) return `timestamp out of range: ${timestamp}`;
  if (!isString(event.recipient)) return 'recipient must be a string or null';
  if (!isString(event.recipientDomain)) return 'recipientDomain must be a string or null';
  if (!isString(event.provider)) return 'provider must be a string or null';
  if (!isString(event.vmta)) return 'vmta must be a string or null';
  if (!isString(event.pool)) return 'pool must be a string or null';
  if (!isString(event.campaign)) return 'campaign must be a string or null';
  if (!isString(event.sender)) return 'sender must be a string or null';
  if (!isString(event.senderDomain)) return 'senderDomain must be a string or null';
  if (!isString(event.diagnostic)) return 'diagnostic must be a string or null';
  if (!isString(event.diagnosticTemplate)) return 'diagnosticTemplate must be a string or null';
  if (!isString(event.remoteMx)) return 'remoteMx must be a string or null';
  if (!isString(event.messageId)) return 'messageId must be a string or null';
  if (!isString(event.userAgent)) return 'userAgent must be a string or null';
  if (!isString(event.platform)) return 'platform must be a string or null';
  if (typeof event.platform !== 'string' || event.platform === '') return 'platform missing';
  // Each field read by name, as above.
  const problem =
    textProblem('id', event.id) ??
    textProblem('recipient', event.recipient) ??
    textProblem('recipientDomain', event.recipientDomain) ??
    textProblem('provider', event.provider) ??
    textProblem('vmta', event.vmta) ??
    textProblem('pool', event.pool) ??
    textProblem('campaign', event.campaign) ??
    textProblem('sender', event.sender) ??
    textProblem('senderDomain', event.senderDomain) ??
    textProblem('diagnostic', event.diagnostic) ??
    textProblem('diagnosticTemplate', event.diagnosticTemplate) ??
    textProblem('remoteMx', event.remoteMx) ??
    textProblem('messageId', event.messageId) ??
    textProblem('userAgent', event.userAgent) ??
    textProblem('platform', event.platform);
  if (problem !== null) return problem;
  if (event.recipient === null && event.recipientDomain === null) return 'recipient missing';
  if (typeof event.recipient === 'string' && !event.recipient.includes('@'))
    return `recipient is not an address: ${event.recipient}`;
  const sendingIp = event.sendingIp;
  if (sendingIp !== null && (typeof sendingIp !== 'string' || !isIpText(sendingIp)))
    return `sendingIp is not an IP address: ${String(sendingIp)}`;
  const clientIp = event.clientIp;
  if (clientIp !== null && (typeof clientIp !== 'string' || !isIpText(clientIp)))
    return `clientIp is not an IP address: ${String(clientIp)}`;
  const category = event.bounceCategory;
  if (category !== null && (typeof category !== 'string' || !categorySet.has(category)))
    return `unknown bounce category ${String(category)}`;
  const dsn = event.dsnStatus;
  if (dsn !== null && (typeof dsn !== 'string' || !dsnPattern.test(dsn)))
    return `malformed DSN status ${String(dsn)}`;
  const code = event.smtpCode;
  if (
    code !== null &&
    (typeof code !== 'number' || !Number.isInteger(code) || code < 200 || code > 599)
  )
    return `malformed SMTP code ${String(code)}`;
  const seconds = event.deliverySeconds;
  if (seconds !== null && (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0))
    return `delivery seconds must be a number >= 0: ${String(seconds)}`;
  if (typeof event.machineOpen !== 'boolean') return 'machineOpen must be a boolean';
  if (typeof event.outOfBand !== 'boolean') return 'outOfBand must be a boolean';
  for (const key of ['line', 'index'] as const) {
    const position = event[key];
    if (position !== null && (typeof position !== 'number' || !Number.isInteger(position)))
      return `${key} must be an integer or null`;
  }
  return null;
}
