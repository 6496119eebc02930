// Mailgun webhooks: one event per POST, `{signature: {timestamp, token, signature},
// "event-data": {...}}`, verified before anything is read (mailgunSignature.ts). accepted =
// submitted, delivered, failed with severity temporary = deferred and permanent = bounced,
// opened, clicked, unsubscribed, complained. rejected (refused by Mailgun before sending) and
// failed because of a Mailgun suppression (reason suppress-*) are skipped, as Mailgun counts
// them apart from bounces. A bad signature is refused with 406: Mailgun does not retry a 406,
// and a forged or mis-keyed request will not become valid by retrying.
import { sourceEventId, recordEventId } from '../eventId.ts';
import {
  createParseContext,
  finishEvent,
  type EventDraft,
  type ParseOptions,
} from '../finishEvent.ts';
import { firstOf, headerOf, messageIdOf, numberOf, objectOf, text } from '../fields.ts';
import {
  addItem,
  emptyBatch,
  refused,
  skipped,
  type ParseItem,
  type Position,
  type WebhookOutcome,
} from '../results.ts';
import type { ParseContext } from '../finishEvent.ts';
import { composeReply, enhancedCodeOf } from '../smtp.ts';
import { parseTimestamp } from '../time.ts';
import { readJsonBody, type BodyInput } from './jsonBody.ts';
import { verifyMailgunSignature, type MailgunSignatureOptions } from './mailgunSignature.ts';

export interface MailgunOptions extends ParseOptions, MailgunSignatureOptions {}

const eventTypes: Readonly<Record<string, EventDraft['type']>> = {
  accepted: 'submitted',
  delivered: 'delivered',
  opened: 'open',
  clicked: 'click',
  unsubscribed: 'unsubscribe',
  complained: 'complaint',
};

function typeOf(name: string, data: Record<string, unknown>): EventDraft['type'] | string {
  if (name === 'failed') {
    const reason = text(data.reason) ?? '';
    if (reason.startsWith('suppress-'))
      return `failed because of the Mailgun suppression ${reason}`;
    return text(data.severity) === 'temporary' ? 'deferred' : 'bounced';
  }
  return eventTypes[name] ?? `${name || 'unnamed'} event carries no delivery outcome`;
}

function campaignOf(data: Record<string, unknown>): string | null {
  const variables = objectOf(data['user-variables']);
  const campaign = objectOf(firstOf(data.campaigns));
  return text(variables?.campaign) ?? text(campaign?.name) ?? text(firstOf(data.tags));
}

export function mapMailgunEvent(
  data: Record<string, unknown>,
  position: Position,
  context: ParseContext,
): ParseItem {
  const name = text(data.event) ?? '';
  const type = typeOf(name, data);
  if (!isEventType(type)) return skipped(position, type);
  const status = objectOf(data['delivery-status']) ?? {};
  const envelope = objectOf(data.envelope) ?? {};
  const message = objectOf(data.message) ?? {};
  const client = objectOf(data['client-info']) ?? {};
  const code = numberOf(status.code);
  const reply = text(status.message) ?? text(status.description);
  const enhanced = enhancedCodeOf(text(status['enhanced-code'])) ?? enhancedCodeOf(reply);
  const interaction = type === 'open' || type === 'click';
  const draft: EventDraft = {
    type,
    timestamp: parseTimestamp(data.timestamp),
    recipient: text(data.recipient),
    recipientDomain: text(data['recipient-domain'])?.toLowerCase() ?? null,
    sender: text(envelope.sender),
    sendingIp: text(envelope['sending-ip']),
    campaign: campaignOf(data),
    messageId: messageIdOf(headerOf(message.headers, 'message-id')),
    remoteMx: text(status['mx-host']),
    dsnStatus: enhanced,
    smtpCode: code !== null && code >= 200 && code <= 599 ? Math.trunc(code) : null,
    diagnostic: interaction ? null : composeReply(code, enhanced, reply),
    categoryHint: text(data.reason) === 'old' ? 'message-expired' : null,
    clientIp: interaction ? text(data.ip) : null,
    userAgent: text(client['user-agent']),
    machineFlag: text(client.bot) !== null,
  };
  const eventId = text(data.id);
  const id = eventId === null ? recordEventId('mailgun', data) : sourceEventId('mailgun', eventId);
  return finishEvent(context, id, draft, position, data);
}

function isEventType(value: string): value is EventDraft['type'] {
  return [
    'submitted',
    'delivered',
    'deferred',
    'bounced',
    'open',
    'click',
    'unsubscribe',
    'complaint',
  ].includes(value);
}

export function parseMailgun(body: BodyInput, options: MailgunOptions): WebhookOutcome {
  const parsed = readJsonBody(body, options.maxExpandedBytes);
  if (!parsed.ok) return refused(parsed.status, parsed.reason);
  const payload = objectOf(parsed.value);
  if (payload === null) return refused(400, 'body is not a JSON object');
  const check = verifyMailgunSignature(payload.signature, options);
  if (!check.ok) return refused(406, check.reason);
  const data = objectOf(payload['event-data']);
  if (data === null) return refused(400, 'event-data missing');
  const batch = emptyBatch();
  addItem(
    batch,
    mapMailgunEvent(data, { line: null, index: 0 }, createParseContext('mailgun', options)),
  );
  return { kind: 'batch', ...batch };
}
