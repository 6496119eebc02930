// The header cut into fields: continuation lines stay with their field, the authentication
// fields are marked, nothing of the text is lost.
import { describe, expect, it } from 'vitest';
import { headerFields } from './headerFields.ts';

const header = [
  'Received: from mta1.example.com (mta1.example.com [192.0.2.10])',
  '\tby audit.console.example with ESMTPS id 4XYZ',
  'Authentication-Results: audit.console.example;',
  ' spf=pass smtp.mailfrom=bounce.example.com;',
  ' dkim=pass header.d=example.com',
  'DKIM-Signature: v=1; a=rsa-sha256; d=example.com; s=s2026;',
  'ARC-Seal: i=1; a=rsa-sha256; cv=none',
  'arc-message-signature: i=1',
  'Received-SPF: pass (example.com: 192.0.2.10 is allowed)',
  'Subject: Authentication-Results: not a field of its own',
  'X-Mailer-ARC-Seal: no',
].join('\r\n');

describe('headerFields', () => {
  const fields = headerFields(header);

  it('keeps continuation lines with their field', () => {
    expect(fields.map((field) => field.name)).toEqual([
      'Received',
      'Authentication-Results',
      'DKIM-Signature',
      'ARC-Seal',
      'arc-message-signature',
      'Received-SPF',
      'Subject',
      'X-Mailer-ARC-Seal',
    ]);
    expect(fields[1]?.rest).toBe(
      ': audit.console.example;\n spf=pass smtp.mailfrom=bounce.example.com;\n dkim=pass header.d=example.com',
    );
  });

  it('marks the fields authentication writes, in any case, and no other', () => {
    expect(fields.filter((field) => field.isAuthentication).map((field) => field.name)).toEqual([
      'Authentication-Results',
      'DKIM-Signature',
      'ARC-Seal',
      'arc-message-signature',
      'Received-SPF',
    ]);
  });

  it('loses no text', () => {
    expect(fields.map((field) => `${field.name}${field.rest}`).join('\n')).toBe(
      header.replace(/\r\n/g, '\n'),
    );
  });

  it('keeps a line that is no field as it is', () => {
    expect(headerFields('garbage without colon\nFrom: a@example.com')).toEqual([
      { name: '', rest: 'garbage without colon', isAuthentication: false },
      { name: 'From', rest: ': a@example.com', isAuthentication: false },
    ]);
  });
});
