// The operator's views (management area): issues raised by background work in a time range,
// each account's use of a month against its limits, and user activity between two days.
import type { ParsedInput, Severity } from '@console/contract';
import type { ModuleCode } from '@console/contract';
import type { Db } from '../../db/schema/index.ts';
import { allAccounts } from '../accounts/accounts.repository.ts';
import { assetCountsPerAccount } from '../assets/assets.repository.ts';
import { auditsPerAccount } from '../auditor/auditor.repository.ts';
import { submittedPerAccount } from '../delivery/usage.repository.ts';
import { memberCountsPerAccount } from '../memberships/memberships.repository.ts';
import { issuesBetween, userActivity } from '../statistics/statistics.repository.ts';
import { flushActivity } from './activity.ts';

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

export async function listIssues(db: Db, input: ParsedInput<'admin/issues/all'>) {
  const rows = await issuesBetween(db, new Date(input.start), new Date(input.end));
  return rows.map((row) => ({
    id: row.id,
    timestamp: iso(row.last_at) as string,
    severity: row.severity as Severity,
    source: row.source,
    account: row.account_id,
    dataset: row.dataset_id,
    module: row.module as ModuleCode | null,
    title: row.title,
    detail: row.detail,
    occurrences: row.occurrences,
    resolved_at: iso(row.resolved_at),
  }));
}

const dayMs = 86_400_000;

function monthDays(month: string): [number, number] {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return [Date.UTC(year, index - 1, 1) / dayMs, Date.UTC(year, index, 1) / dayMs];
}

/**
 * Usage of every account in a month (the current one when absent). Users, IPs, domains and
 * policies are counted as they are now; volume is the month's submitted messages and audits the
 * month's audit reports. DMARC reports count 0.
 */
export async function usageOfMonth(db: Db, input: ParsedInput<'admin/usage/all'>) {
  const month = input.month ?? new Date().toISOString().slice(0, 7);
  const [fromDay, toDay] = monthDays(month);
  const lookup = async (rows: Promise<{ account_id: string; count: number }[]>) => {
    const map = new Map((await rows).map((row) => [row.account_id, Number(row.count)]));
    return (account: string) => map.get(account) ?? 0;
  };
  const users = await lookup(memberCountsPerAccount(db));
  const ips = await lookup(assetCountsPerAccount(db, 'ips'));
  const domains = await lookup(assetCountsPerAccount(db, 'domains'));
  const policies = await lookup(assetCountsPerAccount(db, 'policies'));
  const volume = await lookup(submittedPerAccount(db, { fromDay, toDay }));
  const audits = await lookup(
    auditsPerAccount(db, new Date(fromDay * dayMs), new Date(toDay * dayMs)),
  );
  return (await allAccounts(db)).map((account) => ({
    account: account.id,
    name: account.name,
    month,
    users: users(account.id),
    user_limit: account.user_limit,
    volume: volume(account.id),
    volume_limit: account.volume_limit,
    ips: ips(account.id),
    ip_limit: account.ip_limit,
    domains: domains(account.id),
    domain_limit: account.domain_limit,
    audits: audits(account.id),
    audit_limit: account.audit_limit,
    policies: policies(account.id),
    policy_limit: account.policy_limit,
    dmarc: 0,
  }));
}

/** Every user's activity between two days: days active, sign-ins, calls, last visit. */
export async function userStatistics(db: Db, input: ParsedInput<'admin/statistics/users'>) {
  await flushActivity(db);
  const rows = await userActivity(db, input.from, input.to);
  return rows.map((row) => ({
    user: row.id,
    name: row.name,
    accounts: row.accounts ?? [],
    active_days: Number(row.active_days),
    visits: Number(row.visits),
    calls: Number(row.calls),
    last_visit: iso(row.last_visit),
  }));
}
