// datasets/bounces and datasets/deferrals: bounces (or deferrals) per diagnostic template, the
// most frequent first, each with its usual category and enhanced code, one real example and
// the providers that answered it most.
import {
  bounceCategories,
  topDiagnosticsLimit,
  topProvidersPerDiagnostic,
  type BounceCategory,
  type DiagnosticsReport,
} from '@console/contract';
import { counterCount, counterIndex } from '../eventCodes.ts';
import { noValue } from '../dimensions.ts';
import type { ReportData } from './reportData.ts';

/** The template shown for failures whose source gave no diagnostic text. */
export const noDiagnostic = '(no diagnostic text)';

interface TemplateTally {
  count: number;
  categories: Map<string, number>;
  dsn: Map<string, number>;
  providers: Map<string, number>;
  example: string | null;
  exampleCount: number;
}

const categoryNames = new Set<string>(bounceCategories);

function add(map: Map<string, number>, key: string, count: number): void {
  map.set(key, (map.get(key) ?? 0) + count);
}

function mostFrequent(map: Map<string, number>): string | null {
  let best: string | null = null;
  let bestCount = -1;
  for (const [key, count] of map) {
    if (count > bestCount || (count === bestCount && best !== null && key < best)) {
      best = key;
      bestCount = count;
    }
  }
  return best;
}

export function diagnosticsReport(
  data: ReportData,
  kind: 'bounced' | 'deferred',
): DiagnosticsReport {
  const { combos, mask } = data;
  const byCombo = data.perCombo();
  const counter = counterIndex[kind];
  const tallies = new Map<string, TemplateTally>();
  let total = 0;
  const known = Math.min(combos.size, byCombo.length / counterCount);
  for (let local = 0; local < known; local += 1) {
    if (mask[local] !== 1) continue;
    const count = byCombo[local * counterCount + counter] as number;
    if (count === 0) continue;
    total += count;
    const templateValue = combos.value('diagnostic_template', local);
    const template = templateValue === noValue ? noDiagnostic : templateValue;
    let tally = tallies.get(template);
    if (!tally) {
      tally = {
        count: 0,
        categories: new Map(),
        dsn: new Map(),
        providers: new Map(),
        example: null,
        exampleCount: 0,
      };
      tallies.set(template, tally);
    }
    tally.count += count;
    add(tally.categories, combos.value('bounce_category', local), count);
    add(tally.dsn, combos.value('dsn_status', local), count);
    add(tally.providers, combos.value('provider', local), count);
    const example = combos.examples[local] ?? null;
    if (example !== null && count > tally.exampleCount) {
      tally.example = example;
      tally.exampleCount = count;
    }
  }
  const rows = [...tallies]
    .sort((a, b) => b[1].count - a[1].count || a[0].localeCompare(b[0]))
    .slice(0, topDiagnosticsLimit)
    .map(([template, tally]) => {
      const category = mostFrequent(tally.categories);
      const dsn = mostFrequent(tally.dsn);
      return {
        template,
        count: tally.count,
        share: total === 0 ? 0 : tally.count / total,
        category: (category !== null && categoryNames.has(category)
          ? category
          : 'other') as BounceCategory,
        dsn_status: dsn === null || dsn === noValue ? null : dsn,
        example: tally.example ?? template,
        providers: [...tally.providers]
          .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
          .slice(0, topProvidersPerDiagnostic)
          .map(([provider, count]) => ({ provider, count })),
      };
    });
  return { total, rows };
}
