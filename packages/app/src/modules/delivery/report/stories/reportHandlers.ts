// Fake answers of member/datasets/* for the report's stories, computed from the story sender
// (senderData.ts) so that filters, groupings, totals and diagnostics agree with each other the
// way the server's do: exclude Google and its rows, bounces and templates go.
import { TZDate } from '@date-fns/tz';
import {
  bounceCategories,
  bounceKind,
  delayBucketBoundsSeconds,
  type CategoriesReport,
  type DelaysReport,
  type DiagnosticsReport,
  type GroupingReport,
  type Input,
  type MetricId,
  type Output,
  type TimeseriesReport,
} from '@console/contract';
import type { FakeHandlers } from '../../../../stories/fakeApi.ts';
import {
  addCounts,
  domainCounts,
  metricValues,
  providerLabels,
  scaleCounts,
  shares,
  zeroCounts,
  type Counts,
} from './senderData.ts';
import {
  bounceMix,
  bounceTemplates,
  deferralMix,
  deferralTemplates,
  type Template,
} from './senderDiagnostics.ts';

/** The stories' "now": Friday 20 November 2026, 10:30 in Paris. */
export const storyNow = Date.parse('2026-11-20T09:30:00Z');

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
type Query = Input<'member/datasets/totals'>;

/** Sunday first: campaigns go out on weekdays. */
const dayWeights = [0.55, 1, 1.18, 1.05, 1.22, 0.97, 0.6];
const meanDayWeight = dayWeights.reduce((sum, weight) => sum + weight, 0) / dayWeights.length;

/**
 * The range's traffic in days of the sender's average weekday: each hour counts with its
 * weekday's weight (Paris time), a little lower in earlier periods.
 */
function scaleOf(range: Query['range']): number {
  const start = Date.parse(range.start);
  const end = Date.parse(range.end);
  let days = 0;
  for (let at = start; at < end; at += hourMs) {
    const weekday = new TZDate(at, 'Europe/Paris').getDay();
    days += (Math.min(hourMs, end - at) / dayMs) * ((dayWeights[weekday] ?? 1) / meanDayWeight);
  }
  return days * (end > storyNow - dayMs ? 1 : 0.94);
}

/**
 * Earlier periods bounced more and were deferred less, each a little differently: the tiles
 * show changes.
 */
function periodCounts(range: Query['range'], counts: Counts): Counts {
  if (Date.parse(range.end) > storyNow - dayMs) return counts;
  const day = Math.floor(Date.parse(range.start) / dayMs);
  const bounced = Math.round(counts.bounced * (1.18 + 0.07 * Math.sin(day)));
  return {
    ...counts,
    bounced,
    delivered: counts.sent - bounced,
    deferred: Math.round(counts.deferred * (0.86 + 0.05 * Math.cos(day))),
    unique_opens: Math.round(counts.unique_opens * (1 + 0.04 * Math.sin(day * 1.3))),
    complaints: Math.round(counts.complaints * (1 + 0.2 * Math.cos(day * 0.7))),
  };
}

function domains(input: Query) {
  return domainCounts(scaleOf(input.range), input.filters ?? []).map((row) => ({
    ...row,
    counts: periodCounts(input.range, row.counts),
  }));
}

function totalCounts(input: Query): Counts {
  return domains(input).reduce((sum, row) => addCounts(sum, row.counts), zeroCounts);
}

const mxHosts: Record<string, string> = {
  google: 'gmail-smtp-in.l.google.com',
  outlook: 'eur.olc.protection.outlook.com',
  yahoo: 'mx-eu.mail.am0.yahoodns.net',
  orange: 'smtp-in.orange.fr',
  free: 'mx1.free.fr',
  sfr: 'mx.sfr.fr',
  laposte: 'smtp-in.laposte.net',
  webde: 'mx-ha03.web.de',
  gmx: 'mx00.emig.gmx.net',
  tonline: 'mx00.t-online.de',
};

function groupRows(
  input: Input<'member/datasets/grouping'>,
): { key: string; label: string | null; counts: Counts }[] {
  const byDomain = domains(input);
  const keyOf: Record<string, (row: (typeof byDomain)[number]) => string> = {
    domain: (row) => row.domain,
    provider: (row) => row.provider,
    mx: (row) => mxHosts[row.provider] ?? row.provider,
  };
  const key = keyOf[input.groupBy];
  if (key) {
    const groups = new Map<string, Counts>();
    for (const row of byDomain)
      groups.set(key(row), addCounts(groups.get(key(row)) ?? zeroCounts, row.counts));
    return [...groups].map(([group, counts]) => ({
      key: group,
      label: input.groupBy === 'provider' ? (providerLabels[group] ?? null) : null,
      counts,
    }));
  }
  const total = totalCounts(input);
  const values = shares[input.groupBy] ?? [{ key: 'PowerMTA', share: 1, bounceWeight: 1 }];
  const weights = values.reduce((sum, value) => sum + value.share * value.bounceWeight, 0);
  return values
    .filter((value) =>
      (input.filters ?? []).every(
        (filter) =>
          filter.field !== input.groupBy ||
          (filter.op === 'IN') === filter.values.includes(value.key),
      ),
    )
    .map((value) => {
      const counts = scaleCounts(total, value.share);
      const bounced = Math.round((total.bounced * value.share * value.bounceWeight) / weights);
      return {
        key: value.key,
        label: null,
        counts: { ...counts, bounced, delivered: counts.sent - bounced },
      };
    });
}

function grouping(input: Input<'member/datasets/grouping'>): GroupingReport {
  const rows = groupRows(input).map((row) => ({
    key: row.key,
    label: row.label,
    values: metricValues(row.counts),
  }));
  const order = input.order;
  const sign = input.direction === 'ASC' ? 1 : -1;
  rows.sort((a, b) =>
    order === 'key'
      ? sign * a.key.localeCompare(b.key)
      : sign * (a.values[order as MetricId] - b.values[order as MetricId]),
  );
  return {
    group_by: input.groupBy,
    rows,
    totals: metricValues(totalCounts(input)),
    truncated: false,
  };
}

/** People read newsletters in the morning and after work (Paris time). */
const hourWeights = [
  0.4, 0.2, 0.1, 0.1, 0.1, 0.3, 1.2, 4.8, 9.6, 11.2, 7.4, 4.6, 3.8, 3.1, 2.9, 3.4, 5.2, 8.9, 9.8,
  6.1, 3.6, 2.4, 1.3, 0.7,
];
function timeseries(input: Query): TimeseriesReport {
  const start = Date.parse(input.range.start);
  const end = Date.parse(input.range.end);
  const bucket = end - start <= 72 * hourMs ? 'hour' : 'day';
  const step = bucket === 'hour' ? hourMs : dayMs;
  const starts: number[] = [];
  for (let at = start; at < end; at += step) starts.push(at);
  const weightOf = (at: number) => {
    const local = new TZDate(at, 'Europe/Paris');
    return bucket === 'hour'
      ? (hourWeights[local.getHours()] ?? 1)
      : (dayWeights[local.getDay()] ?? 1);
  };
  const sum = starts.reduce((total, at) => total + weightOf(at), 0);
  const total = totalCounts(input);
  return {
    bucket,
    timezone: 'Europe/Paris',
    points: starts.map((at, index) => {
      const counts = scaleCounts(total, sum === 0 ? 0 : weightOf(at) / sum);
      // Bounces and deferrals come in waves (blocks lifted, throttling at peak hours).
      const bounced = Math.round(counts.bounced * (1 + 0.35 * Math.sin(index * 1.7)));
      const deferred = Math.round(counts.deferred * (1 + 0.5 * Math.cos(index * 0.9)));
      return {
        start: new Date(at).toISOString(),
        values: metricValues({ ...counts, bounced, deferred, delivered: counts.sent - bounced }),
      };
    }),
  };
}

function diagnostics(
  input: Query,
  field: 'bounced' | 'deferred',
  templates: Record<string, Template>,
  mix: Record<string, [string, number][]>,
): DiagnosticsReport {
  const perTemplate = new Map<string, { count: number; providers: Map<string, number> }>();
  for (const row of domains(input)) {
    for (const [id, share] of mix[row.provider] ?? []) {
      const entry = perTemplate.get(id) ?? { count: 0, providers: new Map<string, number>() };
      const count = Math.round(row.counts[field] * share);
      entry.count += count;
      entry.providers.set(row.provider, (entry.providers.get(row.provider) ?? 0) + count);
      perTemplate.set(id, entry);
    }
  }
  const total = [...perTemplate.values()].reduce((sum, entry) => sum + entry.count, 0);
  const rows = [...perTemplate]
    .filter(([, entry]) => entry.count > 0)
    .map(([id, entry]) => {
      const template = templates[id] as Template;
      return {
        template: template.template,
        count: entry.count,
        share: total === 0 ? 0 : entry.count / total,
        category: template.category,
        dsn_status: template.dsn,
        example: template.example,
        providers: [...entry.providers]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 5)
          .map(([provider, count]) => ({ provider, count })),
      };
    })
    .sort((a, b) => b.count - a.count);
  return { total, rows };
}

function categories(input: Query): CategoriesReport {
  const bounces = diagnostics(input, 'bounced', bounceTemplates, bounceMix);
  const deferrals = diagnostics(input, 'deferred', deferralTemplates, deferralMix);
  const sumBy = (report: DiagnosticsReport, category: string) =>
    report.rows.filter((row) => row.category === category).reduce((sum, row) => sum + row.count, 0);
  return {
    bounced: bounces.total,
    deferred: deferrals.total,
    rows: bounceCategories.map((category) => {
      const bounced = sumBy(bounces, category);
      const deferred = sumBy(deferrals, category);
      return {
        category,
        kind: bounceKind(category),
        bounced,
        bounced_share: bounces.total === 0 ? 0 : bounced / bounces.total,
        deferred,
        deferred_share: deferrals.total === 0 ? 0 : deferred / deferrals.total,
      };
    }),
  };
}

const delayShares = [
  0.612, 0.218, 0.083, 0.034, 0.018, 0.012, 0.009, 0.006, 0.005, 0.002, 0.001, 0,
];

function delays(input: Query): DelaysReport {
  const total = totalCounts(input);
  const bounds = [0, ...delayBucketBoundsSeconds];
  return {
    delivered: total.delivered,
    average_seconds: total.delivered === 0 ? 0 : total.delaySeconds / total.delivered,
    median_seconds: total.delivered === 0 ? 0 : 7,
    p95_seconds: total.delivered === 0 ? 0 : 780,
    buckets: bounds.map((from, index) => {
      const count = Math.round(total.delivered * (delayShares[index] ?? 0));
      return {
        from_seconds: from,
        to_seconds: bounds[index + 1] ?? null,
        count,
        share: total.delivered === 0 ? 0 : count / total.delivered,
      };
    }),
  };
}

/** Every report call of the page, answered from the story sender. */
/** The server's dictionary as its first start seeds it: dimension names in three languages. */
export const dimensionDictionary: Output<'public/dictionary/all'> = [
  ['domain', 'Recipient domain', 'Domaine destinataire', 'Empfängerdomain'],
  ['provider', 'Mailbox provider', 'Fournisseur de messagerie', 'Postfachanbieter'],
  ['ip', 'Sending IP', 'IP d’envoi', 'Sende-IP'],
  ['vmta', 'Virtual MTA', 'MTA virtuel', 'Virtueller MTA'],
  ['job', 'Job', 'Tâche d’envoi', 'Versandauftrag'],
  ['sender', 'Sender', 'Expéditeur', 'Absender'],
  ['mx', 'MX host', 'Serveur MX', 'MX-Server'],
  ['bounce', 'Top bounces', 'Principaux rebonds', 'Häufigste Bounces'],
  ['deferral', 'Top deferrals', 'Principaux reports', 'Häufigste Zurückstellungen'],
].map(([id, en, fr, de]) => ({ key: `dimension.${id}`, en: en ?? '', fr: fr ?? '', de: de ?? '' }));

export const reportHandlers: FakeHandlers = {
  'public/dictionary/all': () => dimensionDictionary,
  'member/datasets/totals': (input) => ({ totals: metricValues(totalCounts(input)) }),
  'member/datasets/grouping': grouping,
  'member/datasets/timeseries': timeseries,
  'member/datasets/categories': categories,
  'member/datasets/bounces': (input) => diagnostics(input, 'bounced', bounceTemplates, bounceMix),
  'member/datasets/deferrals': (input) =>
    diagnostics(input, 'deferred', deferralTemplates, deferralMix),
  'member/datasets/delays': delays,
};

/** A range without any traffic: every call answers zeros. */
export const emptyHandlers: FakeHandlers = {
  'member/datasets/totals': () => ({ totals: metricValues(zeroCounts) }),
  'member/datasets/grouping': (input) => ({
    group_by: input.groupBy,
    rows: [],
    totals: metricValues(zeroCounts),
    truncated: false,
  }),
  'member/datasets/timeseries': (input) => ({ ...timeseries(input), points: [] }),
  'member/datasets/categories': () => ({ bounced: 0, deferred: 0, rows: [] }),
  'member/datasets/bounces': () => ({ total: 0, rows: [] }),
  'member/datasets/deferrals': () => ({ total: 0, rows: [] }),
  'member/datasets/delays': () => ({
    delivered: 0,
    average_seconds: 0,
    median_seconds: 0,
    p95_seconds: 0,
    buckets: [],
  }),
};
