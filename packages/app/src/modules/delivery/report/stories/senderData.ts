// A mid-size French and German newsletter sender for the report's stories: about 190,000
// messages a day to Gmail, Outlook.com, Yahoo, Orange, Free, SFR, La Poste, WEB.DE, GMX and
// T-Online, with the rates such a sender sees. Fixed numbers, no randomness: screenshots and
// assertions stay the same.
import type { Filter, MetricValues } from '@console/contract';
import { domainProfiles, type DomainProfile } from './senderDomains.ts';

export { providerLabels } from './senderDomains.ts';

export interface Counts {
  submitted: number;
  sent: number;
  delivered: number;
  bounced: number;
  deferred: number;
  opens: number;
  unique_opens: number;
  unique_opens_ex_nhi: number;
  complaints: number;
  unique_clicks: number;
  unique_unsubs: number;
  traps: number;
  /** Sum of delivery seconds, for the average. */
  delaySeconds: number;
}

function countsOf(profile: DomainProfile, scale: number): Counts {
  const sent = Math.round(profile.sent * scale);
  const bounced = Math.round(sent * profile.bounceRate);
  const delivered = sent - bounced;
  const uniqueOpens = Math.round(delivered * profile.openRate);
  return {
    submitted: sent + Math.round(sent * 0.0031),
    sent,
    delivered,
    bounced,
    deferred: Math.round(sent * profile.deferredRate),
    opens: Math.round(uniqueOpens * 1.46),
    unique_opens: uniqueOpens,
    // Apple Mail Privacy Protection and scanners: about a third of opens are not people.
    unique_opens_ex_nhi: Math.round(uniqueOpens * 0.64),
    complaints: Math.round(delivered * (profile.provider === 'yahoo' ? 0.0011 : 0.0005)),
    unique_clicks: Math.round(delivered * 0.024),
    unique_unsubs: Math.round(delivered * 0.0021),
    traps: profile.provider === 'orange' ? Math.round(sent * 0.00004) : 0,
    delaySeconds: delivered * profile.delay,
  };
}

export const zeroCounts: Counts = {
  submitted: 0,
  sent: 0,
  delivered: 0,
  bounced: 0,
  deferred: 0,
  opens: 0,
  unique_opens: 0,
  unique_opens_ex_nhi: 0,
  complaints: 0,
  unique_clicks: 0,
  unique_unsubs: 0,
  traps: 0,
  delaySeconds: 0,
};

export function addCounts(a: Counts, b: Counts): Counts {
  const sum = { ...a };
  for (const key of Object.keys(sum) as (keyof Counts)[]) sum[key] = a[key] + b[key];
  return sum;
}

export function scaleCounts(counts: Counts, factor: number): Counts {
  const scaled = { ...counts };
  for (const key of Object.keys(scaled) as (keyof Counts)[])
    scaled[key] = Math.round(counts[key] * factor);
  return scaled;
}

const ratio = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

/** Every metric of the catalogue from counts, as the server computes them. */
export function metricValues(counts: Counts): MetricValues {
  return {
    submitted: counts.submitted,
    sent: counts.sent,
    deferred: counts.deferred,
    deferred_rate: ratio(counts.deferred, counts.sent),
    delivered: counts.delivered,
    bounced: counts.bounced,
    bounce_rate: ratio(counts.bounced, counts.sent),
    avg_del_time: ratio(counts.delaySeconds, counts.delivered),
    opens: counts.opens,
    open_rate: ratio(counts.opens, counts.delivered),
    unique_opens: counts.unique_opens,
    unique_open_rate: ratio(counts.unique_opens, counts.delivered),
    unique_opens_ex_nhi: counts.unique_opens_ex_nhi,
    unique_open_rate_ex_nhi: ratio(counts.unique_opens_ex_nhi, counts.delivered),
    complaints: counts.complaints,
    complaint_rate: ratio(counts.complaints, counts.delivered),
    unique_clicks: counts.unique_clicks,
    unique_click_rate: ratio(counts.unique_clicks, counts.delivered),
    unique_unsubs: counts.unique_unsubs,
    unique_unsub_rate: ratio(counts.unique_unsubs, counts.delivered),
    traps: counts.traps,
    trap_rate: ratio(counts.traps, counts.sent),
  };
}

/** The dimensions that are not receiving domains: each value takes a share of the traffic. */
export const shares: Record<string, { key: string; share: number; bounceWeight: number }[]> = {
  ip: [
    { key: '192.0.2.10', share: 0.46, bounceWeight: 0.9 },
    { key: '192.0.2.11', share: 0.39, bounceWeight: 0.95 },
    { key: '198.51.100.7', share: 0.15, bounceWeight: 1.6 },
  ],
  vmta: [
    { key: 'vmta-fr-01', share: 0.41, bounceWeight: 1 },
    { key: 'vmta-fr-02', share: 0.33, bounceWeight: 1 },
    { key: 'vmta-de-01', share: 0.26, bounceWeight: 0.95 },
  ],
  job: [
    { key: 'nl-weekly-2026-47', share: 0.52, bounceWeight: 0.7 },
    { key: 'promo-black-friday-teaser', share: 0.28, bounceWeight: 0.9 },
    { key: 'reactivation-q4', share: 0.12, bounceWeight: 4.1 },
    { key: 'welcome-series', share: 0.08, bounceWeight: 0.6 },
  ],
  sender: [
    { key: 'news.example.com', share: 0.81, bounceWeight: 1 },
    { key: 'mail.example.com', share: 0.19, bounceWeight: 1.1 },
  ],
  pool: [
    { key: 'fr-shared', share: 0.58, bounceWeight: 1.2 },
    { key: 'de-dedicated', share: 0.27, bounceWeight: 0.8 },
    { key: 'warmup', share: 0.15, bounceWeight: 0.7 },
  ],
  esp: [{ key: 'PowerMTA', share: 1, bounceWeight: 1 }],
};

const matches = (filter: Filter, value: string) =>
  filter.op === 'IN' ? filter.values.includes(value) : !filter.values.includes(value);

/**
 * The share of traffic, and of bounces, that the filters on the share dimensions keep: the
 * reactivation campaign is 12 % of the mail but far more of the bounces.
 */
function sharedFactors(filters: readonly Filter[]): { sent: number; bounced: number } {
  const factors = { sent: 1, bounced: 1 };
  for (const filter of filters) {
    const values = shares[filter.field];
    if (!values) continue;
    const kept = values.filter((value) => matches(filter, value.key));
    const weight = (list: typeof values) =>
      list.reduce((sum, value) => sum + value.share * value.bounceWeight, 0);
    factors.sent *= kept.reduce((sum, value) => sum + value.share, 0);
    factors.bounced *= weight(kept) / weight(values);
  }
  return factors;
}

/** Counts per receiving domain for a day's traffic times `scale`, after the filters. */
export function domainCounts(
  scale: number,
  filters: readonly Filter[],
): { domain: string; provider: string; counts: Counts }[] {
  const factors = sharedFactors(filters);
  return domainProfiles
    .filter((profile) =>
      filters.every((filter) =>
        filter.field === 'domain'
          ? matches(filter, profile.domain)
          : filter.field === 'provider'
            ? matches(filter, profile.provider)
            : true,
      ),
    )
    .map((profile) => {
      const counts = countsOf(profile, scale * factors.sent);
      const bounced =
        factors.sent === 0 ? 0 : Math.round((counts.bounced * factors.bounced) / factors.sent);
      return {
        domain: profile.domain,
        provider: profile.provider,
        counts: { ...counts, bounced, delivered: counts.sent - bounced },
      };
    });
}
