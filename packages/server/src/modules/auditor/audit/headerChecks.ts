// HEADER: the fields every mailbox provider expects once and well formed (From, Date,
// Message-ID, MIME-Version), a Reply-To that is an address, and the unsubscribe fields bulk
// senders must carry since 2024: List-Unsubscribe with an https or mailto URI, and
// List-Unsubscribe-Post `List-Unsubscribe=One-Click` with an https URI (RFC 8058).
import type { AuditTest } from '@console/contract';
import { auditTest } from './auditTest.ts';

/** Header fields by lower-case name, in message order, values unfolded. */
export type HeaderFields = Map<string, string[]>;

const address = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
const addressIn = (value: string) => address.test(/<([^>]*)>\s*$/.exec(value)?.[1] ?? value.trim());

export function headerChecks(fields: HeaderFields): AuditTest[] {
  const one = (name: string) => fields.get(name) ?? [];
  const tests: AuditTest[] = [];

  const from = one('from');
  if (from.length !== 1)
    tests.push(
      auditTest('header.from', 'fail', `The message has ${from.length} From fields.`, {
        from: from.join(', ') || null,
      }),
    );
  else
    tests.push(
      addressIn(from[0] ?? '')
        ? auditTest('header.from', 'pass', `From: ${from[0]}`, { from: from[0] })
        : auditTest('header.from', 'fail', `From holds no valid address.`, { from: from[0] }),
    );

  const date = one('date')[0];
  tests.push(
    !date
      ? auditTest('header.date', 'fail', 'The message has no Date field.')
      : Number.isNaN(Date.parse(date))
        ? auditTest('header.date', 'fail', `Date ${date} cannot be read.`, { date })
        : auditTest('header.date', 'pass', `Date: ${date}`, { date }),
  );

  const messageId = one('message-id')[0];
  tests.push(
    !messageId
      ? auditTest('header.message_id', 'fail', 'The message has no Message-ID.')
      : /^\s*<[^<>@\s]+@[^<>@\s]+>\s*$/.test(messageId)
        ? auditTest('header.message_id', 'pass', `Message-ID: ${messageId}`, {
            message_id: messageId,
          })
        : auditTest('header.message_id', 'warning', `Message-ID ${messageId} is malformed.`, {
            message_id: messageId,
          }),
  );

  const mime = one('mime-version')[0];
  tests.push(
    mime?.trim().startsWith('1.0')
      ? auditTest('header.mime_version', 'pass', 'MIME-Version: 1.0', { mime_version: mime })
      : auditTest('header.mime_version', 'fail', 'MIME-Version is missing or not 1.0.', {
          mime_version: mime,
        }),
  );

  const replyTo = one('reply-to')[0];
  tests.push(
    !replyTo
      ? auditTest('header.reply_to', 'info', 'No Reply-To: replies go to the From address.')
      : replyTo.split(',').every((part) => addressIn(part))
        ? auditTest('header.reply_to', 'pass', `Reply-To: ${replyTo}`, { reply_to: replyTo })
        : auditTest('header.reply_to', 'warning', `Reply-To ${replyTo} is not an address.`, {
            reply_to: replyTo,
          }),
  );

  tests.push(...unsubscribeChecks(one('list-unsubscribe')[0], one('list-unsubscribe-post')[0]));
  return tests;
}

function unsubscribeChecks(header: string | undefined, post: string | undefined): AuditTest[] {
  if (!header)
    return [
      auditTest('header.list_unsubscribe', 'fail', 'The message has no List-Unsubscribe.'),
      auditTest('header.one_click', 'fail', 'Without List-Unsubscribe there is no one-click.'),
    ];
  const uris = [...header.matchAll(/<([^>]+)>/g)].map((match) => match[1] ?? '');
  const usable = uris.filter((uri) => /^(https:|mailto:)/i.test(uri));
  const https = uris.some((uri) => /^https:/i.test(uri));
  const oneClick = post?.replace(/\s/g, '').toLowerCase() === 'list-unsubscribe=one-click';
  return [
    usable.length > 0
      ? auditTest('header.list_unsubscribe', 'pass', `List-Unsubscribe: ${header}`, {
          list_unsubscribe: header,
        })
      : auditTest(
          'header.list_unsubscribe',
          'fail',
          'List-Unsubscribe has no https or mailto URI.',
          {
            list_unsubscribe: header,
          },
        ),
    oneClick && https
      ? auditTest('header.one_click', 'pass', 'One-click unsubscribe (RFC 8058) is offered.', {
          list_unsubscribe_post: post,
        })
      : auditTest(
          'header.one_click',
          'fail',
          oneClick
            ? 'List-Unsubscribe-Post needs an https URI in List-Unsubscribe.'
            : 'List-Unsubscribe-Post: List-Unsubscribe=One-Click is missing.',
          { list_unsubscribe_post: post },
        ),
  ];
}
