import { bounceKind } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { providerRules } from './bounceRules.ts';
import { textRules } from './bounceTextRules.ts';
import { classifyBounce, createBounceClassifier } from './classifyBounce.ts';

const classify = (diagnostic: string | null, dsnStatus: string | null = null) =>
  classifyBounce({ dsnStatus, diagnostic });

describe('classifyBounce', () => {
  it.each([...providerRules, ...textRules].map((rule) => [rule.category, rule.example] as const))(
    'puts the rule example into %s: %s',
    (category, example) => {
      expect(classify(example)).toBe(category);
    },
  );

  it.each([
    // Gmail
    [
      "550-5.1.1 The email account that you tried to reach does not exist. Please try 550-5.1.1 double-checking the recipient's email address for typos",
      'bad-mailbox',
    ],
    [
      '550 5.2.1 The email account that you tried to reach is disabled. https://support.google.com/mail/?p=DisabledUser a1si1234567qkb.1 - gsmtp',
      'inactive-mailbox',
    ],
    [
      '452-4.2.2 The email account that you tried to reach is over quota. https://support.google.com/mail/?p=OverQuotaTemp a1si1234567qkb.1 - gsmtp',
      'quota-issues',
    ],
    [
      '421-4.7.0 [192.0.2.10] Our system has detected that this message is likely unsolicited mail. To reduce the amount of spam sent to Gmail, this message has been blocked.',
      'spam-related',
    ],
    [
      '421 4.7.0 Try again later, closing connection. (EHLO) a1si1234567qkb.1 - gsmtp',
      'policy-related',
    ],
    // Microsoft
    [
      '550 5.4.1 Recipient address rejected: Access denied. AS(201806281) [BN8NAM11FT040.eop-nam11.prod.protection.outlook.com]',
      'bad-mailbox',
    ],
    [
      '550 5.7.708 Service unavailable. Access denied, traffic not accepted from this IP.',
      'spam-related',
    ],
    [
      '451 4.7.650 The mail server [192.0.2.10] has been temporarily rate limited due to IP reputation. (S775)',
      'spam-related',
    ],
    // Yahoo / AOL
    [
      '421 4.7.0 [TSS04] Messages from 192.0.2.10 temporarily deferred due to unexpected volume or user complaints',
      'spam-related',
    ],
    [
      '553 5.7.2 [TSS09] All messages from 192.0.2.10 will be permanently deferred; Retrying will NOT succeed.',
      'spam-related',
    ],
    [
      '554 delivery error: dd Sorry your message to x@yahoo.com cannot be delivered. This mailbox is disabled (554.30).',
      'inactive-mailbox',
    ],
    // Apple, GMX, WEB.DE, Orange, Comcast
    ['550 5.1.1 <anna@icloud.com>: user does not exist', 'bad-mailbox'],
    [
      '554 5.7.1 [HM08] Message rejected due to local policy. Please visit https://support.apple.com/en-us/HT204137',
      'spam-related',
    ],
    ['550 Requested action not taken: mailbox unavailable', 'bad-mailbox'],
    [
      '421-web.de (mxweb112) Nemesis ESMTP Service not available 421-Service unavailable 421-Reject due to policy restrictions.',
      'policy-related',
    ],
    [
      '550 5.1.1 Adresse d au moins un destinataire invalide. Invalid recipient. OFR_416 [416]',
      'bad-mailbox',
    ],
    [
      '554 resimta-ch2-18v.sys.comcast.net 192.0.2.10 found on one or more DNSBLs, see http://postmaster.comcast.net/smtp-error-codes.php#BL000010',
      'spam-related',
    ],
    // Generic MTAs
    ['554 5.7.1 <john@example.org>: Relay access denied', 'relaying-issues'],
    [
      '550 5.7.1 Message rejected because it contains a virus (Eicar-Test-Signature)',
      'virus-related',
    ],
    ['552 5.3.4 Message size exceeds fixed maximum message size', 'quota-issues'],
    ['503 5.5.1 Error: need RCPT command', 'protocol-errors'],
  ])('classifies %s as %s', (diagnostic, category) => {
    expect(classify(diagnostic)).toBe(category);
  });

  it('falls back on the enhanced status code, then on its subject, then on other', () => {
    expect(classify(null, '5.1.1')).toBe('bad-mailbox');
    expect(classify(null, '4.4.7')).toBe('message-expired');
    expect(classify('550 5.7.99 computer says no')).toBe('policy-related');
    expect(classify('451 4.3.0 temporary local problem - please try later')).toBe('policy-related');
    expect(classify('550 unrouted')).toBe('other');
    expect(classify(null)).toBe('other');
  });

  it('lets a provider rule overrule an enhanced code that alone would mislead', () => {
    expect(classify('550 5.4.1 Recipient address rejected: Access denied', '5.4.1')).toBe(
      'bad-mailbox',
    );
    expect(classify(null, '5.4.1')).toBe('no-answer-from-host');
  });

  it('counts bad-mailbox, inactive-mailbox and bad-domain as hard bounces only', () => {
    expect(bounceKind(classify('550 5.1.1 user unknown'))).toBe('hard');
    expect(bounceKind(classify('552 5.2.2 mailbox full'))).toBe('soft');
  });

  it('remembers categories per template', () => {
    const memoised = createBounceClassifier(2);
    const evidence = { dsnStatus: '5.1.1', diagnostic: '550 5.1.1 <a@x.com> unknown' };
    expect(memoised(evidence, '550 5.1.1 <{email}> unknown')).toBe('bad-mailbox');
    expect(memoised({ ...evidence, diagnostic: 'anything' }, '550 5.1.1 <{email}> unknown')).toBe(
      'bad-mailbox',
    );
  });
});
