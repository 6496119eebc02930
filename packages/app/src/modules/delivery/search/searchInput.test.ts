import { maxLength } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { checkSearch } from './searchInput.ts';

describe('checkSearch by recipient', () => {
  it('accepts a complete address, trimmed and lower-cased as the server compares it', () => {
    expect(checkSearch('email', '  J.Dupont@Orange.fr ')).toEqual({
      ok: true,
      constraint: 'email',
      value: 'j.dupont@orange.fr',
    });
  });

  it.each(['', '   '])('asks for an address when the text is blank (%j)', (text) => {
    expect(checkSearch('email', text)).toEqual({
      ok: false,
      constraint: 'email',
      problem: 'empty',
    });
  });

  it.each([
    'ana@example',
    'ana.example.com',
    'ana @example.com',
    'ana@@example.com',
    '@example.com',
  ])('refuses %j, which is not a complete address', (text) => {
    expect(checkSearch('email', text)).toMatchObject({ ok: false, problem: 'notEmail' });
  });

  it('points to the Message ID search when the text is in angle brackets', () => {
    expect(checkSearch('email', '<20261119.4c21@news.example.com>')).toMatchObject({
      ok: false,
      problem: 'bracketed',
    });
  });
});

describe('checkSearch by Message-ID', () => {
  it.each([
    ['<20261119.4c21@news.example.com>', '<20261119.4c21@news.example.com>'],
    ['  20261119.4c21@news.example.com ', '20261119.4c21@news.example.com'],
    // platform ids without @: SendGrid's sg_message_id, SES's messageId
    [
      '14c5d75ce93.dfd.64b469.filter0001.16648.5515E0B88.0',
      '14c5d75ce93.dfd.64b469.filter0001.16648.5515E0B88.0',
    ],
    [
      '0100018c2f3e4a5b-6d7e8f90-1234-4abc-9def-0123456789ab-000000',
      '0100018c2f3e4a5b-6d7e8f90-1234-4abc-9def-0123456789ab-000000',
    ],
  ])('accepts %j and sends it trimmed', (text, value) => {
    expect(checkSearch('message_id', text)).toEqual({ ok: true, constraint: 'message_id', value });
  });

  it.each([
    '<abc@example.com',
    'abc@example.com>',
    '<>',
    'two words@example.com',
    'a<b>c',
    'idé@example.com',
  ])('refuses %j', (text) => {
    expect(checkSearch('message_id', text)).toMatchObject({ ok: false, problem: 'notMessageId' });
  });

  it('asks for a Message-ID when the text is blank', () => {
    expect(checkSearch('message_id', ' ')).toMatchObject({ ok: false, problem: 'empty' });
  });

  it('refuses a text longer than a header line allows, brackets included', () => {
    const longest = 'a'.repeat(maxLength.messageId - 2);
    expect(checkSearch('message_id', `<${longest}>`)).toMatchObject({ ok: true });
    expect(checkSearch('message_id', `${longest}abc`)).toMatchObject({
      ok: false,
      problem: 'tooLong',
    });
  });
});
