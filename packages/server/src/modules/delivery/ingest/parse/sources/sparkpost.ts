// SparkPost / Bird webhooks: a JSON array of `{"msys": {"<class>_event": {...}}}`. A batch
// whose every element has an empty `msys` is SparkPost's ping when a webhook is saved. Types:
// injection = submitted, delivery, bounce, delay = deferred, out_of_band = bounced out of band,
// spam_complaint = complaint, open / initial_open (top and bottom pixel; unique opens count
// one per message) and their AMP forms = open, click / amp_click, list_unsubscribe and
// link_unsubscribe. policy_rejection and generation_* (never sent; SparkPost counts them as
// rejections, not bounces) and relay / sms events are skipped.
import type { BounceCategory } from '@console/contract';
import { recordEventId, sourceEventId } from '../eventId.ts';
import { finishEvent, type EventDraft, type ParseOptions } from '../finishEvent.ts';
import { numberOf, objectOf, text } from '../fields.ts';
import { refused, skipped, type WebhookOutcome } from '../results.ts';
import { parseTimestamp } from '../time.ts';
import { parseJsonArrayBatch, type RecordMapper } from './jsonBatch.ts';
import { readJsonArray, type BodyInput } from './jsonBody.ts';

const eventTypes: Readonly<Record<string, Pick<EventDraft, 'type' | 'outOfBand'>>> = {
  injection: { type: 'submitted' },
  delivery: { type: 'delivered' },
  bounce: { type: 'bounced' },
  delay: { type: 'deferred' },
  out_of_band: { type: 'bounced', outOfBand: true },
  spam_complaint: { type: 'complaint' },
  open: { type: 'open' },
  initial_open: { type: 'open' },
  amp_open: { type: 'open' },
  amp_initial_open: { type: 'open' },
  click: { type: 'click' },
  amp_click: { type: 'click' },
  list_unsubscribe: { type: 'unsubscribe' },
  link_unsubscribe: { type: 'unsubscribe' },
};

/** SparkPost bounce classes (bounce_class) in PowerMTA terms; generic classes give no hint. */
const bounceClassHints: Readonly<Record<number, BounceCategory>> = {
  10: 'bad-mailbox',
  21: 'bad-domain',
  22: 'quota-issues',
  23: 'quota-issues',
  24: 'no-answer-from-host',
  25: 'policy-related',
  30: 'bad-mailbox',
  50: 'spam-related',
  51: 'spam-related',
  52: 'content-related',
  53: 'content-related',
  54: 'relaying-issues',
};

function eventOf(record: Record<string, unknown>): Record<string, unknown> | null {
  const msys = objectOf(record.msys);
  if (msys === null) return null;
  for (const value of Object.values(msys)) {
    const event = objectOf(value);
    if (event !== null) return event;
  }
  return null;
}

const mapSparkPostRecord: RecordMapper = (record, position, context) => {
  const event = eventOf(record);
  if (event === null) return skipped(position, 'empty msys (ping)');
  const name = text(event.type) ?? '';
  const mapped = eventTypes[name];
  if (mapped === undefined)
    return skipped(position, `${name || 'untyped'} event carries no delivery outcome`);
  const interaction = mapped.type === 'open' || mapped.type === 'click';
  const final =
    mapped.type === 'delivered' || (mapped.type === 'bounced' && mapped.outOfBand !== true);
  const queueMs = numberOf(event.queue_time);
  const draft: EventDraft = {
    ...mapped,
    timestamp: parseTimestamp(event.timestamp),
    recipient: text(event.rcpt_to) ?? text(event.raw_rcpt_to),
    sender: text(event.msg_from),
    sendingIp: interaction ? null : text(event.sending_ip),
    pool: text(event.ip_pool),
    campaign: text(event.campaign_id),
    messageId: text(event.message_id),
    diagnostic: interaction ? null : (text(event.raw_reason) ?? text(event.reason)),
    categoryHint: bounceClassHints[numberOf(event.bounce_class) ?? 0] ?? null,
    deliverySeconds: final && queueMs !== null ? queueMs / 1000 : null,
    clientIp: interaction ? text(event.ip_address) : null,
    userAgent: text(event.user_agent),
  };
  const eventId = text(event.event_id);
  const id =
    eventId === null ? recordEventId('sparkpost', event) : sourceEventId('sparkpost', eventId);
  return finishEvent(context, id, draft, position, record);
};

function isPing(records: unknown[]): boolean {
  return records.every((record) => {
    const msys = objectOf(objectOf(record)?.msys);
    return msys !== null && Object.keys(msys).length === 0;
  });
}

export function parseSparkPost(body: BodyInput, options: ParseOptions = {}): WebhookOutcome {
  const parsed = readJsonArray(body, options.maxExpandedBytes);
  if (!parsed.ok) return refused(parsed.status, parsed.reason);
  if (isPing(parsed.records))
    return { kind: 'ping', reason: 'SparkPost webhook test (empty msys)' };
  return parseJsonArrayBatch('sparkpost', parsed.records, options, mapSparkPostRecord);
}
