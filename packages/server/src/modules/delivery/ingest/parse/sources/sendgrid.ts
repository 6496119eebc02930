// SendGrid Event Webhook: a JSON array of events. processed = submitted, delivered, deferred,
// bounce (type bounce or blocked) = bounced, open (sg_machine_open marks Apple MPP and other
// machine opens), click, spamreport = complaint, unsubscribe and group_unsubscribe. `dropped`
// (suppressed by SendGrid, never sent) and group_resubscribe are skipped: SendGrid itself
// counts drops apart from bounces. `ip` is the sending IP on delivery events and the
// client's IP on opens and clicks. Messages are keyed by sg_message_id, which every event of
// a message carries (smtp-id is missing on opens and clicks).
import type { BounceCategory } from '@console/contract';
import { recordEventId, sourceEventId } from '../eventId.ts';
import { finishEvent, type EventDraft, type ParseOptions } from '../finishEvent.ts';
import { firstOf, messageIdOf, text } from '../fields.ts';
import { skipped, type WebhookOutcome } from '../results.ts';
import { parseTimestamp } from '../time.ts';
import { parseJsonArrayBatch, type RecordMapper } from './jsonBatch.ts';
import type { BodyInput } from './jsonBody.ts';

const eventTypes: Readonly<Record<string, EventDraft['type']>> = {
  processed: 'submitted',
  delivered: 'delivered',
  deferred: 'deferred',
  bounce: 'bounced',
  blocked: 'bounced',
  open: 'open',
  click: 'click',
  spamreport: 'complaint',
  unsubscribe: 'unsubscribe',
  group_unsubscribe: 'unsubscribe',
};

/** SendGrid's bounce_classification, used when the reply text tells nothing. */
const classificationHints: Readonly<Record<string, BounceCategory>> = {
  'Invalid Address': 'bad-mailbox',
  'Mailbox Unavailable': 'inactive-mailbox',
  Content: 'content-related',
  Reputation: 'spam-related',
  'Frequency or Volume Too High': 'policy-related',
  Technical: 'bad-connection',
};

const mapSendGridEvent: RecordMapper = (record, position, context) => {
  const name = text(record.event) ?? '';
  const type = eventTypes[name];
  if (type === undefined)
    return skipped(position, `${name || 'unnamed'} event carries no delivery outcome`);
  const interaction = type === 'open' || type === 'click';
  const bounceType = text(record.type);
  const draft: EventDraft = {
    type,
    timestamp: parseTimestamp(record.timestamp),
    recipient: text(record.email),
    sendingIp: interaction ? null : text(record.ip),
    clientIp: interaction ? text(record.ip) : null,
    userAgent: text(record.useragent),
    machineFlag: record.sg_machine_open === true || record.sg_machine_open === 'true',
    campaign:
      text(record.marketing_campaign_name) ??
      text(record.singlesend_name) ??
      text(firstOf(record.category)),
    messageId: text(record.sg_message_id) ?? messageIdOf(record['smtp-id']),
    dsnStatus: text(record.status),
    diagnostic:
      type === 'deferred' || type === 'delivered' ? text(record.response) : text(record.reason),
    categoryHint:
      classificationHints[text(record.bounce_classification) ?? ''] ??
      (bounceType === 'blocked' || name === 'blocked' ? 'spam-related' : null),
  };
  const eventId = text(record.sg_event_id);
  const id =
    eventId === null ? recordEventId('sendgrid', record) : sourceEventId('sendgrid', eventId);
  return finishEvent(context, id, draft, position, record);
};

export function parseSendGrid(body: BodyInput, options: ParseOptions = {}): WebhookOutcome {
  return parseJsonArrayBatch('sendgrid', body, options, mapSendGridEvent);
}
