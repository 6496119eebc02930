// Normalised events written back as a PowerMTA accounting file (RFC 4180 CSV with a header),
// so the importer can be tested and benchmarked end to end on demo traffic. Only what PowerMTA
// logs is written: r (submitted), d, b (rb when out of band), t, f (complaint); opens, clicks,
// unsubscribes and trap hits come from other feeds and are left out.
import type { NormalisedEvent } from '../event.ts';
import { formatPowerMtaTime } from '../ingest/parse/time.ts';

export const powerMtaDemoColumns = [
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
  'queue',
  'vmtaPool',
  'totalSecondsQueued',
  'feedbackType',
  'header_Message-ID',
] as const;

export interface PowerMtaCsvOptions {
  /** `unix` seconds (default) or PowerMTA's `2013-07-01 13:32:03+0000` */
  timeFormat?: 'unix' | 'text';
  /** records per yielded chunk (default 1000) */
  chunkRecords?: number;
}

const recordTypes: Partial<Record<NormalisedEvent['type'], string>> = {
  submitted: 'r',
  delivered: 'd',
  bounced: 'b',
  deferred: 't',
  complaint: 'f',
};
const actions: Readonly<Record<string, string>> = {
  d: 'relayed',
  b: 'failed',
  rb: 'failed',
  t: 'delayed',
};
const needsQuotes = /[",\r\n]/;

function csvField(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One accounting line (with its newline), or null for events PowerMTA does not log. */
export function toPowerMtaRecord(
  event: NormalisedEvent,
  options: PowerMtaCsvOptions = {},
): string | null {
  const base = recordTypes[event.type];
  if (base === undefined) return null;
  const type = base === 'b' && event.outOfBand ? 'rb' : base;
  const time = (ms: number) =>
    options.timeFormat === 'text' ? formatPowerMtaTime(ms) : String(Math.floor(ms / 1000));
  const final = type === 'd' || type === 'b';
  const queuedAt =
    type === 'r'
      ? event.timestamp
      : final && event.deliverySeconds !== null
        ? event.timestamp - event.deliverySeconds * 1000
        : null;
  const failing = type === 'b' || type === 'rb' || type === 't';
  const fields = [
    type,
    time(event.timestamp),
    queuedAt === null ? null : time(queuedAt),
    event.sender,
    event.recipient,
    actions[type] ?? null,
    event.dsnStatus,
    event.diagnostic === null ? null : `smtp;${event.diagnostic}`,
    event.remoteMx,
    failing ? event.bounceCategory : null,
    type === 'f' ? null : event.sendingIp,
    event.vmta,
    event.campaign,
    event.recipientDomain === null || event.vmta === null
      ? null
      : `${event.recipientDomain}/${event.vmta}`,
    event.pool,
    final && event.deliverySeconds !== null ? Math.round(event.deliverySeconds) : null,
    type === 'f' ? 'abuse' : null,
    event.messageId === null ? null : `<${event.messageId}>`,
  ];
  return `${fields.map(csvField).join(',')}\n`;
}

/** The header, then the records in chunks of text, ready to write to a file or a request. */
export function* renderPowerMtaCsv(
  events: Iterable<NormalisedEvent>,
  options: PowerMtaCsvOptions = {},
): Generator<string> {
  const chunkRecords = options.chunkRecords ?? 1000;
  let chunk = `${powerMtaDemoColumns.join(',')}\n`;
  let records = 0;
  for (const event of events) {
    const line = toPowerMtaRecord(event, options);
    if (line === null) continue;
    chunk += line;
    records += 1;
    if (records % chunkRecords === 0) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk !== '') yield chunk;
}
