// Telling the Reputation Monitor's alerts after a sweep (and after an SNDS fetch). Each listing
// that started or ended is an issue row of its account (admin/issues/all; an ended listing
// resolves it). Each active `blocklist` alert of the account (module rm) tells its changes once
// per sweep and recipient: one message with every change the recipient has not left out
// (their exclude lists: IP lists for IPs, domain lists for domains), by mail and/or team chat as
// they chose, and one webhook call to the alert's integration; a change told within the alert's
// suppress minutes is not told again. `snds_red` alerts tell an IP whose SNDS filter turned red.
import type { Services } from '../../http/context.ts';
import {
  alertRows,
  mappingsOfAlerts,
  markTold,
  toldRecently,
} from '../alerts/alerts.repository.ts';
import {
  alertAudience,
  personalDeliveries,
  queueDeliveries,
  type AlertDelivery,
  type AudienceMember,
} from '../alerts/delivery/deliveries.ts';
import { raiseIssue, resolveIssue } from '../statistics/statistics.repository.ts';
import { workspacesOfAccounts } from '../workspaces/workspaces.repository.ts';
import { listingMessage, sndsRedMessage, type ListingFact } from './alertTexts.ts';
import type { SndsRedChange } from './snds/sndsRedChanges.ts';
import type { ListingEvent } from './sweep.ts';

export const blocklistAlert = 'blocklist';
export const sndsRedAlert = 'snds_red';

type AlertServices = Pick<Services, 'db' | 'jobs' | 'config'>;

interface AccountChange {
  key: string;
  kind: 'ip' | 'domain';
  listId: string;
  fact: ListingFact;
}

/** Links to the IP's or domain's page, under a workspace of each account (read once). */
async function pageLinks(services: AlertServices, accountIds: readonly string[]) {
  const workspaces = new Map<string, string>();
  for (const row of await workspacesOfAccounts(services.db, [...new Set(accountIds)])) {
    if (!workspaces.has(row.account_id)) workspaces.set(row.account_id, row.id);
  }
  return (accountId: string, kind: 'ip' | 'domain', asset: string) => {
    const workspace = workspaces.get(accountId);
    if (workspace === undefined) return null;
    const page = kind === 'ip' ? 'ips' : 'domains';
    return `${services.config.publicUrl}/${encodeURIComponent(workspace)}/reputation-monitor/${page}/${encodeURIComponent(asset)}`;
  };
}

async function changesByAccount(services: AlertServices, events: ListingEvent[]) {
  const byAccount = new Map<string, AccountChange[]>();
  const linkTo = await pageLinks(
    services,
    events.flatMap((event) => event.owners.map((owner) => owner.accountId)),
  );
  for (const event of events) {
    for (const owner of event.owners) {
      const fact: ListingFact = {
        event: event.event,
        target: event.target,
        asset: owner.asset === event.target ? null : owner.asset,
        list: event.list.name,
        answer: event.answer,
        meaning: event.meaning,
        reason: event.reason,
        delisting: event.list.delisting_url,
        link: linkTo(owner.accountId, owner.kind, owner.asset),
      };
      const change = {
        key: `${event.target} ${event.list.id} ${event.event}`,
        kind: owner.kind,
        listId: event.list.id,
        fact,
      };
      const changes = byAccount.get(owner.accountId);
      if (changes) changes.push(change);
      else byAccount.set(owner.accountId, [change]);
    }
  }
  return byAccount;
}

async function recordIssues(
  services: AlertServices,
  accountId: string,
  changes: AccountChange[],
  at: Date,
) {
  for (const { fact, listId } of changes) {
    const id = `rm:listing:${accountId}:${fact.target}:${listId}`;
    const listed = fact.event === 'listed';
    await raiseIssue(
      services.db,
      {
        id,
        severity: listed ? 'ERROR' : 'SUCCESS',
        source: 'blocklists',
        account_id: accountId,
        dataset_id: null,
        module: 'rm',
        title: `${fact.target} listed on ${fact.list}`,
        detail: listed
          ? [fact.answer, fact.meaning, fact.reason].filter(Boolean).join(' · ')
          : `Delisted at ${at.toISOString()}`,
      },
      at,
    );
    if (!listed) await resolveIssue(services.db, id, at);
  }
}

const leftOut = (
  member: Pick<AudienceMember, 'exclude_dnsbl' | 'exclude_rhsbl'>,
  change: AccountChange,
) => (change.kind === 'ip' ? member.exclude_dnsbl : member.exclude_rhsbl).includes(change.listId);

async function tellAccount(
  services: AlertServices,
  accountId: string,
  changes: AccountChange[],
  at: Date,
) {
  const alerts = (await alertRows(services.db, { account: accountId, module: 'rm' })).filter(
    (alert) => alert.alert === blocklistAlert && alert.active,
  );
  const audience = await alertAudience(services.db, accountId, 'rm', blocklistAlert);
  const mappings = await mappingsOfAlerts(
    services.db,
    alerts.map((alert) => alert.id),
  );
  for (const alert of alerts) {
    const told = await toldRecently(
      services.db,
      alert.id,
      changes.map((change) => change.key),
      new Date(at.getTime() - alert.suppress * 60_000),
    );
    const fresh = changes.filter((change) => !told.has(change.key));
    if (fresh.length === 0) continue;
    const deliveries: AlertDelivery[] = [];
    for (const member of audience.filter((one) => one.alertId === alert.id)) {
      const facts = fresh.filter((change) => !leftOut(member, change)).map((change) => change.fact);
      if (facts.length === 0) continue;
      const { subject, text } = listingMessage(facts, member.language);
      deliveries.push(...personalDeliveries(member, subject, text));
    }
    if (alert.integration_id !== null) {
      const own = mappings.filter((mapping) => mapping.alert_id === alert.id);
      const excluded = {
        exclude_dnsbl: own.flatMap((mapping) => mapping.exclude_dnsbl),
        exclude_rhsbl: own.flatMap((mapping) => mapping.exclude_rhsbl),
      };
      const facts = fresh
        .filter((change) => !leftOut(excluded, change))
        .map((change) => change.fact);
      if (facts.length > 0) {
        const { subject, text } = listingMessage(facts, 'en');
        deliveries.push({
          channel: 'webhook',
          alert: alert.id,
          data: {
            alert: { id: alert.id, name: alert.name },
            account: accountId,
            module: 'rm',
            subject,
            text,
            listed: facts.filter((fact) => fact.event === 'listed').length,
            delisted: facts.filter((fact) => fact.event === 'delisted').length,
            changes: facts,
          },
        });
      }
    }
    await services.db.transaction().execute(async (tx) => {
      await queueDeliveries(services, deliveries, { within: tx });
      await markTold(
        tx,
        alert.id,
        fresh.map((change) => change.key),
        at,
      );
    });
  }
}

/** Records and tells the listings a sweep found starting or ending. */
export async function alertListingEvents(
  services: AlertServices,
  events: ListingEvent[],
  at: Date,
) {
  for (const [accountId, changes] of await changesByAccount(services, events)) {
    await recordIssues(services, accountId, changes, at);
    await tellAccount(services, accountId, changes, at);
  }
}

/** Tells the account's `snds_red` alerts that an IP turned red, once per IP and day. */
export async function alertSndsRed(
  services: AlertServices,
  changes: SndsRedChange[],
  at = new Date(),
) {
  const linkTo = await pageLinks(
    services,
    changes.map((change) => change.accountId),
  );
  for (const change of changes) {
    const alerts = (
      await alertRows(services.db, { account: change.accountId, module: 'rm' })
    ).filter((alert) => alert.alert === sndsRedAlert && alert.active);
    if (alerts.length === 0) continue;
    const audience = await alertAudience(services.db, change.accountId, 'rm', sndsRedAlert);
    const link = linkTo(change.accountId, 'ip', change.ip);
    const key = `${change.ip} snds ${change.date}`;
    for (const alert of alerts) {
      if ((await toldRecently(services.db, alert.id, [key], new Date(0))).size > 0) continue;
      const fact = { ip: change.ip, date: change.date, previous: change.previous, link };
      const deliveries = audience
        .filter((member) => member.alertId === alert.id)
        .flatMap((member) => {
          const { subject, text } = sndsRedMessage(fact, member.language);
          return personalDeliveries(member, subject, text);
        });
      if (alert.integration_id !== null) {
        const { subject, text } = sndsRedMessage(fact, 'en');
        deliveries.push({
          channel: 'webhook',
          alert: alert.id,
          data: {
            alert: { id: alert.id, name: alert.name },
            account: change.accountId,
            module: 'rm',
            subject,
            text,
            snds: fact,
          },
        });
      }
      await services.db.transaction().execute(async (tx) => {
        await queueDeliveries(services, deliveries, { within: tx });
        await markTold(tx, alert.id, [key], at);
      });
    }
  }
}
