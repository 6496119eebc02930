// DMARC failure (forensic, RUF) reports: ARF emails (RFC 5965) with Feedback-Type auth-failure
// (RFC 6591, updated by RFC 9991). The machine-readable message/feedback-report part is a header
// block: every field is kept as written (names lower-cased, repeats kept) and the known ones are
// typed. The original message's headers come from text/rfc822-headers or message/rfc822 (headers
// only: the body may hold personal data and is not needed). Some reporters send plain text
// without the ARF part; such a report is kept with `parsed: false` and whatever could be found.

import { readReportEmail, type EmailPart } from './mail.ts';
import type { FailureReportFields } from './types.ts';

// RFC 5965 / 6591 field names, to pick `Name: value` lines out of a plain-text report.
const arfFieldNames = new Set([
  'feedback-type',
  'user-agent',
  'version',
  'arrival-date',
  'reported-domain',
  'source-ip',
  'auth-failure',
  'delivery-result',
  'dkim-domain',
  'dkim-identity',
  'dkim-selector',
  'dkim-canonicalized-header',
  'dkim-canonicalized-body',
  'spf-dns',
  'identity-alignment',
  'original-mail-from',
  'original-rcpt-to',
  'original-envelope-id',
  'authentication-results',
  'reporting-mta',
  'reported-uri',
  'incidents',
]);

const decodeText = (bytes: Buffer) => new TextDecoder('utf-8', { fatal: false }).decode(bytes);

/** `Name: value` fields of a header block, unfolded; names lower-cased, order and repeats kept. */
export function parseFieldBlock(text: string): [string, string][] {
  const fields: [string, string][] = [];
  for (const line of text.split(/\r?\n/)) {
    const last = fields[fields.length - 1];
    if (/^[ \t]/.test(line) && last) {
      last[1] = `${last[1]} ${line.trim()}`.trim();
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!/^[\x21-\x39\x3b-\x7e]+$/.test(name)) continue;
    fields.push([name, line.slice(colon + 1).trim()]);
  }
  return fields;
}

/** The header section of a message: everything before the first empty line. */
function headerSection(message: string): string {
  const end = /\r?\n\r?\n/.exec(message);
  return (end ? message.slice(0, end.index) : message).replace(/\r\n/g, '\n');
}

function originalHeaders(parts: EmailPart[]): string | null {
  const headersPart = parts.find((part) => part.mimeType === 'text/rfc822-headers');
  if (headersPart) return headerSection(decodeText(headersPart.content)).trim() || null;
  const messagePart = parts.find(
    (part) => part.mimeType === 'message/rfc822' || part.mimeType === 'message/global',
  );
  return messagePart ? headerSection(decodeText(messagePart.content)).trim() || null : null;
}

function arrivalDate(value: string | null): Date | null {
  if (!value) return null;
  const millis = Date.parse(value);
  return Number.isFinite(millis) ? new Date(millis) : null;
}

export async function parseFailureReport(raw: Buffer): Promise<FailureReportFields> {
  const email = await readReportEmail(raw);
  const arfPart = email.parts.find((part) => part.mimeType === 'message/feedback-report');
  const fields = arfPart
    ? parseFieldBlock(decodeText(arfPart.content))
    : parseFieldBlock(email.text ?? '').filter(([name]) => arfFieldNames.has(name));
  const first = (name: string) => fields.find(([field]) => field === name)?.[1] || null;
  const lower = (name: string) => first(name)?.toLowerCase() ?? null;
  return {
    parsed: arfPart !== undefined,
    feedbackType: lower('feedback-type'),
    userAgent: first('user-agent'),
    version: first('version'),
    arrivalDate: arrivalDate(first('arrival-date')),
    reportedDomain: lower('reported-domain'),
    sourceIp: lower('source-ip'),
    authFailure: lower('auth-failure'),
    deliveryResult: lower('delivery-result'),
    dkimDomain: lower('dkim-domain'),
    dkimIdentity: first('dkim-identity'),
    dkimSelector: first('dkim-selector'),
    spfDns: first('spf-dns'),
    identityAlignment: lower('identity-alignment'),
    originalMailFrom: first('original-mail-from'),
    originalRcptTo: first('original-rcpt-to'),
    authenticationResults: first('authentication-results'),
    reporter: email.fromDomain,
    originalHeaders: originalHeaders(email.parts),
    fields,
  };
}
