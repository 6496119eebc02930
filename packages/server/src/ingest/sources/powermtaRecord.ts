// One PowerMTA accounting record (a CSV row under its header) to an event draft. Record types:
// d delivered, b bounced, t and tq deferred (tq is per queue: no recipient, the domain comes
// from `queue` = domain/vmta), r received = submitted, f feedback loop = complaint, rb remote
// bounce and rs remote status (asynchronous DSNs: outOfBand; rs counts only when delayed or
// failed, a "delivered" or "relayed" DSN repeats what the d record already said).
import { bounceCategories, type BounceCategory } from '@console/contract';
import type { EventDraft } from '../finishEvent.ts';
import { messageIdOf, numberOf, text } from '../fields.ts';
import { parseTimestamp } from '../time.ts';

export type FieldReader = (name: string) => string;

export type RecordOutcome = { draft: EventDraft } | { skip: string } | { reject: string };

const categories = new Set<string>(bounceCategories);

/** Columns a PowerMTA header may carry that the mapping reads (header_Message-ID by case). */
export const powerMtaColumns = [
  'type',
  'timeLogged',
  'timeQueued',
  'orig',
  'rcpt',
  'dsnAction',
  'dsnStatus',
  'dsnDiag',
  'dsnMta',
  'bounceCat',
  'dlvSourceIp',
  'vmta',
  'jobId',
  'envId',
  'queue',
  'vmtaPool',
  'totalSecondsQueued',
  'feedbackType',
  'userAgent',
  'header_Message-ID',
] as const;

export function recordDraft(read: FieldReader): RecordOutcome {
  const type = read('type').trim().toLowerCase();
  const timestamp = parseTimestamp(read('timeLogged'));
  const common: Omit<EventDraft, 'type'> = {
    timestamp,
    recipient: text(read('rcpt')),
    sender: text(read('orig')),
    sendingIp: text(read('dlvSourceIp')),
    vmta: text(read('vmta')),
    pool: text(read('vmtaPool')),
    campaign: text(read('jobId')),
    messageId: messageIdOf(read('header_Message-ID')) ?? text(read('envId')),
  };
  const failure = (): Omit<EventDraft, 'type'> => ({
    ...common,
    dsnStatus: text(read('dsnStatus')),
    diagnostic: text(read('dsnDiag')),
    remoteMx: text(read('dsnMta')),
    bounceCategory: categoryOf(read('bounceCat')),
  });
  switch (type) {
    case 'd':
      return {
        draft: {
          ...failure(),
          bounceCategory: null,
          type: 'delivered',
          deliverySeconds: queueSeconds(read, timestamp),
        },
      };
    case 'b':
      return {
        draft: { ...failure(), type: 'bounced', deliverySeconds: queueSeconds(read, timestamp) },
      };
    case 't':
      return { draft: { ...failure(), type: 'deferred' } };
    case 'tq':
      return {
        draft: {
          ...failure(),
          type: 'deferred',
          recipient: null,
          recipientDomain: queueDomain(read('queue')),
        },
      };
    case 'r':
      return { draft: { ...common, type: 'submitted' } };
    case 'f': {
      const feedbackType = read('feedbackType').trim().toLowerCase();
      if (feedbackType === 'not-spam') return { skip: 'feedback report of type not-spam' };
      return { draft: { ...common, type: 'complaint', userAgent: text(read('userAgent')) } };
    }
    case 'rb':
      return { draft: { ...failure(), type: 'bounced', outOfBand: true } };
    case 'rs': {
      const action = read('dsnAction').trim().toLowerCase();
      if (action === 'delayed')
        return { draft: { ...failure(), type: 'deferred', outOfBand: true } };
      if (action === 'failed') return { draft: { ...failure(), type: 'bounced', outOfBand: true } };
      return { skip: `remote status ${action || '(none)'} carries no delivery outcome` };
    }
    case '':
      return { reject: 'record type missing' };
    default:
      return { reject: `unknown record type ${type}` };
  }
}

function categoryOf(value: string): BounceCategory | null {
  const category = value.trim().toLowerCase();
  return categories.has(category) ? (category as BounceCategory) : null;
}

/** `totalSecondsQueued`, or timeLogged - timeQueued when that column is not logged. */
function queueSeconds(read: FieldReader, loggedAt: number | null): number | null {
  const total = numberOf(read('totalSecondsQueued'));
  if (total !== null) return total;
  const queuedAt = parseTimestamp(read('timeQueued'));
  return queuedAt === null || loggedAt === null ? null : (loggedAt - queuedAt) / 1000;
}

/** `example.com/vmta-1` -> `example.com`. */
function queueDomain(queue: string): string | null {
  const domain = queue.split('/', 1)[0]?.trim().toLowerCase() ?? '';
  return domain === '' ? null : domain;
}
