import { describe, expect, it } from 'vitest';
import { legacyTarget } from './legacyTarget.ts';
import { isSafeHref, parseInline, parseMarkdown } from './markdown.ts';

describe('help Markdown', () => {
  it('joins wrapped lines into paragraphs and reads lists, headings and code', () => {
    const blocks = parseMarkdown(
      [
        'Sign in with your email address and password, or with your',
        'Google or Microsoft account.',
        '',
        '### Second factor',
        '- Open your **authenticator** app',
        '- Enter the `6-digit` code',
        '  shown there',
        '1. First',
        '2. Second',
        '```',
        'dig +short TXT _dmarc.example.com',
        '```',
      ].join('\n'),
    );
    expect(blocks).toEqual([
      {
        kind: 'paragraph',
        content: [
          {
            kind: 'text',
            text: 'Sign in with your email address and password, or with your Google or Microsoft account.',
          },
        ],
      },
      { kind: 'heading', level: 3, content: [{ kind: 'text', text: 'Second factor' }] },
      {
        kind: 'list',
        ordered: false,
        items: [
          [
            { kind: 'text', text: 'Open your ' },
            { kind: 'strong', text: 'authenticator' },
            { kind: 'text', text: ' app' },
          ],
          [
            { kind: 'text', text: 'Enter the ' },
            { kind: 'code', text: '6-digit' },
            { kind: 'text', text: ' code shown there' },
          ],
        ],
      },
      {
        kind: 'list',
        ordered: true,
        items: [[{ kind: 'text', text: 'First' }], [{ kind: 'text', text: 'Second' }]],
      },
      { kind: 'code', text: 'dig +short TXT _dmarc.example.com' },
    ]);
  });

  it('keeps links only to the web, mail and the console', () => {
    expect(
      parseInline('See [RFC 7489](https://www.rfc-editor.org/rfc/rfc7489) and *DMARC*'),
    ).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'RFC 7489', href: 'https://www.rfc-editor.org/rfc/rfc7489' },
      { kind: 'text', text: ' and ' },
      { kind: 'em', text: 'DMARC' },
    ]);
    expect(parseInline('[x](javascript:alert(1))')[0]).toMatchObject({ kind: 'text' });
    expect(isSafeHref('/settings/alerts')).toBe(true);
    expect(isSafeHref('//evil.example')).toBe(false);
    expect(isSafeHref('mailto:postmaster@example.com')).toBe(true);
  });
});

describe('links of the previous version', () => {
  const ids = ['demo', 'transactional'];

  it('find the same page in this version, in the workspace they name or the current one', () => {
    expect(legacyTarget('transactional/reputation-monitor/ip/192.0.2.1', ids, 'demo')).toEqual({
      path: '/transactional/reputation-monitor/ips/192.0.2.1',
      name: 'reputation-monitor-ip',
    });
    expect(legacyTarget('email-audit/inbox/r7', ids, 'demo')).toEqual({
      path: '/demo/email-auditor/inbox/r7/report',
      name: 'email-auditor-report',
    });
  });

  it('have no equivalent otherwise', () => {
    expect(legacyTarget('campaigns/42', ids, 'demo')).toBeNull();
    expect(legacyTarget('', ids, 'demo')).toBeNull();
  });
});
