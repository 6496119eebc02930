import { describe, expect, it } from 'vitest';
import { parseFailureReport, parseFieldBlock } from './failure.ts';
import { fixture } from '../../../testing/dmarcFixtures.ts';

describe('parseFailureReport', () => {
  it('reads the Netease report (multipart/mixed, base64 ARF part, message/rfc822)', async () => {
    const report = await parseFailureReport(
      fixture('failure/[Netease DMARC Failure Report] Rent Reminder.eml'),
    );
    expect(report).toMatchObject({
      parsed: true,
      feedbackType: 'auth-failure',
      userAgent: 'NtesDmarcReporter/1.0',
      version: '1',
      arrivalDate: new Date('2018-09-28T08:48:42.000Z'),
      reportedDomain: 'cardinal.com',
      sourceIp: '167.89.69.24',
      authFailure: null,
      deliveryResult: 'delivered',
      dkimDomain: 'entrata.com',
      identityAlignment: 'spf,dkim',
      originalMailFrom: '<bounces+1137616-c1ad-xsj399=163.com@email.entrata.com>',
      originalRcptTo: null,
      authenticationResults:
        '163.com; dkim=pass (verify result: all signatures verified) header.d=entrata.com; spf=pass smtp.mailfrom=bounces+1137616-c1ad-xsj399=163.com@email.entrata.com',
      reporter: '163.com',
    });
    expect(report.fields).toContainEqual([
      'original-envelope-id',
      'N8CowEApcUPo6q1bnXlMAA--.44392S3',
    ]);
    expect(report.fields).toHaveLength(12);
    expect(report.originalHeaders?.split('\n')).toContain('Subject: Rent Reminder');
    expect(report.originalHeaders?.split('\n')).toContain(
      'From: 700 on Washington <info@cardinal.com>',
    );
  });

  it('reads the LinkedIn report (multipart/report, inline message/rfc822, mbox From line)', async () => {
    const report = await parseFailureReport(fixture('failure/dmarc_ruf_report_linkedin.eml'));
    expect(report).toMatchObject({
      parsed: true,
      feedbackType: 'auth-failure',
      userAgent: 'Lua/1.0',
      version: '1.0',
      arrivalDate: new Date('2019-04-30T02:09:00.000Z'),
      reportedDomain: 'example.com',
      sourceIp: '10.10.10.10',
      authFailure: 'dmarc',
      deliveryResult: 'delivered',
      dkimDomain: null,
      originalMailFrom: null,
      originalRcptTo: 'recipient@linkedin.com',
      authenticationResults: 'dmarc=fail (p=none; dis=none) header.from=example.com',
      reporter: 'linkedin.com',
    });
    // an empty field is kept as written
    expect(report.fields).toContainEqual(['original-mail-from', '']);
    expect(report.originalHeaders?.split('\n')).toContain('From: Sender <sender@example.com>');
    // headers only: the original body stays out
    expect(report.originalHeaders).not.toContain('HTML Text');
  });

  it('reads text/rfc822-headers and keeps repeated fields', async () => {
    const email = [
      'From: "Reporter" <ruf@Reporter.Example>',
      'Subject: failure',
      'MIME-Version: 1.0',
      'Content-Type: multipart/report; report-type=feedback-report; boundary="r"',
      '',
      '--r',
      'Content-Type: text/plain',
      '',
      'A failure report.',
      '--r',
      'Content-Type: message/feedback-report',
      '',
      'Feedback-Type: auth-failure',
      'Version: 1',
      'Auth-Failure: dkim',
      'DKIM-Domain: Example.COM',
      'DKIM-Identity: @example.com',
      'DKIM-Selector: s2026',
      'SPF-DNS: txt : example.com : "v=spf1 -all"',
      'Original-Rcpt-To: <a@receiver.example>',
      'Original-Rcpt-To: <b@receiver.example>',
      'Authentication-Results: receiver.example; dkim=fail',
      '  header.d=example.com',
      '',
      '--r',
      'Content-Type: text/rfc822-headers',
      '',
      'From: someone@example.com',
      'Subject: hello',
      '',
      '--r--',
      '',
    ].join('\r\n');
    const report = await parseFailureReport(Buffer.from(email));
    expect(report).toMatchObject({
      parsed: true,
      authFailure: 'dkim',
      dkimDomain: 'example.com',
      dkimIdentity: '@example.com',
      dkimSelector: 's2026',
      spfDns: 'txt : example.com : "v=spf1 -all"',
      originalRcptTo: '<a@receiver.example>',
      authenticationResults: 'receiver.example; dkim=fail header.d=example.com',
      reporter: 'reporter.example',
      originalHeaders: 'From: someone@example.com\nSubject: hello',
    });
    expect(report.fields.filter(([name]) => name === 'original-rcpt-to')).toEqual([
      ['original-rcpt-to', '<a@receiver.example>'],
      ['original-rcpt-to', '<b@receiver.example>'],
    ]);
  });

  it('keeps a plain-text report without an ARF part, unparsed, with what it says', async () => {
    const email = [
      'From: dmarc@old-receiver.example',
      'Subject: DMARC failure',
      '',
      'This message failed DMARC.',
      'Source-IP: 192.0.2.7',
      'Reported-Domain: Example.com',
      'Thanks: for reading',
      '',
    ].join('\n');
    const report = await parseFailureReport(Buffer.from(email));
    expect(report).toMatchObject({
      parsed: false,
      feedbackType: null,
      sourceIp: '192.0.2.7',
      reportedDomain: 'example.com',
      reporter: 'old-receiver.example',
      originalHeaders: null,
      fields: [
        ['source-ip', '192.0.2.7'],
        ['reported-domain', 'Example.com'],
      ],
    });
  });

  it('unfolds header blocks', () => {
    expect(parseFieldBlock('A: 1\r\n  continued\r\nB:2\r\nnot a field\r\n')).toEqual([
      ['a', '1 continued'],
      ['b', '2'],
    ]);
  });
});
