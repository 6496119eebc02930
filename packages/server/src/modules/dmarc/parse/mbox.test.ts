import { describe, expect, it } from 'vitest';
import { splitMbox } from './mbox.ts';

const messages = (parts: ReturnType<typeof splitMbox>) =>
  parts.map((part) => ('message' in part ? part.message.toString('latin1') : part.error.code));

describe('splitMbox', () => {
  it('splits three messages, unescapes >From lines and keeps CRLF', () => {
    const mbox = [
      'From reporter@a.example Mon Nov 23 10:00:00 2026\r\n',
      'Subject: one\r\n\r\nbody one\r\n',
      '\r\n',
      'From reporter@b.example Mon Nov 23 11:00:00 2026\r\n',
      'Subject: two\r\n\r\n>From the desk of the postmaster\r\n>>From quoted\r\nFrom inside a paragraph\r\n',
      '\r\n',
      'From reporter@c.example Mon Nov 23 12:00:00 2026\n',
      'Subject: three\n\nlast\n',
    ].join('');
    expect(messages(splitMbox(Buffer.from(mbox, 'latin1')))).toEqual([
      'Subject: one\r\n\r\nbody one\r\n',
      'Subject: two\r\n\r\nFrom the desk of the postmaster\r\n>From quoted\r\nFrom inside a paragraph\r\n',
      'Subject: three\n\nlast\n',
    ]);
  });

  it('refuses a message over the cap and keeps the others', () => {
    const mbox = `From a\nSubject: small\n\nok\n\nFrom b\nSubject: big\n\n${'x'.repeat(500)}\n\nFrom c\nSubject: small too\n`;
    const parts = splitMbox(Buffer.from(mbox), { maxMessageBytes: 100 });
    expect(messages(parts)).toEqual(['Subject: small\n\nok\n', 'TooLarge', 'Subject: small too\n']);
    expect(parts[1]).toMatchObject({ index: 1 });
  });
});
