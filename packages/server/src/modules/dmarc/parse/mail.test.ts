import { describe, expect, it } from 'vitest';
import { isReportAttachment, readReportEmail } from './mail.ts';
import { fixture } from '../../../testing/dmarcFixtures.ts';

describe('readReportEmail', () => {
  it('finds the zip of a Google aggregate report email and its reporter', async () => {
    const email = await readReportEmail(
      fixture(
        'aggregate/Report domain- borschow.com Submitter- google.com Report-ID- 949348866075514174.eml',
      ),
    );
    expect(email).toMatchObject({
      fromAddress: 'noreply-dmarc-support@google.com',
      fromDomain: 'google.com',
      subject: 'Report domain: borschow.com Submitter: google.com Report-ID: 949348866075514174',
      isFeedbackReport: false,
    });
    expect(email.reportAttachments.map((part) => [part.mimeType, part.filename])).toEqual([
      ['application/zip', 'google.com!borschow.com!1549929600!1550015999.zip'],
    ]);
    expect(email.reportAttachments[0]?.content.subarray(0, 4).toString('latin1')).toBe(
      'PK\x03\x04',
    );
  });

  it('tells report attachments by MIME type, or by name for the generic types', () => {
    for (const type of [
      'application/zip',
      'application/gzip',
      'application/x-gzip',
      'text/xml',
      'application/xml',
      'application/tlsrpt+json',
      'application/tlsrpt+gzip',
    ]) {
      expect(isReportAttachment(type, null)).toBe(true);
    }
    expect(isReportAttachment('application/octet-stream', 'a!b!1!2.xml.gz')).toBe(true);
    expect(isReportAttachment('application/octet-stream', 'a!b!1!2.zip')).toBe(true);
    expect(isReportAttachment('application/octet-stream', 'report.xml')).toBe(true);
    expect(isReportAttachment('application/octet-stream', 'logo.png')).toBe(false);
    expect(isReportAttachment('application/octet-stream', null)).toBe(false);
    expect(isReportAttachment('image/png', 'report.xml')).toBe(false);
  });
});
