// Evaluating the Delivery Analytics alerts (module da): what the job delivery.alerts runs every
// five minutes and `pnpm console delivery alerts check` runs at once. Each active da alert
// measures its rate metric per value of its dimension over its window ending now (the minute),
// in each dataset it maps (every dataset of its account offering the dimension when it maps
// none), through the report engine (measure.ts). A value past the threshold with at least the
// minimum volume is an issue row of the account (admin/issues/all; raised again at each
// evaluation it is still past, resolved at the first it is not) and is told to the alert's
// recipients (email and Slack, in their language) and its integration (webhook), one message
// per alert and evaluation with every value not told within the alert's suppress minutes.
import type { AlertDirection } from '@console/contract';
import type { Services } from '../../../http/context.ts';
import {
  alertRows,
  mappingsOfAlerts,
  markTold,
  toldRecently,
} from '../../alerts/alerts.repository.ts';
import {
  alertAudience,
  personalDeliveries,
  queueDeliveries,
  type AlertDelivery,
} from '../../alerts/delivery/deliveries.ts';
import { datasetRows } from '../../datasets/datasets.repository.ts';
import { openIssueIds, raiseIssue, resolveIssue } from '../../statistics/statistics.repository.ts';
import { workspacesOfAccounts } from '../../workspaces/workspaces.repository.ts';
import { findDeliveryDataset } from '../datasets.repository.ts';
import { crosses, deliveryAlertRule, type DeliveryAlertRule } from './alertRule.ts';
import {
  crossingIssue,
  crossingMessage,
  type AlertFacts,
  type CrossingFact,
} from './alertTexts.ts';
import { measureRule } from './measure.ts';

/** The issues' source (admin/issues/all). */
export const issueSource = 'delivery-alerts';

type AlertServices = Pick<Services, 'db' | 'jobs' | 'config' | 'logger'>;
type AlertRow = Awaited<ReturnType<typeof alertRows>>[number];

export interface FoundCrossing extends CrossingFact {
  alert: string;
  alertName: string;
  metric: string;
  dimension: string | null;
  /** told now (false: told within the alert's suppress minutes) */
  told: boolean;
}

export interface DeliveryAlertsReport {
  /** the end of every window (the minute of the evaluation) */
  at: Date;
  /** active da alerts evaluated */
  alerts: number;
  /** datasets measured, once per alert */
  datasets: number;
  /** values measured with at least the minimum volume */
  judged: number;
  crossings: FoundCrossing[];
  /** issues resolved: their value is back within the threshold, or no longer watched */
  resolved: string[];
  /** alerts not evaluated, with the reason */
  skipped: Array<{ alert: string; name: string; reason: string }>;
  /** deliveries queued (mails, Slack posts, webhook calls) */
  deliveries: number;
}

const minuteMs = 60_000;
const noDimensionKey = '*';
const issueId = (alert: string, dataset: string, key: string | null) =>
  `da:${alert}:${dataset}:${key ?? noDimensionKey}`;
const toldKey = (crossing: CrossingFact) => `${crossing.dataset} ${crossing.key ?? noDimensionKey}`;

/** The report filtered by the value, over the window, in a workspace showing the dataset. */
async function reportLinks(services: AlertServices, accountIds: readonly string[]) {
  const workspaces = new Map<string, string>();
  for (const row of await workspacesOfAccounts(services.db, [...new Set(accountIds)])) {
    const key = `${row.account_id} ${row.dataset_id}`;
    if (!workspaces.has(key)) workspaces.set(key, row.id);
  }
  return (
    account: string,
    dataset: string,
    dimension: string | null,
    key: string | null,
    window: { start: number; end: number },
  ) => {
    const workspace = workspaces.get(`${account} ${dataset}`);
    if (workspace === undefined) return null;
    const query = new URLSearchParams({
      preset: 'custom',
      start: new Date(window.start).toISOString(),
      end: new Date(window.end).toISOString(),
    });
    if (dimension !== null && key !== null) query.set(dimension, key);
    return `${services.config.publicUrl}/${encodeURIComponent(workspace)}/delivery-analytics/report?${query.toString()}`;
  };
}

function worstFirst(direction: AlertDirection) {
  return (a: CrossingFact, b: CrossingFact) =>
    (direction === 'above' ? b.rate - a.rate : a.rate - b.rate) ||
    a.dataset.localeCompare(b.dataset) ||
    (a.key ?? '').localeCompare(b.key ?? '');
}

function factsOf(alert: AlertRow, rule: DeliveryAlertRule, end: number, crossings: CrossingFact[]) {
  const { values: _values, ...kept } = rule;
  return {
    ...kept,
    name: alert.name,
    suppressMinutes: alert.suppress,
    end: new Date(end),
    crossings,
  } satisfies AlertFacts;
}

/** Tells the crossings not told within the alert's suppress minutes; answers how many deliveries. */
async function tellCrossings(
  services: AlertServices,
  alert: AlertRow,
  facts: AlertFacts,
  at: Date,
): Promise<{ told: Set<string>; deliveries: number }> {
  const keys = facts.crossings.map(toldKey);
  const recently = await toldRecently(
    services.db,
    alert.id,
    keys,
    new Date(at.getTime() - alert.suppress * minuteMs),
  );
  const fresh = facts.crossings.filter((crossing) => !recently.has(toldKey(crossing)));
  if (fresh.length === 0) return { told: new Set(), deliveries: 0 };
  const freshFacts = { ...facts, crossings: fresh };
  const audience = await alertAudience(services.db, alert.account_id, 'da', alert.alert);
  const deliveries: AlertDelivery[] = audience
    .filter((member) => member.alertId === alert.id)
    .flatMap((member) => {
      const { subject, text } = crossingMessage(freshFacts, member.language);
      return personalDeliveries(member, subject, text);
    });
  if (alert.integration_id !== null) {
    const { subject, text } = crossingMessage(freshFacts, 'en');
    deliveries.push({
      channel: 'webhook',
      alert: alert.id,
      data: {
        alert: { id: alert.id, name: alert.name },
        account: alert.account_id,
        module: 'da',
        subject,
        text,
        metric: facts.metric,
        dimension: facts.dimension,
        threshold: facts.threshold,
        direction: facts.direction,
        min_volume: facts.minVolume,
        window: facts.windowMinutes,
        end: facts.end.toISOString(),
        crossings: fresh.map((crossing) => ({
          dataset: crossing.dataset,
          value: crossing.key,
          label: crossing.label,
          rate: crossing.rate,
          volume: crossing.volume,
          link: crossing.link,
        })),
      },
    });
  }
  await services.db.transaction().execute(async (tx) => {
    await queueDeliveries(services, deliveries, { within: tx });
    await markTold(tx, alert.id, fresh.map(toldKey), at);
  });
  return { told: new Set(fresh.map(toldKey)), deliveries: deliveries.length };
}

/** Evaluates the active da alerts (of one account, or of all) at `now`. */
export async function checkDeliveryAlerts(
  services: AlertServices,
  options: { accountId?: string; now?: Date } = {},
): Promise<DeliveryAlertsReport> {
  const end = Math.floor((options.now ?? new Date()).getTime() / minuteMs) * minuteMs;
  const at = new Date(end);
  const report: DeliveryAlertsReport = {
    at,
    alerts: 0,
    datasets: 0,
    judged: 0,
    crossings: [],
    resolved: [],
    skipped: [],
    deliveries: 0,
  };
  const alerts = (
    await alertRows(services.db, {
      module: 'da',
      ...(options.accountId !== undefined ? { account: options.accountId } : {}),
    })
  ).filter((alert) => alert.active);
  const mappings = await mappingsOfAlerts(
    services.db,
    alerts.map((alert) => alert.id),
  );
  const linkTo = await reportLinks(
    services,
    alerts.map((alert) => alert.account_id),
  );
  const datasetsOf = new Map<string, Awaited<ReturnType<typeof datasetRows>>>();
  const raised = new Set<string>();
  /** issue prefixes of measurements that failed: their issues stay as they were */
  const unknown: string[] = [];

  for (const alert of alerts) {
    const rule = deliveryAlertRule(alert);
    if (rule === null) {
      report.skipped.push({
        alert: alert.id,
        name: alert.name,
        reason: `${alert.alert} per ${alert.scope} is not a rate metric per dimension`,
      });
      continue;
    }
    report.alerts += 1;
    if (!datasetsOf.has(alert.account_id))
      datasetsOf.set(alert.account_id, await datasetRows(services.db, alert.account_id));
    const ofAccount = datasetsOf.get(alert.account_id) ?? [];
    const mapped = new Set(
      mappings.filter((mapping) => mapping.alert_id === alert.id).map((m) => m.dataset_id),
    );
    const watched = ofAccount.filter(
      (dataset) =>
        (mapped.size === 0 || mapped.has(dataset.id)) &&
        (rule.dimension === null || dataset.dimensions.includes(rule.dimension)),
    );
    const window = { start: end - rule.windowMinutes * minuteMs, end };
    const crossings: CrossingFact[] = [];
    for (const dataset of watched) {
      const delivery = await findDeliveryDataset(services.db, dataset.id);
      report.datasets += 1;
      if (!delivery) continue; // nothing ingested yet
      try {
        const values = await measureRule(services.db, delivery.dataset_no, rule, window);
        for (const measured of values) {
          if (measured.volume >= rule.minVolume && measured.volume > 0) report.judged += 1;
          if (!crosses(rule, measured.value, measured.volume)) continue;
          crossings.push({
            dataset: dataset.id,
            key: measured.key,
            label: measured.label,
            rate: measured.value * 100,
            volume: measured.volume,
            link: linkTo(alert.account_id, dataset.id, rule.dimension, measured.key, window),
          });
        }
      } catch (error) {
        unknown.push(`da:${alert.id}:${dataset.id}:`);
        services.logger.error(
          { err: error, alert: alert.id, dataset: dataset.id },
          'delivery alert not evaluated',
        );
      }
    }
    if (crossings.length === 0) continue;
    crossings.sort(worstFirst(rule.direction));
    const facts = factsOf(alert, rule, end, crossings);
    for (const crossing of crossings) {
      const id = issueId(alert.id, crossing.dataset, crossing.key);
      raised.add(id);
      await raiseIssue(
        services.db,
        {
          id,
          severity: 'WARNING',
          source: issueSource,
          account_id: alert.account_id,
          dataset_id: crossing.dataset,
          module: 'da',
          ...crossingIssue(facts, crossing),
        },
        at,
      );
    }
    const { told, deliveries } = await tellCrossings(services, alert, facts, at);
    report.deliveries += deliveries;
    report.crossings.push(
      ...crossings.map((crossing) => ({
        ...crossing,
        alert: alert.id,
        alertName: alert.name,
        metric: rule.metric,
        dimension: rule.dimension,
        told: told.has(toldKey(crossing)),
      })),
    );
  }

  const open = await openIssueIds(services.db, {
    source: issueSource,
    ...(options.accountId !== undefined ? { account: options.accountId } : {}),
  });
  for (const id of open) {
    if (raised.has(id) || unknown.some((prefix) => id.startsWith(prefix))) continue;
    await resolveIssue(services.db, id, at);
    report.resolved.push(id);
  }
  return report;
}
