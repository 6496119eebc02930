// DMARC Reports' alerts, run by the job `dmarc.alerts` every five minutes after imports and
// source look-ups: a source never seen sending as a domain that fails DMARC in the last days,
// and a change of the policy a domain publishes. Each is told once, by email, to the account's
// recipients of the alert (modules/alerts: an active alert of module dr, `dmarc_new_source` or
// `dmarc_policy_change`). What was seen is remembered (migration 0123) whether or not anyone
// is told: a domain's first sources and first policy are its baseline, never an alert, so a
// first import or a year of old reports does not flood anyone.
import type { Services } from '../../http/context.ts';
import { sendAlertMail } from '../alerts/alertMail.ts';
import { newSourceMail, policyChangeMail } from './alertTexts.ts';
import {
  domainsWithKnownSources,
  latestRecentReports,
  namedSourcesSince,
  publishedPolicies,
  rememberPolicy,
  rememberSources,
  someWorkspaceOf,
} from './dmarc.repository.ts';
import { loadAddedServices } from './services/addedServices.ts';
import { sendingService } from './services/catalogue.ts';

/** Days of sources remembered at each run, and days a new source must fail in to be told. */
export const sourceMemoryDays = 30;
export const recentDays = 3;

export const newSourceAlert = 'dmarc_new_source';
export const policyChangeAlert = 'dmarc_policy_change';

export interface DmarcAlertEvent {
  alert: typeof newSourceAlert | typeof policyChangeAlert;
  account: string;
  domain: string;
  /** the source, or the policy now published */
  subject: string;
  /** whom the mail went to */
  sentTo: string[];
}

const dayMs = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The policy as receivers apply it: sp defaults to p, pct to 100 (and says nothing at 100). */
export function policyText(report: { p: string | null; sp: string | null; pct: number | null }) {
  if (report.p === null) return null;
  const parts = [`p=${report.p}`, `sp=${report.sp ?? report.p}`];
  if (report.pct !== null && report.pct < 100) parts.push(`pct=${report.pct}`);
  return parts.join('; ');
}

type AlertServices = Pick<Services, 'db' | 'mailer' | 'logger' | 'config'>;

async function linkTo(services: AlertServices, account: string, path: string) {
  const workspace = await someWorkspaceOf(services.db, account);
  return workspace
    ? `${services.config.publicUrl}/${encodeURIComponent(workspace)}/dmarc-reports/${path}`
    : null;
}

async function newSources(services: AlertServices, now: number): Promise<DmarcAlertEvent[]> {
  const rows = await namedSourcesSince(
    services.db,
    isoDay(now - sourceMemoryDays * dayMs),
    isoDay(now - recentDays * dayMs),
  );
  const baseline = await domainsWithKnownSources(services.db);
  const newlyKnown = await rememberSources(services.db, rows);
  const catalogue = await loadAddedServices(services.db);
  const events: DmarcAlertEvent[] = [];
  for (const row of rows) {
    const domainKey = `${row.account_id}\u0000${row.policy_domain}`;
    if (!baseline.has(domainKey) || !newlyKnown.has(`${domainKey}\u0000${row.source}`)) continue;
    if (row.failing === 0) continue;
    const link = await linkTo(
      services,
      row.account_id,
      `domains/${encodeURIComponent(row.policy_domain)}/${encodeURIComponent(row.source)}`,
    );
    const facts = {
      domain: row.policy_domain,
      source: row.source,
      service: row.named ? (sendingService(row.source, catalogue)?.name ?? null) : null,
      failing: row.failing,
      messages: row.recent,
      days: recentDays,
      link,
    };
    const sentTo = await sendAlertMail(
      services,
      { accountId: row.account_id, module: 'dr', alert: newSourceAlert },
      (language) => newSourceMail(facts, language),
    );
    events.push({
      alert: newSourceAlert,
      account: row.account_id,
      domain: row.policy_domain,
      subject: row.source,
      sentTo,
    });
  }
  return events;
}

async function policyChanges(services: AlertServices, now: number): Promise<DmarcAlertEvent[]> {
  const latest = await latestRecentReports(services.db, new Date(now - recentDays * dayMs));
  const known = new Map(
    (await publishedPolicies(services.db)).map((row) => [
      `${row.account_id}\u0000${row.policy_domain}`,
      row,
    ]),
  );
  const events: DmarcAlertEvent[] = [];
  for (const report of latest) {
    const policy = policyText(report);
    if (policy === null) continue;
    const before = known.get(`${report.account_id}\u0000${report.policy_domain}`);
    if (before && (before.policy === policy || before.report_no === report.no)) continue;
    await rememberPolicy(services.db, {
      account_id: report.account_id,
      policy_domain: report.policy_domain,
      policy,
      report_no: report.no,
    });
    if (!before) continue;
    const link = await linkTo(
      services,
      report.account_id,
      `domains/${encodeURIComponent(report.policy_domain)}`,
    );
    const facts = {
      domain: report.policy_domain,
      before: before.policy,
      after: policy,
      reporter: report.org_name,
      day: isoDay(report.begin_at.getTime()),
      link,
    };
    const sentTo = await sendAlertMail(
      services,
      { accountId: report.account_id, module: 'dr', alert: policyChangeAlert },
      (language) => policyChangeMail(facts, language),
    );
    events.push({
      alert: policyChangeAlert,
      account: report.account_id,
      domain: report.policy_domain,
      subject: policy,
      sentTo,
    });
  }
  return events;
}

/** One run of the alerts: what was told, and to whom. */
export async function runDmarcAlerts(
  services: AlertServices,
  now = Date.now(),
): Promise<DmarcAlertEvent[]> {
  return [...(await newSources(services, now)), ...(await policyChanges(services, now))];
}
