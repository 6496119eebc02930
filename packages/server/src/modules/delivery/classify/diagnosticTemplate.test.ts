import { describe, expect, it } from 'vitest';
import { diagnosticTemplate } from './diagnosticTemplate.ts';

describe('diagnosticTemplate', () => {
  it('collapses the same answer for different recipients into one template', () => {
    const john = diagnosticTemplate(
      '550 5.1.1 <john@x.com>: Recipient address rejected: User unknown',
    );
    const jane = diagnosticTemplate(
      '550 5.1.1 <jane@y.org>: Recipient address rejected: User unknown',
    );
    expect(john).toBe('550 5.1.1 <{email}>: Recipient address rejected: User unknown');
    expect(jane).toBe(john);
  });

  it.each([
    [
      '421 4.7.0 [TSS04] Messages from 192.0.2.10 temporarily deferred due to unexpected volume or user complaints - 4.16.55.1; see https://postmaster.yahooinc.com/error-codes',
      '421 4.7.0 [TSS04] Messages from {ip} temporarily deferred due to unexpected volume or user complaints - {ip}; see {url}',
    ],
    [
      '451 4.7.650 The mail server [2a01:111:f400:7e1a::202] has been temporarily rate limited due to IP reputation. (S775) [MxId=11BA6C2C47E32C41] [DM3NAM02FT041.eop-nam02.prod.protection.outlook.com]',
      '451 4.7.650 The mail server [{ip}] has been temporarily rate limited due to IP reputation. (S775) [MxId={id}] [{host}]',
    ],
    [
      "550 5.7.1 Unfortunately, messages from [192.0.2.10] weren't sent. (S3150). [AM4PEPF00027A5F.eurprd04.prod.outlook.com 2024-05-01T10:00:00.000Z 08DC6AB1C2D3E4F5]",
      "550 5.7.1 Unfortunately, messages from [{ip}] weren't sent. (S3150). [{host} {time} {id}]",
    ],
    [
      "550-5.1.1 The email account that you tried to reach does not exist. Please try 550-5.1.1 double-checking the recipient's email address for typos or 550 5.1.1  https://support.google.com/mail/?p=NoSuchUser 41be03b00d2f7-5e8dc54d3c0si123456a12.345 - gsmtp",
      "550 5.1.1 The email account that you tried to reach does not exist. Please try double-checking the recipient's email address for typos or {url} {id} - gsmtp",
    ],
    [
      '552 5.2.2 Mailbox size 10485760 exceeds quota of user "bob" at 10:00:01',
      '552 5.2.2 Mailbox size {n} exceeds quota of user "{q}" at {time}',
    ],
    [
      '421 mwinf5c12 ME Trop de connexions. Too many connections, slow down. OFR005_104 [104]',
      '421 {id} ME Trop de connexions. Too many connections, slow down. OFR005_104 [104]',
    ],
    [
      '554 delivery error: dd This mailbox is disabled (554.30). - mta4215.mail.bf1.yahoo.com',
      '554 delivery error: dd This mailbox is disabled (554.30). - {host}',
    ],
    [
      '554 5.7.1 Service unavailable; Client host [192.0.2.10] blocked using zen.spamhaus.org',
      '554 5.7.1 Service unavailable; Client host [{ip}] blocked using zen.spamhaus.org',
    ],
  ])('templates %s', (diagnostic, template) => {
    expect(diagnosticTemplate(diagnostic)).toBe(template);
  });

  it('keeps apostrophes in words and quotes only what is quoted', () => {
    expect(diagnosticTemplate("550 recipient's mailbox 'a1b2' isn't here")).toBe(
      "550 recipient's mailbox '{q}' isn't here",
    );
  });

  it('cuts very long diagnostics', () => {
    expect(diagnosticTemplate(`550 ${'word '.repeat(500)}`).length).toBeLessThanOrEqual(1000);
  });
});
