// One request to SNDS's automated access (data.aspx or ipStatus.aspx at SNDS_URL), read and
// parsed as it streams, within 30 s. What can go wrong becomes an SndsRequestError whose
// message is safe to store and log: it names the export and the day, never the URL, which
// carries the account's key in its query string (the key is also scrubbed from any message a
// lower layer wrote). SNDS refuses a bad key with 401/403 or with an HTML page (a sign-in or
// error page, sometimes after a redirect): both are told apart from CSV here.
import { SndsBodyTooLarge, type SndsBody } from './sndsLines.ts';
import {
  parseSndsData,
  parseSndsIpStatus,
  type SndsDay,
  type SndsIpRange,
  type SndsParsed,
} from './sndsParse.ts';

export const sndsTimeoutMs = 30_000;

export class SndsRequestError extends Error {}

/** 'YYYY-MM-DD' -> SNDS's date parameter 'MMDDYY'. */
export function sndsDateParameter(date: string): string {
  return `${date.slice(5, 7)}${date.slice(8, 10)}${date.slice(2, 4)}`;
}

function withoutKey(message: string, key: string): string {
  if (key === '') return message;
  return message.split(key).join('[key]').split(encodeURIComponent(key)).join('[key]');
}

function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError') return `no answer within ${sndsTimeoutMs / 1000} s`;
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof Error ? `${error.message} (${cause.message})` : error.message;
}

async function requestExport<Row>(
  url: string,
  key: string,
  label: string,
  parse: (body: SndsBody) => Promise<SndsParsed<Row>>,
): Promise<SndsParsed<Row>> {
  try {
    const response = await fetch(url, {
      headers: { accept: 'text/csv, text/plain' },
      signal: AbortSignal.timeout(sndsTimeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new SndsRequestError(
        response.status === 401 || response.status === 403
          ? `${label}: SNDS refused the key (HTTP ${response.status})`
          : `${label}: SNDS answered HTTP ${response.status}`,
      );
    }
    if ((response.headers.get('content-type') ?? '').includes('html')) {
      await response.body?.cancel().catch(() => undefined);
      throw new SndsRequestError(`${label}: SNDS answered a web page, not CSV (key refused?)`);
    }
    const body = (response.body ?? '') as unknown as SndsBody;
    const parsed = await parse(body);
    // an answer of which no line reads is not SNDS's CSV: an error or sign-in page
    if (parsed.rows.length === 0 && parsed.malformed > 0)
      throw new SndsRequestError(
        `${label}: the answer is not SNDS CSV (${parsed.malformed} lines did not read; key refused?)`,
      );
    return parsed;
  } catch (error) {
    if (error instanceof SndsRequestError) throw error;
    const reason = error instanceof SndsBodyTooLarge ? error.message : describeFailure(error);
    throw new SndsRequestError(`${label}: ${withoutKey(reason, key)}`);
  }
}

/** The data export of one day ('YYYY-MM-DD'); an empty answer is a day without data. */
export function requestSndsDay(
  baseUrl: string,
  key: string,
  date: string,
): Promise<SndsParsed<SndsDay>> {
  const query = new URLSearchParams({ key, date: sndsDateParameter(date) });
  return requestExport(`${baseUrl}/data.aspx?${query}`, key, `data.aspx for ${date}`, (body) =>
    parseSndsData(body, { date }),
  );
}

/** The IP status export: the account's blocked ranges. */
export function requestSndsIpStatus(
  baseUrl: string,
  key: string,
): Promise<SndsParsed<SndsIpRange>> {
  const query = new URLSearchParams({ key });
  return requestExport(`${baseUrl}/ipStatus.aspx?${query}`, key, 'ipStatus.aspx', (body) =>
    parseSndsIpStatus(body),
  );
}
