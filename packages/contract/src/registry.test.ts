// Registry completeness: every call of spec section 7, written out here, is in the contract
// once, with the right area, account handling and module.
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  authCalls,
  callByKey,
  callPath,
  calls,
  exampleOf,
  type ApiClient,
  type CallKey,
  type ClientInput,
  type Input,
  type Output,
} from './index.ts';

const crud = (resource: string) =>
  ['all', 'get', 'add', 'set', 'del'].map((action) => `admin/${resource}/${action}`);

/** Section 7 as written, one key per call. */
const specCalls = [
  'public/system/heartbeat',
  'public/users/auth',
  'public/dictionary/all',
  'public/feedback/error',

  'user/users/get',
  'user/users/set',
  'user/alerts/all',
  'user/alerts/set',
  'user/accounts/all',
  'user/workspaces/all',
  'user/documentation/all',
  'user/messages/all',
  'user/feedback/send',
  'user/slack/add',
  'user/slack/del',
  'user/blacklists/all',

  'member/datasets/all',
  'member/datasets/totals',
  'member/datasets/timeseries',
  'member/datasets/categories',
  'member/datasets/deferrals',
  'member/datasets/bounces',
  'member/datasets/delays',
  'member/datasets/grouping',
  'member/datasets/search',
  'member/ips/all',
  'member/ips/get',
  'member/domains/all',
  'member/domains/get',
  'member/dmarc/get',
  'member/dmarc/failure_reports',
  'member/dmarc/failure_report',
  'member/dmarc/policy_domains',
  'member/dmarc/domain_sources',
  'member/dmarc/source_results',
  'member/dmarc/dns_records',
  'member/emailaudit/all',
  'member/emailaudit/get',
  'member/policies/all',

  'editor/accounts/get',
  'editor/ips/add',
  'editor/ips/set',
  'editor/ips/del',
  'editor/ips/count',
  'editor/domains/add',
  'editor/domains/set',
  'editor/domains/del',
  'editor/domains/count',
  'editor/policies/add',
  'editor/policies/set',
  'editor/policies/del',

  'owner/alerts/add',
  'owner/alerts/del',
  'owner/memberships/all',
  'owner/memberships/add',
  'owner/memberships/set',
  'owner/memberships/del',
  'owner/memberships/invite',

  'admin/preferences/del',
  'admin/metrics/all',
  ...crud('ips'),
  ...crud('domains'),
  ...crud('accounts'),
  ...crud('datasets'),
  ...crud('users'),
  'admin/users/api',
  ...crud('workspaces'),
  ...crud('dimensions'),
  'admin/alerts/all',
  'admin/alerts/da',
  'admin/alerts/add',
  'admin/alerts/set',
  'admin/alerts/del',
  'admin/alerts/activate',
  'admin/issues/all',
  ...crud('messages'),
  ...crud('dictionary'),
  ...crud('templates'),
  ...crud('content'),
  'admin/integrations/create',
  'admin/integrations/read',
  'admin/integrations/update',
  'admin/integrations/delete',
  'admin/usage/all',
  'admin/statistics/users',
];

/** Calls the contract adds where the spec is silent (see README). */
const designedCalls = [
  'user/releases/all',
  'admin/users/clone',
  'admin/apikeys/all',
  'admin/apikeys/del',
  'admin/alerts/get',
  'admin/integrations/all',
  ...crud('blacklists'),
  'member/dmarc/domain_days',
  'member/dmarc/tls_reports',
  'member/blocklists/all',
  'member/reputation/changes',
  'editor/emailaudit/renew',
  'owner/changes/all',
  'admin/changes/all',
];

const keys = calls.map((entry) => entry.key);

describe('registry', () => {
  it('has every call of section 7', () => {
    const missing = specCalls.filter((key) => !keys.includes(key as CallKey));
    expect(missing).toEqual([]);
  });

  it('has no call beyond section 7 and the designed ones', () => {
    const extra = keys.filter((key) => !specCalls.includes(key) && !designedCalls.includes(key));
    expect(extra).toEqual([]);
    expect(designedCalls.filter((key) => !keys.includes(key as CallKey))).toEqual([]);
  });

  it('lists each key once, and the spec list too', () => {
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(specCalls).size).toBe(specCalls.length);
    expect(keys.length).toBe(specCalls.length + designedCalls.length);
  });

  it('builds each key from area, resource and action', () => {
    for (const entry of calls) {
      expect(entry.key).toBe(`${entry.area}/${entry.resource}/${entry.action}`);
      expect(entry.resource).toMatch(/^[a-z_]+$/);
      expect(entry.action).toMatch(/^[a-z_]+$/);
    }
  });

  it('counts calls per area', () => {
    const perArea = Object.fromEntries(
      ['public', 'user', 'member', 'editor', 'owner', 'admin'].map((area) => [
        area,
        calls.filter((entry) => entry.area === area).length,
      ]),
    );
    expect(perArea).toEqual({ public: 4, user: 13, member: 27, editor: 13, owner: 8, admin: 82 });
  });

  it('finds calls by key', () => {
    const totals = callByKey('member/datasets/totals');
    expect(totals.area).toBe('member');
    expect(totals.module).toBe('da');
    expect(callByKey('member/datasets/nope' as string)).toBeUndefined();
    expect(callPath(totals)).toBe('/api/v1.1/member/datasets/totals');
  });
});

describe('member and editor calls', () => {
  const accountCalls = calls.filter((entry) => entry.area === 'member' || entry.area === 'editor');

  it.each(accountCalls.map((entry) => [entry.key, entry] as const))(
    '%s requires account',
    (_key, entry) => {
      const example = exampleOf(entry.input) as Record<string, unknown>;
      expect(example['account']).toBe('acme');
      expect(entry.input.safeParse(example).success).toBe(true);
      const { account: _account, ...withoutAccount } = example;
      expect(entry.input.safeParse(withoutAccount).success).toBe(false);
      expect(entry.input.safeParse({ ...example, account: '' }).success).toBe(false);
    },
  );

  it('leaves account out of the other areas unless the call is about an account', () => {
    const owner = calls.filter((entry) => entry.area === 'owner');
    for (const entry of owner) {
      expect(Object.keys(exampleOf(entry.input) as object)).toContain('account');
    }
    const userExample = exampleOf(callByKey('user/users/set').input) as object;
    expect(Object.keys(userExample)).not.toContain('account');
  });
});

describe('modules', () => {
  const expectedModule = (key: string): string | undefined => {
    const [area, resource] = key.split('/');
    if (area === 'member' || area === 'editor') {
      if (resource === 'datasets') return 'da';
      if (['ips', 'domains', 'blocklists', 'reputation'].includes(resource ?? '')) return 'rm';
      if (resource === 'emailaudit') return 'ea';
      if (resource === 'dmarc' || resource === 'policies') return 'dr';
    }
    return undefined;
  };

  it.each(calls.map((entry) => [entry.key, entry] as const))(
    '%s has the right module',
    (key, entry) => {
      expect(entry.module).toBe(expectedModule(key));
    },
  );

  it('marks 9 da, 14 rm, 3 ea and 13 dr calls', () => {
    const count = (code: string) => calls.filter((entry) => entry.module === code).length;
    expect([count('da'), count('rm'), count('ea'), count('dr')]).toEqual([9, 14, 3, 13]);
  });
});

describe('auth calls', () => {
  it('lists the sign-in calls with method and path', () => {
    expect(authCalls.map(({ name, method, path }) => [name, method, path])).toEqual([
      ['sso', 'GET', '/api/v1.1/auth/authenticate'],
      ['login', 'POST', '/api/v1.1/auth/authenticate/postmastery'],
      ['reset', 'POST', '/api/v1.1/auth/user/reset'],
      ['change', 'POST', '/api/v1.1/auth/user/change'],
      ['logout', 'POST', '/api/v1.1/auth/authenticate/logout'],
      ['invitation', 'POST', '/api/v1.1/auth/invitation'],
      ['accept', 'POST', '/api/v1.1/auth/invitation/accept'],
    ]);
  });
});

describe('types', () => {
  it('infers inputs and outputs per key', () => {
    expectTypeOf<
      Output<'member/datasets/totals'>['totals']['bounce_rate']
    >().toEqualTypeOf<number>();
    expectTypeOf<Input<'member/datasets/totals'>>().toHaveProperty('account');
    expectTypeOf<ClientInput<'member/datasets/totals'>>().not.toHaveProperty('account');
    expectTypeOf<ClientInput<'owner/memberships/all'>>().toHaveProperty('account');
    expectTypeOf<Output<'user/users/get'>['language']>().toEqualTypeOf<'en' | 'fr' | 'de'>();
  });

  it('shapes the typed client as area, resource, action', () => {
    type Totals = ApiClient['member']['datasets']['totals'];
    expectTypeOf<Parameters<Totals>[0]>().toEqualTypeOf<ClientInput<'member/datasets/totals'>>();
    expectTypeOf<Awaited<ReturnType<Totals>>>().toEqualTypeOf<Output<'member/datasets/totals'>>();
    // calls without required fields may be made without an argument
    expectTypeOf<ApiClient['user']['users']['get']>().toBeCallableWith();
    expectTypeOf<ApiClient['member']['datasets']['all']>().toBeCallableWith();
    expectTypeOf<ApiClient['user']['users']['set']>().toBeCallableWith({ version: 'v2-0-63-0' });
    // @ts-expect-error a report needs its dataset and range
    expectTypeOf<ApiClient['member']['datasets']['totals']>().toBeCallableWith();
  });
});
