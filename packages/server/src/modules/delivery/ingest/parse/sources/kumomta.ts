// KumoMTA log_hooks webhook: a JSON array of log records. Reception = submitted, Delivery,
// Bounce, TransientFailure = deferred, Expiration = bounced (message-expired), AdminBounce =
// bounced, OOB = bounced out of band, Feedback = complaint. Rejection (refused at reception,
// never queued) and Delayed (held back by KumoMTA's own throttles, no remote answer) are
// skipped: neither is an outcome at a receiving server.
import type { BounceCategory } from '@console/contract';
import { recordEventId } from '../eventId.ts';
import { finishEvent, type EventDraft, type ParseOptions } from '../finishEvent.ts';
import { headerOf, hostOf, ipOf, messageIdOf, numberOf, objectOf, text } from '../fields.ts';
import { skipped, type WebhookOutcome } from '../results.ts';
import { composeReply, enhancedCodeFromParts } from '../smtp.ts';
import { parseTimestamp } from '../time.ts';
import { parseJsonArrayBatch, type RecordMapper } from './jsonBatch.ts';
import type { BodyInput } from './jsonBody.ts';

/** KumoMTA's classes (CamelCase PowerMTA names plus its own) in PowerMTA terms. */
const classCategories: Readonly<Record<string, BounceCategory>> = {
  InvalidRecipient: 'bad-mailbox',
  BadDomain: 'bad-domain',
  DNSFailure: 'bad-domain',
  InactiveMailbox: 'inactive-mailbox',
  InvalidSender: 'invalid-sender',
  QuotaIssues: 'quota-issues',
  NoAnswerFromHost: 'no-answer-from-host',
  BadConnection: 'bad-connection',
  BadConfiguration: 'bad-configuration',
  RoutingErrors: 'routing-errors',
  MessageExpired: 'message-expired',
  ProtocolErrors: 'protocol-errors',
  TooManyRecipients: 'protocol-errors',
  AuthenticationFailed: 'policy-related',
  PolicyRelated: 'policy-related',
  SpamBlock: 'spam-related',
  SpamRelated: 'spam-related',
  SpamContent: 'content-related',
  ContentRelated: 'content-related',
  ProhibitedAttachment: 'content-related',
  VirusRelated: 'virus-related',
  RelayDenied: 'relaying-issues',
  RelayingIssues: 'relaying-issues',
};

const typeMap: Readonly<Record<string, Pick<EventDraft, 'type' | 'outOfBand'>>> = {
  Reception: { type: 'submitted' },
  Delivery: { type: 'delivered' },
  Bounce: { type: 'bounced' },
  TransientFailure: { type: 'deferred' },
  Expiration: { type: 'bounced' },
  AdminBounce: { type: 'bounced' },
  OOB: { type: 'bounced', outOfBand: true },
  Feedback: { type: 'complaint' },
};

/** `campaign:tenant@domain!routing` -> `campaign` (queue names without `:` have none). */
function campaignOfQueue(queue: string | null): string | null {
  if (queue === null) return null;
  const colon = queue.indexOf(':');
  const at = queue.indexOf('@');
  if (colon <= 0 || (at >= 0 && colon > at)) return null;
  return queue.slice(0, colon);
}

const mapKumoRecord: RecordMapper = (record, position, context) => {
  const kind = text(record.type) ?? '';
  const mapped = typeMap[kind];
  if (mapped === undefined)
    return skipped(position, `${kind || 'untyped'} record carries no delivery outcome`);
  const response = objectOf(record.response) ?? {};
  const code = numberOf(response.code);
  const enhanced = enhancedCodeFromParts(response.enhanced_code);
  const timestamp = parseTimestamp(record.timestamp);
  const created = parseTimestamp(record.created);
  const feedback = objectOf(record.feedback_report);
  if (kind === 'Feedback' && text(feedback?.feedback_type)?.toLowerCase() === 'not-spam')
    return skipped(position, 'feedback report of type not-spam');
  const isFinal = mapped.type === 'delivered' || (mapped.type === 'bounced' && !mapped.outOfBand);
  const draft: EventDraft = {
    ...mapped,
    timestamp,
    recipient: text(record.recipient) ?? text(feedback?.original_rcpt_to),
    sender: text(record.sender),
    sendingIp: ipOf(objectOf(record.source_address)?.address),
    pool: text(record.egress_pool),
    vmta: text(record.egress_source),
    campaign: campaignOfQueue(text(record.queue)) ?? text(objectOf(record.meta)?.campaign),
    messageId: messageIdOf(headerOf(record.headers, 'Message-ID')) ?? text(record.id),
    remoteMx: hostOf(objectOf(record.peer_address)?.name),
    dsnStatus: enhanced,
    smtpCode: code !== null && code >= 200 && code <= 599 ? Math.trunc(code) : null,
    diagnostic:
      mapped.type === 'submitted' ? null : composeReply(code, enhanced, text(response.content)),
    bounceCategory:
      kind === 'Expiration'
        ? 'message-expired'
        : (classCategories[text(record.bounce_classification) ?? ''] ?? null),
    deliverySeconds:
      isFinal && timestamp !== null && created !== null ? (timestamp - created) / 1000 : null,
    userAgent: text(feedback?.user_agent),
  };
  return finishEvent(context, recordEventId('kumomta', record), draft, position, record);
};

export function parseKumoMta(body: BodyInput, options: ParseOptions = {}): WebhookOutcome {
  return parseJsonArrayBatch('kumomta', body, options, mapKumoRecord);
}
