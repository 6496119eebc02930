// What the message search may send (spec sections 5 and 7): a recipient address or a Message-ID,
// trimmed and checked before any call, with the same schemas the server applies (contract), so a
// value the screen accepts is never refused as a ValidationError.
import { Email, maxLength, MessageId } from '@console/contract';
import type { SearchConstraint } from '@console/ui';

export type SearchProblem =
  | 'empty'
  | 'notEmail'
  /** angle brackets around a recipient: most likely a Message-ID pasted under "Recipient" */
  | 'bracketed'
  | 'notMessageId'
  | 'tooLong';

export type CheckedSearch =
  | { ok: true; constraint: SearchConstraint; value: string }
  | { ok: false; constraint: SearchConstraint; problem: SearchProblem };

/** Visible ASCII only: RFC 5322 msg-id and platform message ids have no spaces or controls. */
const VISIBLE_ASCII = /^[\x21-\x7e]+$/;

function checkRecipient(text: string): CheckedSearch {
  const constraint = 'email';
  if (text.startsWith('<') || text.endsWith('>'))
    return { ok: false, constraint, problem: 'bracketed' };
  const parsed = Email.safeParse(text);
  return parsed.success
    ? { ok: true, constraint, value: parsed.data }
    : { ok: false, constraint, problem: 'notEmail' };
}

function checkMessageId(text: string): CheckedSearch {
  const constraint = 'message_id';
  const opens = text.startsWith('<');
  const closes = text.endsWith('>');
  // Brackets are accepted around the whole id only (the server drops them), never alone or inside.
  const inner = opens && closes ? text.slice(1, -1) : text;
  // The server bounds the text as sent, brackets included.
  if (text.length > maxLength.messageId) return { ok: false, constraint, problem: 'tooLong' };
  if (
    opens !== closes ||
    inner === '' ||
    !VISIBLE_ASCII.test(inner) ||
    inner.includes('<') ||
    inner.includes('>') ||
    !MessageId.safeParse(text).success
  )
    return { ok: false, constraint, problem: 'notMessageId' };
  return { ok: true, constraint, value: text };
}

/** The search text as it will be sent, or why it cannot be. The text is trimmed first. */
export function checkSearch(constraint: SearchConstraint, text: string): CheckedSearch {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, constraint, problem: 'empty' };
  return constraint === 'email' ? checkRecipient(trimmed) : checkMessageId(trimmed);
}
