import { describe, expect, it } from 'vitest';
import { compile, type TopLevelSpec } from 'vega-lite';
import type { Spec } from 'vega-typings';
import type { ChartKind } from './chartKinds.ts';
import { timeAxisFormat, vegaLocale, type ChartLocale } from './chartLocale.ts';
import {
  donutSpec,
  heatMapSpec,
  stackedBarSpec,
  timeseriesSpec,
  type ChartOptions,
} from './chartSpecs.ts';
import { chartTemplates } from './chartTemplates.ts';

const de: ChartLocale = { language: 'de', numberFormat: '#.###,##', clock: 'h23' };
const fr: ChartLocale = { language: 'fr', numberFormat: '# ###,##', clock: 'h23' };

interface Channel {
  title?: string | null;
  scale?: { domain?: string[] };
  axis?: { format?: unknown };
}
interface Template {
  encoding: Record<string, Channel | undefined>;
  config: object;
}

// The oracle: what Vega-Lite compiles from the template filled in at the source, as the browser
// compiled each chart before the compiler moved to the build.
function compileFilled(
  kind: ChartKind,
  values: readonly object[],
  options: ChartOptions & { colorDomain?: string[] },
): Spec {
  const template = structuredClone(chartTemplates[kind]) as unknown as Template;
  const { encoding } = template;
  const locale = options.locale ?? { language: 'en', numberFormat: '#,###.##', clock: 'h12' };
  Object.assign(template, { description: options.description });
  if (options.width !== undefined) Object.assign(template, { width: options.width });
  if (options.height !== undefined) Object.assign(template, { height: options.height });
  template.config = { ...template.config, locale: vegaLocale(locale) };
  const valueChannel = kind === 'heatMap' ? encoding.color : encoding.y;
  if (valueChannel) valueChannel.title = options.valueTitle ?? null;
  if (options.colorDomain && encoding.color?.scale)
    encoding.color.scale.domain = options.colorDomain;
  if (encoding.x?.axis?.format) encoding.x.axis.format = timeAxisFormat(locale);
  const spec = JSON.parse(
    JSON.stringify(compile(template as unknown as TopLevelSpec).spec),
  ) as Spec;
  const table = spec.data?.find((data) => data.name === 'table');
  Object.assign(table ?? {}, { values });
  return spec;
}

const time = [
  { time: '2026-11-01T00:00:00Z', series: 'Zugestellt', value: 10 },
  { time: '2026-11-01T00:00:00Z', series: 'Abgewiesen', value: 1 },
  { time: '2026-11-02T00:00:00Z', series: 'Zugestellt', value: 12 },
  { time: '2026-11-02T00:00:00Z', series: 'Rejet "dur" d\'envoi', value: 2 },
];
const bars = [
  { category: 'gmail', series: 'Sent', value: 3 },
  { category: 'gmail', series: 'Bounced', value: 1 },
];
const shares = [
  { category: 'ok', value: 3 },
  { category: 'deferred', value: 1 },
];
const cells = [{ x: 'Mon', y: '00', value: 3 }];

describe('chart specs', () => {
  it('equal what Vega-Lite compiles from the filled-in template', () => {
    const cases: [ChartKind, Spec, Spec][] = [
      [
        'line',
        timeseriesSpec(time, { mark: 'line', description: 'Delivered per day' }),
        compileFilled('line', time, {
          description: 'Delivered per day',
          colorDomain: ['Zugestellt', 'Abgewiesen', 'Rejet "dur" d\'envoi'],
        }),
      ],
      [
        'area',
        timeseriesSpec(time, {
          mark: 'area',
          description: 'Stacked volume',
          valueTitle: 'Nachrichten',
          width: 800,
          height: 300,
          locale: de,
        }),
        compileFilled('area', time, {
          description: 'Stacked volume',
          valueTitle: 'Nachrichten',
          width: 800,
          height: 300,
          locale: de,
          colorDomain: ['Zugestellt', 'Abgewiesen', 'Rejet "dur" d\'envoi'],
        }),
      ],
      [
        'stackedBar',
        stackedBarSpec(bars, { description: 'By provider', valueTitle: 'Messages', locale: fr }),
        compileFilled('stackedBar', bars, {
          description: 'By provider',
          valueTitle: 'Messages',
          locale: fr,
          colorDomain: ['Sent', 'Bounced'],
        }),
      ],
      [
        'donut',
        donutSpec(shares, { description: 'Share', width: 300 }),
        compileFilled('donut', shares, {
          description: 'Share',
          width: 300,
          colorDomain: ['ok', 'deferred'],
        }),
      ],
      [
        'heatMap',
        heatMapSpec(cells, { description: 'By hour', valueTitle: 'Deferred' }),
        compileFilled('heatMap', cells, { description: 'By hour', valueTitle: 'Deferred' }),
      ],
      [
        'heatMap',
        heatMapSpec(cells, { description: 'By hour' }),
        compileFilled('heatMap', cells, { description: 'By hour' }),
      ],
    ];
    for (const [kind, filled, compiled] of cases) {
      expect(filled, kind).toEqual(compiled);
      expect(filled.background, kind).toBe('transparent'); // the page's surface shows through
    }
  });

  it('stacks areas but not lines', () => {
    const transforms = (spec: Spec) =>
      (spec.data ?? []).flatMap((data) => data.transform ?? []).map((step) => step.type);
    expect(transforms(timeseriesSpec(time, { mark: 'area', description: 'x' }))).toContain('stack');
    expect(transforms(timeseriesSpec(time, { mark: 'line', description: 'x' }))).not.toContain(
      'stack',
    );
  });

  it("gives Vega copies of the caller's points", () => {
    const spec = timeseriesSpec(time, { mark: 'line', description: 'x' });
    const values = (spec.data?.[0] as { values: object[] }).values;
    expect(values).toEqual(time);
    expect(values[0]).not.toBe(time[0]);
  });
});
