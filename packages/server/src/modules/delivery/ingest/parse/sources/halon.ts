// Halon delivery attempts from the http-bulk plugin's `jsonarray` format (header
// `Authorization: <key>` is the HTTP layer's business). `status` delivered, delayed = deferred,
// failed = bounced; removed (deleted from the queue by an operator) is skipped. Reply parts
// come as result_code / result_enhanced ([5,1,1] or "5.1.1") / result_reason (lines), or as
// error_message when no SMTP answer was had (connection errors).
import { recordEventId } from '../eventId.ts';
import { finishEvent, type EventDraft, type ParseOptions } from '../finishEvent.ts';
import { hostOf, numberOf, objectOf, text } from '../fields.ts';
import { skipped, type WebhookOutcome } from '../results.ts';
import { composeReply, enhancedCodeFromParts } from '../smtp.ts';
import { parseTimestamp } from '../time.ts';
import { parseJsonArrayBatch, type RecordMapper } from './jsonBatch.ts';
import type { BodyInput } from './jsonBody.ts';

const statusTypes: Readonly<Record<string, EventDraft['type']>> = {
  delivered: 'delivered',
  delayed: 'deferred',
  deferred: 'deferred',
  failed: 'bounced',
  bounced: 'bounced',
};

function reasonText(value: unknown): string | null {
  if (Array.isArray(value)) return text(value.filter((line) => typeof line === 'string').join(' '));
  return text(value);
}

function recipientOf(record: Record<string, unknown>): string | null {
  const whole = text(record.recipient);
  if (whole !== null) return whole;
  const local = text(record.recipient_localpart);
  const domain = text(record.recipient_domain);
  return local !== null && domain !== null ? `${local}@${domain}` : null;
}

const mapHalonRecord: RecordMapper = (record, position, context) => {
  const recordType = text(record.type);
  if (recordType !== null && recordType.toUpperCase() !== 'SMTP')
    return skipped(position, `${recordType} record is not a delivery attempt`);
  const status = (text(record.status) ?? '').toLowerCase();
  const type = statusTypes[status];
  if (type === undefined)
    return skipped(position, `attempt status ${status || '(none)'} carries no delivery outcome`);
  const code = numberOf(record.result_code);
  const enhanced = enhancedCodeFromParts(record.result_enhanced);
  const attemptedAt = parseTimestamp(record.ts_attempt ?? record.ts);
  const receivedAt = parseTimestamp(record.ts_received);
  const remoteMx = objectOf(record.connection_remotemx)?.hostname ?? record.connection_remotemx;
  const draft: EventDraft = {
    type,
    timestamp: attemptedAt,
    recipient: recipientOf(record),
    recipientDomain: text(record.recipient_domain)?.toLowerCase() ?? null,
    sender: text(record.sender),
    sendingIp: text(record.connection_localip),
    vmta: text(record.transportid),
    campaign: text(record.jobid),
    messageId: text(record.messageid),
    remoteMx: hostOf(remoteMx),
    dsnStatus: enhanced,
    smtpCode: code !== null && code >= 200 && code <= 599 ? Math.trunc(code) : null,
    diagnostic:
      composeReply(code, enhanced, reasonText(record.result_reason)) ?? text(record.error_message),
    deliverySeconds:
      type !== 'deferred' && attemptedAt !== null && receivedAt !== null
        ? (attemptedAt - receivedAt) / 1000
        : null,
  };
  return finishEvent(context, recordEventId('halon', record), draft, position, record);
};

export function parseHalon(body: BodyInput, options: ParseOptions = {}): WebhookOutcome {
  return parseJsonArrayBatch('halon', body, options, mapHalonRecord);
}
