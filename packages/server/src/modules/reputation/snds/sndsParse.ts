// Microsoft SNDS's two exports as typed rows: the data export (data.aspx, one row per IP and
// day) and the IP status export (ipStatus.aspx, blocked ranges). A row that does not read is
// skipped and counted, never fails the file; the input is bounded as sndsLines.ts says.
//
// The formats, as Microsoft's SNDS pages and public clients of the automated access (sndslib,
// abuseio's SNDS collector, scripts polling data.aspx and ipStatus.aspx) show them:
// - data.aspx: CSV, no header, one line per IP and day, 14 columns: IP address, activity
//   start, activity end (`12/31/2019 10:00 AM`: M/D/YYYY h:mm AM|PM, read as UTC), RCPT
//   commands, DATA commands, message recipients, filter result (GREEN, YELLOW, RED), complaint
//   rate (`< 0.1%` or a percentage such as `0.3%`), trap message period start and end (empty
//   when no trap was hit), trap hits, sample HELO, JMR P1 sender (a sample MAIL FROM),
//   comments. Lines end in CRLF. Days under 100 messages are left out by SNDS.
// - ipStatus.aspx: CSV lines `first IP,last IP,Yes|No,reason`, e.g.
//   `192.0.2.1,192.0.2.3,Yes,Blocked due to user complaints or other evidence of spamming`.
// Decisions: the complaint rate is kept as a fraction; `< 0.1%` is stored as its upper bound
// 0.001 (and `> X%` as X, the only number given). The free text of the last column (comments,
// reason) takes any unquoted commas after it, so a comma in it never loses the row; trailing
// columns SNDS leaves off (HELO, MAIL FROM, comments) read as empty. An empty trap hits field
// is 0. A first line whose first field is not an address and reads like a header is skipped.
import { isIP } from 'node:net';
import { parse } from 'csv-parse/sync';
import { sndsLines, type LineLimits, type SndsBody } from './sndsLines.ts';

export type SndsFilter = 'GREEN' | 'YELLOW' | 'RED';

export interface SndsDay {
  ip: string;
  /** 'YYYY-MM-DD': the day asked for, else the UTC day of the activity start */
  date: string;
  activityStart: Date | null;
  activityEnd: Date | null;
  rcptCommands: number;
  dataCommands: number;
  recipients: number;
  filter: SndsFilter;
  /** a fraction: 0.003 for 0.3%; `< 0.1%` is 0.001 */
  complaintRate: number;
  trapPeriodStart: Date | null;
  trapPeriodEnd: Date | null;
  trapHits: number;
  sampleHelo: string | null;
  sampleMailFrom: string | null;
  comments: string | null;
}

export interface SndsIpRange {
  firstIp: string;
  lastIp: string;
  blocked: boolean;
  reason: string | null;
}

export interface SndsParsed<Row> {
  rows: Row[];
  /** lines skipped: wrong shape, a value that does not read, too long */
  malformed: number;
}

export interface SndsDataOptions extends LineLimits {
  /** the day asked for ('YYYY-MM-DD'); rows belong to it */
  date?: string;
}

const dataColumns = 14;
const dataRequiredColumns = 11;
const statusColumns = 4;
const statusRequiredColumns = 3;

/** The fields of one CSV line; null when its quoting does not read. */
export function csvFields(line: string): string[] | null {
  if (!line.includes('"')) return line.split(',');
  try {
    const records = parse(line, { relax_quotes: true, relax_column_count: true }) as string[][];
    return records.length === 1 ? (records[0] ?? null) : null;
  } catch {
    return null;
  }
}

/** Exactly `columns` fields, the last one taking any fields after it, missing ones empty. */
function columns(fields: string[], count: number, required: number): string[] | null {
  if (fields.length < required) return null;
  const head = fields.slice(0, count - 1);
  while (head.length < count - 1) head.push('');
  return [...head, fields.slice(count - 1).join(',')].map((field) => field.trim());
}

const timePattern =
  /^(\d{1,2})\/(\d{1,2})\/(\d{4})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s*([AaPp][Mm]))?$/;

/** `11/24/2026 1:00 AM` (UTC); undefined when it does not read, null when empty. */
export function parseSndsTime(text: string): Date | null | undefined {
  if (text === '') return null;
  const match = timePattern.exec(text);
  if (!match) return undefined;
  const [, month, day, year, hourText, minute, second, meridiem] = match;
  let hour = Number(hourText);
  if (meridiem) {
    if (hour < 1 || hour > 12) return undefined;
    hour = (hour % 12) + (meridiem.toUpperCase() === 'PM' ? 12 : 0);
  }
  const at = new Date(
    Date.UTC(
      Number(year),
      Number(month) - 1,
      Number(day),
      hour,
      Number(minute),
      Number(second ?? 0),
    ),
  );
  // rejects 2/30 and 25:00, which Date.UTC would roll over
  if (
    at.getUTCMonth() !== Number(month) - 1 ||
    at.getUTCDate() !== Number(day) ||
    at.getUTCHours() !== hour ||
    Number(minute) > 59
  )
    return undefined;
  return at;
}

const ratePattern = /^(<|>)?\s*(\d+(?:\.\d+)?)(?:\s*-\s*(\d+(?:\.\d+)?))?\s*%$/;

/** `< 0.1%` -> 0.001 (upper bound), `0.3%` -> 0.003, `0.1-0.3%` -> 0.003; undefined otherwise. */
export function parseComplaintRate(text: string): number | undefined {
  const match = ratePattern.exec(text);
  if (!match) return undefined;
  // through the decimal text, so 0.3% is exactly the double nearest 0.003
  const rate = Number(`${match[3] ?? match[2]}e-2`);
  return rate <= 1 ? rate : undefined;
}

function count(text: string): number | undefined {
  return /^\d{1,10}$/.test(text) ? Number(text) : undefined;
}

const orNull = (text: string) => (text === '' ? null : text);
const utcDay = (at: Date) => at.toISOString().slice(0, 10);
const looksLikeHeader = (fields: string[]) => /^\s*"?ip/i.test(fields[0] ?? '');

export function parseSndsDataLine(line: string, date?: string): SndsDay | null {
  const fields = csvFields(line);
  const cells = fields && columns(fields, dataColumns, dataRequiredColumns);
  if (!cells) return null;
  const [
    ip = '',
    start = '',
    end = '',
    rcpt = '',
    data = '',
    recipientsText = '',
    filterText = '',
  ] = cells;
  const [rateText = '', trapStart = '', trapEnd = '', trapHitsText = ''] = cells.slice(7, 11);
  const [helo = '', mailFrom = '', comments = ''] = cells.slice(11);
  const activityStart = parseSndsTime(start);
  const activityEnd = parseSndsTime(end);
  const trapPeriodStart = parseSndsTime(trapStart);
  const trapPeriodEnd = parseSndsTime(trapEnd);
  const rcptCommands = count(rcpt);
  const dataCommands = count(data);
  const recipients = count(recipientsText);
  const trapHits = trapHitsText === '' ? 0 : count(trapHitsText);
  const complaintRate = parseComplaintRate(rateText);
  const filter = filterText.toUpperCase();
  if (
    isIP(ip) === 0 ||
    activityStart === undefined ||
    activityEnd === undefined ||
    trapPeriodStart === undefined ||
    trapPeriodEnd === undefined ||
    rcptCommands === undefined ||
    dataCommands === undefined ||
    recipients === undefined ||
    trapHits === undefined ||
    complaintRate === undefined ||
    (filter !== 'GREEN' && filter !== 'YELLOW' && filter !== 'RED')
  )
    return null;
  const day = date ?? (activityStart ? utcDay(activityStart) : null);
  if (day === null) return null;
  return {
    ip,
    date: day,
    activityStart,
    activityEnd,
    rcptCommands,
    dataCommands,
    recipients,
    filter,
    complaintRate,
    trapPeriodStart,
    trapPeriodEnd,
    trapHits,
    sampleHelo: orNull(helo),
    sampleMailFrom: orNull(mailFrom),
    comments: orNull(comments),
  };
}

export function parseSndsIpStatusLine(line: string): SndsIpRange | null {
  const fields = csvFields(line);
  const cells = fields && columns(fields, statusColumns, statusRequiredColumns);
  if (!cells) return null;
  const [firstIp = '', lastIp = '', blockedText = '', reason = ''] = cells;
  const blocked = blockedText.toLowerCase();
  if (isIP(firstIp) === 0 || isIP(lastIp) !== isIP(firstIp)) return null;
  if (blocked !== 'yes' && blocked !== 'no') return null;
  return { firstIp, lastIp, blocked: blocked === 'yes', reason: orNull(reason) };
}

async function parseLines<Row>(
  body: SndsBody,
  limits: LineLimits,
  parseLine: (line: string) => Row | null,
): Promise<SndsParsed<Row>> {
  const rows: Row[] = [];
  let malformed = 0;
  for await (const line of sndsLines(body, limits)) {
    if (line.tooLong) {
      malformed += 1;
      continue;
    }
    if (line.text.trim() === '') continue;
    const row = parseLine(line.text);
    if (row !== null) rows.push(row);
    else if (!(line.number === 1 && looksLikeHeader(csvFields(line.text) ?? []))) malformed += 1;
  }
  return { rows, malformed };
}

/** The data export (data.aspx). Throws SndsBodyTooLarge past the body limit. */
export function parseSndsData(
  body: SndsBody,
  options: SndsDataOptions = {},
): Promise<SndsParsed<SndsDay>> {
  return parseLines(body, options, (line) => parseSndsDataLine(line, options.date));
}

/** The IP status export (ipStatus.aspx). Throws SndsBodyTooLarge past the body limit. */
export function parseSndsIpStatus(
  body: SndsBody,
  limits: LineLimits = {},
): Promise<SndsParsed<SndsIpRange>> {
  return parseLines(body, limits, parseSndsIpStatusLine);
}
