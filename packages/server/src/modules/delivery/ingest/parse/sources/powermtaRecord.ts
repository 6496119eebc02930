// One PowerMTA accounting record (a CSV row under its header) to an event draft. Record types:
// d delivered, b bounced, t and tq deferred (tq is per queue: no recipient, the domain comes
// from `queue` = domain/vmta), r received = submitted, f feedback loop = complaint, rb remote
// bounce and rs remote status (asynchronous DSNs: outOfBand; rs counts only when delayed or
// failed, a "delivered" or "relayed" DSN repeats what the d record already said).
import { bounceCategories, type BounceCategory } from '@console/contract';
import type { EventDraft } from '../finishEvent.ts';
import { messageIdOf, numberOf, text } from '../fields.ts';
import { parseTimestamp } from '../time.ts';

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
export type PowerMtaColumn = (typeof powerMtaColumns)[number];

/**
 * Where each column the mapping reads sits in the records of a header (-1: not logged).
 * Resolved once per header, so a record is read by index: a lookup by name per field and
 * record was a measurable part of parsing an accounting line.
 */
export type ColumnPositions = Readonly<Record<PowerMtaColumn, number>>;

/** Positions of the mapped columns in a header (names compared without case). */
export function columnPositions(names: readonly string[]): ColumnPositions {
  const lowerToIndex = new Map(names.map((name, index) => [name.trim().toLowerCase(), index]));
  const positions = {} as Record<PowerMtaColumn, number>;
  for (const column of powerMtaColumns)
    positions[column] = lowerToIndex.get(column.toLowerCase()) ?? -1;
  return positions;
}

const at = (record: readonly string[], index: number): string =>
  index < 0 ? '' : (record[index] ?? '');

/**
 * One record to a draft. Every draft has the same fields in the same order (null for what the
 * record type does not carry: finishEvent reads null and absent alike), so the code after it
 * sees one object shape.
 */
export function recordDraft(record: readonly string[], columns: ColumnPositions): RecordOutcome {
  const type = at(record, columns.type).trim().toLowerCase();
  let draftType: EventDraft['type'];
  let failure = true;
  let outOfBand = false;
  switch (type) {
    case 'd':
      draftType = 'delivered';
      break;
    case 'b':
      draftType = 'bounced';
      break;
    case 't':
    case 'tq':
      draftType = 'deferred';
      break;
    case 'r':
      draftType = 'submitted';
      failure = false;
      break;
    case 'f': {
      const feedbackType = at(record, columns.feedbackType).trim().toLowerCase();
      if (feedbackType === 'not-spam') return { skip: 'feedback report of type not-spam' };
      draftType = 'complaint';
      failure = false;
      break;
    }
    case 'rb':
      draftType = 'bounced';
      outOfBand = true;
      break;
    case 'rs': {
      const action = at(record, columns.dsnAction).trim().toLowerCase();
      if (action === 'delayed') draftType = 'deferred';
      else if (action === 'failed') draftType = 'bounced';
      else return { skip: `remote status ${action || '(none)'} carries no delivery outcome` };
      outOfBand = true;
      break;
    }
    case '':
      return { reject: 'record type missing' };
    default:
      return { reject: `unknown record type ${type}` };
  }
  const timestamp = parseTimestamp(at(record, columns.timeLogged));
  const queueLevel = type === 'tq';
  const draft: EventDraft = {
    type: draftType,
    timestamp,
    recipient: queueLevel ? null : text(at(record, columns.rcpt)),
    recipientDomain: queueLevel ? queueDomain(at(record, columns.queue)) : null,
    provider: null,
    sendingIp: text(at(record, columns.dlvSourceIp)),
    vmta: text(at(record, columns.vmta)),
    pool: text(at(record, columns.vmtaPool)),
    campaign: text(at(record, columns.jobId)),
    sender: text(at(record, columns.orig)),
    // A delivery's own category column means nothing; t, b, rb and rs keep what PowerMTA logged.
    bounceCategory: failure && type !== 'd' ? categoryOf(at(record, columns.bounceCat)) : null,
    categoryHint: null,
    dsnStatus: failure ? text(at(record, columns.dsnStatus)) : null,
    smtpCode: null,
    diagnostic: failure ? text(at(record, columns.dsnDiag)) : null,
    remoteMx: failure ? text(at(record, columns.dsnMta)) : null,
    messageId:
      messageIdOf(at(record, columns['header_Message-ID'])) ?? text(at(record, columns.envId)),
    deliverySeconds: type === 'd' || type === 'b' ? queueSeconds(record, columns, timestamp) : null,
    machineFlag: false,
    clientIp: null,
    userAgent: type === 'f' ? text(at(record, columns.userAgent)) : null,
    outOfBand,
  };
  return { draft };
}

function categoryOf(value: string): BounceCategory | null {
  const category = value.trim().toLowerCase();
  return categories.has(category) ? (category as BounceCategory) : null;
}

/** `totalSecondsQueued`, or timeLogged - timeQueued when that column is not logged. */
function queueSeconds(
  record: readonly string[],
  columns: ColumnPositions,
  loggedAt: number | null,
): number | null {
  const total = numberOf(at(record, columns.totalSecondsQueued));
  if (total !== null) return total;
  const queuedAt = parseTimestamp(at(record, columns.timeQueued));
  return queuedAt === null || loggedAt === null ? null : (loggedAt - queuedAt) / 1000;
}

/** `example.com/vmta-1` -> `example.com`. */
function queueDomain(queue: string): string | null {
  const domain = queue.split('/', 1)[0]?.trim().toLowerCase() ?? '';
  return domain === '' ? null : domain;
}
