// Sample answers for the statistics stories: seven accounts over 12 months (Acme over its volume
// limit and near its user limit in November 2026, Initech near its volume limit and only since
// June, Globex without limits), ten users' activity, the accounts and users of the pickers, and
// the fixed clock (20 November 2026) that makes November the current month.
import type { AccountOverview, Input, Output, UsageRow } from '@console/contract';
import type { FakeHandlers } from '../../../stories/fakeApi.ts';

export const storyNow = Date.parse('2026-11-20T10:00:00.000Z');

type Figures = Omit<UsageRow, 'account' | 'name' | 'month'>;

interface SampleAccount {
  id: string;
  name: string;
  /** the first month it has usage */
  since?: string;
  november: Figures;
}

const limits = (
  user: number | null,
  volume: number | null,
  ip: number | null,
  domain: number | null,
  audit: number | null,
  policy: number | null,
) => ({
  user_limit: user,
  volume_limit: volume,
  ip_limit: ip,
  domain_limit: domain,
  audit_limit: audit,
  policy_limit: policy,
});

const sampleAccounts: SampleAccount[] = [
  {
    id: 'acme',
    name: 'Acme Retail',
    november: {
      users: 9,
      volume: 5_200_000,
      ips: 12,
      domains: 6,
      audits: 14,
      policies: 5,
      dmarc: 4_800_000,
      ...limits(10, 5_000_000, 12, 20, 20, 10),
    },
  },
  {
    id: 'umbrella',
    name: 'Umbrella News',
    november: {
      users: 6,
      volume: 2_100_000,
      ips: 5,
      domains: 3,
      audits: 6,
      policies: 3,
      dmarc: 1_900_000,
      ...limits(10, 3_000_000, 8, 10, 10, 5),
    },
  },
  {
    id: 'demo',
    name: 'Demo sender',
    november: {
      users: 4,
      volume: 1_240_000,
      ips: 3,
      domains: 2,
      audits: 3,
      policies: 2,
      dmarc: 1_100_000,
      ...limits(5, 5_000_000, 4, 5, 10, 5),
    },
  },
  {
    id: 'globex',
    name: 'Globex Mail',
    november: {
      users: 2,
      volume: 820_000,
      ips: 2,
      domains: 1,
      audits: 0,
      policies: 1,
      dmarc: 600_000,
      ...limits(null, null, null, null, null, null),
    },
  },
  {
    id: 'initech',
    name: 'Initech Notifications',
    since: '2026-06',
    november: {
      users: 3,
      volume: 460_000,
      ips: 1,
      domains: 1,
      audits: 1,
      policies: 0,
      dmarc: 0,
      ...limits(5, 500_000, 2, 2, 5, 2),
    },
  },
  {
    id: 'stark',
    name: 'Stark Alerts',
    november: {
      users: 2,
      volume: 310_000,
      ips: 1,
      domains: 1,
      audits: 2,
      policies: 1,
      dmarc: 250_000,
      ...limits(5, 1_000_000, 2, 3, 5, 3),
    },
  },
  {
    id: 'hooli',
    name: 'Hooli Billing',
    november: {
      users: 1,
      volume: 95_000,
      ips: 1,
      domains: 1,
      audits: 0,
      policies: 0,
      dmarc: 0,
      ...limits(3, 1_000_000, 2, 3, 0, 0),
    },
  },
];

/** The 12 months of the stories, oldest first: December 2025 to November 2026. */
export const storyMonths = Array.from({ length: 12 }, (_, index) => {
  const month = ((11 + index) % 12) + 1;
  return `${index === 0 ? 2025 : 2026}-${String(month).padStart(2, '0')}`;
});

/**
 * A month's usage: November's figures, the monthly ones (volume, audits, DMARC messages) growing
 * by 5 % of November's a month from 45 % in December 2025; users, IPs, domains and policies as
 * they are now (the server counts those at the time of the call).
 */
export function usageOf(month: string): UsageRow[] {
  const index = storyMonths.indexOf(month);
  if (index < 0) return [];
  const share = 0.45 + 0.05 * index;
  return sampleAccounts
    .filter((account) => (account.since ?? '') <= month)
    .map(({ id, name, november }) => ({
      account: id,
      name,
      month,
      ...november,
      volume: Math.round(november.volume * share),
      audits: Math.round(november.audits * share),
      dmarc: Math.round(november.dmarc * share),
    }));
}

export const accountList: AccountOverview[] = sampleAccounts.map(({ id, name, november }) => ({
  id,
  name,
  members: [],
  modules: ['da', 'rm', 'ea', 'dr'],
  user_limit: november.user_limit,
  volume_limit: november.volume_limit,
  ip_limit: november.ip_limit,
  domain_limit: november.domain_limit,
  audit_limit: november.audit_limit,
  policy_limit: november.policy_limit,
  snds: false,
}));

type UserStatisticsRow = Output<'admin/statistics/users'>[number];

const activity = (
  user: string,
  name: string,
  accounts: string[],
  visits: number,
  activeDays: number,
  calls: number,
  lastVisit: string | null,
): UserStatisticsRow => ({
  user,
  name,
  accounts,
  visits,
  active_days: activeDays,
  calls,
  last_visit: lastVisit,
});

/** November 2026: the busiest is Acme's operations mailbox; Jonas never came. */
export const novemberActivity: UserStatisticsRow[] = [
  activity('admin@example.com', 'Ops admin', [], 14, 9, 1_220, '2026-11-19T16:40:00.000Z'),
  activity(
    'claire.martin@example.com',
    'Claire Martin',
    ['demo'],
    42,
    18,
    3_910,
    '2026-11-20T08:12:00.000Z',
  ),
  activity('jonas.weber@example.com', 'Jonas Weber', ['demo'], 0, 0, 0, null),
  activity(
    'lena.fischer@initech.example',
    'Lena Fischer',
    ['initech'],
    5,
    4,
    410,
    '2026-11-17T07:55:00.000Z',
  ),
  activity(
    'li.wei@umbrella.example',
    'Li Wei',
    ['umbrella'],
    19,
    11,
    2_050,
    '2026-11-20T06:30:00.000Z',
  ),
  activity(
    'marc.dubois@example.com',
    'Marc Dubois',
    ['acme', 'demo'],
    25,
    12,
    2_480,
    '2026-11-18T15:40:00.000Z',
  ),
  activity(
    'nina.berg@stark.example',
    'Nina Berg',
    ['stark'],
    3,
    2,
    150,
    '2026-11-06T12:10:00.000Z',
  ),
  activity(
    'ops@acme.example',
    'Acme operations',
    ['acme'],
    60,
    20,
    8_120,
    '2026-11-20T09:05:00.000Z',
  ),
  activity('paul.roy@globex.example', 'Paul Roy', ['globex'], 1, 1, 35, '2026-11-02T10:00:00.000Z'),
  activity(
    'sofia.keller@example.com',
    'Sofia Keller',
    ['demo'],
    8,
    6,
    640,
    '2026-11-14T13:20:00.000Z',
  ),
];

/** Another month: everyone did a little less, by 10 % a month back from November. */
export function activityOf(from: string): UserStatisticsRow[] {
  const back = storyMonths.length - 1 - storyMonths.indexOf(from.slice(0, 7));
  const share = 1 - 0.1 * Math.min(back, 9);
  return novemberActivity.map((row) => ({
    ...row,
    visits: Math.round(row.visits * share),
    active_days: Math.round(row.active_days * share),
    calls: Math.round(row.calls * share),
  }));
}

/** A quiet month: nobody came. */
export const noActivity: UserStatisticsRow[] = novemberActivity.map((row) => ({
  ...row,
  visits: 0,
  active_days: 0,
  calls: 0,
}));

export const userList: Output<'admin/users/all'> = novemberActivity.map((row) => ({
  id: row.user,
  name: row.name,
  admin: row.user === 'admin@example.com',
  owner: row.accounts.length > 0,
  language: 'en' as const,
  accounts: row.accounts,
  last_visit: row.last_visit,
}));

/** Every call of the three pages answered from the samples above. */
export const statisticsHandlers: FakeHandlers = {
  'admin/usage/all': (input: Input<'admin/usage/all'>) => usageOf(input.month ?? '2026-11'),
  'admin/accounts/all': () => accountList,
  'admin/statistics/users': (input: Input<'admin/statistics/users'>) => activityOf(input.from),
  'admin/users/all': () => userList,
};
