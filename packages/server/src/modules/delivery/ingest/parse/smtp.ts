// Pieces of an SMTP reply: the 3-digit reply code, the RFC 3463 enhanced status code and the
// text. Sources give them in every combination (PowerMTA `smtp;550 5.1.1 ...`, KumoMTA split
// into fields, ESPs as one string), and the classifier and templates want them the same way.

const diagnosticTypePrefix = /^(?:smtp|x-[a-z0-9-]+|x400|unix)\s*;\s*/i;
const replyCodePattern = /^([245]\d\d)(?:[ -]|$)/;
/** Not preceded by a digit or dot and not followed by one, so IPs and versions do not match. */
const enhancedCodePattern = /(?:^|[^\d.])([245]\.\d{1,3}\.\d{1,3})(?![\d.])/;

/** `smtp;550 5.1.1 user unknown` -> `550 5.1.1 user unknown` (RFC 3464 diagnostic-type). */
export function stripDiagnosticType(diagnostic: string): string {
  return diagnostic.replace(diagnosticTypePrefix, '');
}

export function replyCodeOf(reply: string | null): number | null {
  if (reply === null) return null;
  const match = replyCodePattern.exec(reply);
  return match?.[1] === undefined ? null : Number(match[1]);
}

/** The first enhanced status code in a text: `5.1.1 (bad destination mailbox)` -> `5.1.1`. */
export function enhancedCodeOf(value: string | null): string | null {
  if (value === null) return null;
  const match = enhancedCodePattern.exec(value);
  return match?.[1] ?? null;
}

/** `{class: 5, subject: 1, detail: 1}` (KumoMTA) or `[5, 1, 1]` (Halon) -> `5.1.1`. */
export function enhancedCodeFromParts(value: unknown): string | null {
  if (Array.isArray(value) && value.length === 3 && value.every((part) => Number.isInteger(part)))
    return enhancedCodeOf(value.join('.'));
  if (typeof value === 'string') return enhancedCodeOf(value);
  if (typeof value === 'object' && value !== null) {
    const { class: klass, subject, detail } = value as Record<string, unknown>;
    if ([klass, subject, detail].every((part) => Number.isInteger(part)))
      return enhancedCodeOf(`${String(klass)}.${String(subject)}.${String(detail)}`);
  }
  return null;
}

/**
 * A reply as one line, the way PowerMTA logs dsnDiag: `550 5.1.1 text`. Parts the text already
 * starts with are not repeated.
 */
export function composeReply(
  code: number | null,
  enhanced: string | null,
  content: string | null,
): string | null {
  const body = content?.replace(/\s*\r?\n\s*/g, ' ').trim() ?? '';
  const parts: string[] = [];
  if (code !== null && !body.startsWith(String(code))) parts.push(String(code));
  if (enhanced !== null && !body.includes(enhanced)) parts.push(enhanced);
  if (body !== '') parts.push(body);
  return parts.length === 0 ? null : parts.join(' ');
}
