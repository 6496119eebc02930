import { describe, expect, it } from 'vitest';
import { isEmail, isTeamChatCode } from './patterns.ts';

describe('isEmail', () => {
  it.each(['ann@example.com', ' ann.lee+news@mail.example.co.uk '])('accepts %s', (value) => {
    expect(isEmail(value)).toBe(true);
  });

  it.each([
    '',
    'ann',
    'ann@',
    '@example.com',
    'ann@example',
    'ann@@example.com',
    'a b@example.com',
  ])('rejects "%s"', (value) => {
    expect(isEmail(value)).toBe(false);
  });
});

describe('isTeamChatCode', () => {
  it.each(['1234.5678.abcDEF', 'abc'])('accepts %s', (value) => {
    expect(isTeamChatCode(value)).toBe(true);
  });

  it.each(['', 'abc-def', 'abc def', 'abc/../x', 'abc<script>'])('rejects "%s"', (value) => {
    expect(isTeamChatCode(value)).toBe(false);
  });
});
