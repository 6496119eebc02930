// What every DNS check shares: findings (a code, an English message made from a template with
// {{name}} placeholders, and the params that fill them, from which the app says the finding in
// the user's language) and the status they give a record, TXT lookups that keep "no record"
// apart from a failed lookup (a SERVFAIL or a timeout says nothing about the record, so it is an
// error finding, never "missing"), and the tag=value lists DMARC, TLS-RPT and BIMI records are
// written in.
import type { Finding as FindingSchema, RecordCheck as RecordCheckSchema } from '@console/contract';
import type { z } from 'zod';
import type { DnsAnswer, DnsFailure } from '../../../dns/answers.ts';
import type { DnsResolver } from '../../../dns/resolver.ts';

export type Finding = z.infer<typeof FindingSchema>;
export type RecordCheck = z.infer<typeof RecordCheckSchema>;

/** The values a finding's message holds, by name: `{{name}}` in its template. */
export type FindingParams = Record<string, string | number>;

/**
 * Phrases a message holds that code chooses, not values: a param of one of these names holds the
 * phrase's key (`{ failure: 'servfail' }`), never English, and the English message the phrase,
 * its own `{{name}}` filled from the same params. The app's texts hold each phrase as
 * `findingWord.<param>.<key>` (findingTexts.test.ts compares them with these).
 */
export const findingWords = {
  failure: {
    servfail: 'the DNS server failed (SERVFAIL)',
    refused: 'the DNS server refused the query (REFUSED)',
    timeout: 'no DNS server answered in time',
    truncated: 'the answer came truncated',
    error: 'the lookup went wrong',
  } satisfies Record<DnsFailure['status'], string>,
  publisher: {
    console: "The console's operator must publish this TXT record at the console's mail domain",
    owner: 'The owner of {{destination}} must publish this TXT record',
  },
  problem: {
    'not-a-term': 'is not an SPF mechanism or modifier',
    'no-domain': 'names no domain',
    'takes-no-argument': 'takes no argument',
    'needs-domain': 'needs a domain ({{mechanism}}:example.com)',
    'invalid-address': 'is not a valid {{mechanism}} address or range',
  },
};

type Words = typeof findingWords;
/** Params of a finding: a phrase's param holds one of its keys. */
export type Params = FindingParams & { [Name in keyof Words]?: keyof Words[Name] };

const phrases: Record<string, Record<string, string> | undefined> = findingWords;

/** The template with each `{{name}}` replaced by its param (a phrase's in its English words). */
const fillTemplate = (template: string, params: FindingParams): string =>
  template.replace(/{{(\w+)}}/g, (placeholder, name: string) => {
    const value = params[name];
    if (value === undefined) return placeholder;
    const phrase = phrases[name]?.[value];
    return phrase === undefined ? String(value) : fillTemplate(phrase, params);
  });

/**
 * A finding from its code, its English template with `{{name}}` placeholders and their values:
 * the message is the template filled in, and the params go with it (when there are any) for
 * the app to say the finding in the user's language (its texts `finding.<code>`).
 */
export function finding(
  severity: Finding['severity'],
  code: string,
  template: string,
  params: Params = {},
): Finding {
  const message = fillTemplate(template, params);
  return Object.keys(params).length === 0
    ? { severity, code, message }
    : { severity, code, message, params };
}

export const error = (code: string, template: string, params?: Params) =>
  finding('error', code, template, params);
export const warning = (code: string, template: string, params?: Params) =>
  finding('warning', code, template, params);
export const info = (code: string, template: string, params?: Params) =>
  finding('info', code, template, params);

/**
 * 'missing' without a record (unless its lookup failed, a `*lookup-failed` finding: unknown is
 * an error), else the worst finding's severity; 'ok' for no findings or information only.
 */
export function recordCheck(name: string, record: string | null, findings: Finding[]): RecordCheck {
  const status =
    record === null && !findings.some((finding) => finding.code.endsWith('lookup-failed'))
      ? 'missing'
      : findings.some((finding) => finding.severity === 'error')
        ? 'error'
        : findings.some((finding) => finding.severity === 'warning')
          ? 'warning'
          : 'ok';
  return { name, record, status, findings };
}

export type TxtLookup =
  | { status: 'found'; records: string[] }
  | { status: 'none' }
  | { status: 'failed'; failure: DnsFailure };

/** The TXT records at `name`, "none" for NXDOMAIN and NODATA alike. */
export async function txtAt(dns: DnsResolver, name: string): Promise<TxtLookup> {
  const answer = await dns.txt(name);
  if (answer.status === 'ok') return { status: 'found', records: answer.records };
  return isFailure(answer) ? { status: 'failed', failure: answer } : { status: 'none' };
}

export const isFailure = (answer: DnsAnswer<unknown>): answer is DnsFailure => 'detail' in answer;

/** A lookup that failed, as an error finding `code` (`<kind>.lookup-failed`). */
export function lookupFailed(
  code: `${string}.lookup-failed`,
  type: string,
  name: string,
  failure: DnsFailure,
): Finding {
  return error(
    code,
    'The {{type}} lookup of {{name}} failed: {{failure}} ({{detail}}). This says nothing about ' +
      'the record; receivers meet the same failure and treat it as a temporary error. Check the ' +
      'domain’s name servers, then check again.',
    { type, name, failure: failure.status, detail: failure.detail },
  );
}

/** Records whose version tag matches `version` (e.g. /^v\s*=\s*DMARC1\s*(;|$)/i). */
export const recordsOfVersion = (records: string[], version: RegExp) =>
  records.map((record) => record.trim()).filter((record) => version.test(record));

export interface Tag {
  name: string;
  value: string;
}

/** A `name=value; name=value` list; `bad` holds parts without a name or an `=`. */
export function tagList(record: string): { tags: Tag[]; bad: string[] } {
  const tags: Tag[] = [];
  const bad: string[] = [];
  for (const part of record.split(';')) {
    const text = part.trim();
    if (text === '') continue;
    const at = text.indexOf('=');
    if (at <= 0) bad.push(text);
    else tags.push({ name: text.slice(0, at).trim(), value: text.slice(at + 1).trim() });
  }
  return { tags, bad };
}

/** A list of report URIs as DMARC and TLS-RPT write them: comma-separated. */
export const uriList = (value: string) =>
  value
    .split(',')
    .map((uri) => uri.trim())
    .filter((uri) => uri !== '');

/** The address of a mailto: URI, lower-cased, or null when it has none. */
export function mailtoAddress(uri: string): string | null {
  if (!/^mailto:/i.test(uri)) return null;
  let address: string;
  try {
    address = decodeURIComponent(uri.slice('mailto:'.length).split('?')[0] as string);
  } catch {
    return null;
  }
  address = address.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  return at > 0 && at < address.length - 1 && !/\s/.test(address) ? address : null;
}

export const domainOfAddress = (address: string) =>
  address.slice(address.lastIndexOf('@') + 1).replace(/\.$/, '');
