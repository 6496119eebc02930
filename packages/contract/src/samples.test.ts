// Hand-written inputs a screen really sends: accepted and normalised, or rejected for the
// reason the spec gives.
import { describe, expect, it } from 'vitest';
import { authCallByName, callByKey, exampleOf, type CallKey } from './index.ts';

const range = { preset: 'yesterday', start: '2024-05-01T00:00:00Z', end: '2024-05-02T00:00:00Z' };
const accepts = (key: CallKey, input: unknown) => callByKey(key).input.safeParse(input);

describe('valid inputs', () => {
  it.each([
    ['user/users/set', { version: 'v2-0-63-0' }],
    ['user/users/set', { last_message: '2024-05-01T10:00:00+02:00', version: 'v2-0-63-0' }],
    ['user/users/set', { mode: null, timezone: 'Etc/Zulu', delimiter: 'tab', format: '# ###,##' }],
    [
      'user/users/set',
      {
        presets: {
          'acme-news.Gmail only': {
            dataset: 'd1',
            workspace: 'acme-news',
            range,
            filters: [],
            default: true,
          },
        },
      },
    ],
    ['user/alerts/set', { id: 'a1', active: false }],
    ['user/slack/add', { code: '1234.5678.abc' }],
    [
      'public/feedback/error',
      { error: { name: 'TypeError', message: 'x is undefined' }, url: '/', localstorage: {} },
    ],
    ['member/datasets/totals', { account: 'acme', dataset: 'd1', range }],
    [
      'member/datasets/totals',
      {
        account: 'acme',
        dataset: 'd1',
        range,
        filters: [{ field: 'provider', op: 'NOT_IN', values: ['google', 'yahoo'] }],
      },
    ],
    [
      'member/datasets/grouping',
      {
        account: 'acme',
        dataset: 'd1',
        range,
        filters: [],
        groupBy: 'domain',
        order: 'bounce_rate',
        direction: 'DESC',
      },
    ],
    [
      'member/datasets/grouping',
      { account: 'acme', dataset: 'd1', range, groupBy: 'ip', order: 'key', direction: 'ASC' },
    ],
    ['member/datasets/search', { account: 'acme', dataset: 'd1', range, email: 'ana@example.com' }],
    [
      'member/datasets/search',
      { account: 'acme', dataset: 'd1', range, message_id: '<abc@mail.example.com>' },
    ],
    ['member/ips/get', { account: 'acme', address: '2001:db8::1', since: '2024-04-01' }],
    [
      'member/dmarc/source_results',
      {
        account: 'acme',
        domain: 'example.com',
        source: '192.0.2.1',
        from: '2024-04-01',
        to: '2024-04-30',
      },
    ],
    ['editor/ips/add', { account: 'acme', address: '192.0.2.10' }],
    ['editor/domains/set', { account: 'acme', name: 'mail.example.co.uk', tags: ['promo'] }],
    ['owner/memberships/invite', { account: 'acme', user: 'bo@example.com', role: 'editor' }],
    ['admin/users/api', { dataset: 'acme-newsletters' }],
    ['admin/alerts/activate', { template: 't1', account: 'acme' }],
    ['admin/issues/all', { start: '2024-05-01T00:00:00Z', end: '2024-05-02T00:00:00Z' }],
    ['admin/statistics/users', { from: '2024-05-01', to: '2024-05-31' }],
    ['admin/usage/all', {}],
    ['admin/accounts/set', { id: 'acme', ip_limit: null }],
  ] as const)('%s accepts %j', (key, input) => {
    expect(accepts(key, input).error?.issues ?? []).toEqual([]);
  });
});

describe('normalisation', () => {
  it('trims filter values and lower-cases emails and domains', () => {
    const parsed = callByKey('member/datasets/totals').input.parse({
      account: 'acme',
      dataset: 'd1',
      range,
      filters: [{ field: 'domain', op: 'IN', values: [' gmail.com '] }],
    });
    expect(parsed.filters[0]?.values).toEqual(['gmail.com']);
    const domain = callByKey('editor/domains/add').input.parse({
      account: 'acme',
      name: ' Example.COM ',
    });
    expect(domain.name).toBe('example.com');
    expect(domain.description).toBe('');
    const search = callByKey('member/datasets/search').input.parse({
      account: 'acme',
      dataset: 'd1',
      range,
      email: 'Ana@Example.com',
    });
    expect(search.email).toBe('ana@example.com');
  });

  it('leaves absent fields out of a set instead of resetting them', () => {
    const parsed = callByKey('editor/ips/set').input.parse({
      account: 'acme',
      address: '192.0.2.1',
    });
    expect(parsed).toEqual({ account: 'acme', address: '192.0.2.1' });
    expect(callByKey('admin/users/set').input.parse({ id: 'ana@example.com' })).toEqual({
      id: 'ana@example.com',
    });
  });

  it('trims the reset token', () => {
    const change = authCallByName('change').input.parse({
      token: ' abc ',
      password: 'x'.repeat(12),
    });
    expect(change.token).toBe('abc');
  });
});

describe('invalid inputs', () => {
  it.each([
    [
      'member/datasets/totals',
      {
        account: 'acme',
        dataset: 'd1',
        range,
        filters: [{ field: 'domain', op: 'LIKE', values: ['a'] }],
      },
      'unknown operator',
    ],
    [
      'member/datasets/totals',
      {
        account: 'acme',
        dataset: 'd1',
        range,
        filters: [{ field: 'domain', op: 'IN', values: ['  '] }],
      },
      'blank filter value',
    ],
    [
      'member/datasets/totals',
      {
        account: 'acme',
        dataset: 'd1',
        range,
        filters: [{ field: 'domain', op: 'IN', values: [] }],
      },
      'filter without values',
    ],
    [
      'member/datasets/totals',
      { account: 'acme', dataset: 'd1', range: { ...range, end: '2024-04-30T00:00:00Z' } },
      'end before start',
    ],
    [
      'member/datasets/totals',
      { account: 'acme', dataset: 'd1', range: { ...range, end: '2024-06-10T00:00:00Z' } },
      'range over 32 days',
    ],
    [
      'member/datasets/totals',
      { account: 'acme', dataset: 'd1', range: { ...range, preset: 'lastYear' } },
      'unknown preset',
    ],
    [
      'member/datasets/totals',
      {
        account: 'acme',
        dataset: 'd1',
        range: { preset: 'custom', start: '2024-05-01T00:00:00Z' },
      },
      'custom range without end',
    ],
    [
      'member/datasets/totals',
      { account: 'acme', dataset: 'd1', range: { ...range, start: '2024-05-01' } },
      'date instead of timestamp',
    ],
    [
      'member/datasets/grouping',
      { account: 'acme', dataset: 'd1', range, groupBy: 'ip', order: 'bogus', direction: 'ASC' },
      'unknown order metric',
    ],
    [
      'member/datasets/search',
      { account: 'acme', dataset: 'd1', range },
      'search without recipient or Message-ID',
    ],
    [
      'member/datasets/search',
      { account: 'acme', dataset: 'd1', range, email: 'not-an-email' },
      'invalid email',
    ],
    [
      'member/ips/get',
      { account: 'acme', address: '999.1.1.1', since: '2024-04-01' },
      'invalid IPv4',
    ],
    [
      'member/ips/get',
      { account: 'acme', address: '2001:db8:::1', since: '2024-04-01' },
      'invalid IPv6',
    ],
    [
      'member/domains/get',
      { account: 'acme', name: 'example', since: '2024-04-01' },
      'single-label domain',
    ],
    [
      'member/domains/get',
      { account: 'acme', name: '-bad.example.com', since: '2024-04-01' },
      'label starting with a hyphen',
    ],
    ['user/slack/add', { code: 'abc-def' }, 'team-chat code with a hyphen'],
    ['user/users/set', { language: 'es' }, 'unsupported language'],
    ['user/users/set', { timezone: 'Mars/Olympus' }, 'unknown time zone'],
    ['user/users/set', { delimiter: ',' }, 'delimiter given as a character'],
    ['user/feedback/send', { message: '   ', url: '/' }, 'blank feedback'],
    [
      'member/dmarc/policy_domains',
      { account: 'acme', from: '2024-05-02', to: '2024-05-01' },
      'DMARC range reversed',
    ],
    [
      'admin/issues/all',
      { start: '2024-05-02T00:00:00Z', end: '2024-05-01T00:00:00Z' },
      'issues range reversed',
    ],
    [
      'owner/memberships/set',
      { account: 'acme', user: 'bo@example.com', role: 'admin' },
      'admin as a membership role',
    ],
  ] as const)('%s rejects %j (%s)', (key, input, _reason) => {
    expect(accepts(key, input).success).toBe(false);
  });

  it('keeps the placeholder workspace id reserved', () => {
    const add = callByKey('admin/workspaces/add').input;
    const example = exampleOf(add) as Record<string, unknown>;
    expect(add.safeParse(example).success).toBe(true);
    expect(add.safeParse({ ...example, id: 'none' }).success).toBe(false);
  });

  it('rejects a login without password and a malformed second-factor code', () => {
    const login = authCallByName('login').input;
    expect(login.safeParse({ username: 'ana@example.com', password: '' }).success).toBe(false);
    expect(
      login.safeParse({ username: 'ana@example.com', password: 'secret', code: '12ab56' }).success,
    ).toBe(false);
    expect(
      login.safeParse({ username: 'ana@example.com', password: 'secret', code: '123456' }).success,
    ).toBe(true);
    expect(authCallByName('sso').input.safeParse({ provider: 'github' }).success).toBe(false);
  });

  it('takes an empty second-factor field as no code', () => {
    const login = authCallByName('login').input;
    expect(login.parse({ username: 'ana@example.com', password: 'secret', code: '' })).toEqual({
      username: 'ana@example.com',
      password: 'secret',
      code: undefined,
    });
  });
});
