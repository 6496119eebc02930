import { describe, expect, it } from 'vitest';
import { parse } from 'vega-parser';
import type { Spec } from 'vega-typings';
import { donutSpec, heatMapSpec, stackedBarSpec, timeseriesSpec } from './chartSpecs.ts';
import { chartTransforms, createView, registerChartTransforms } from './vegaRuntime.ts';

const fr = { language: 'fr', numberFormat: '# ###,##', clock: 'h23' } as const;
const time = [
  { time: '2026-11-14T00:00:00Z', series: 'Délivrés', value: 41200 },
  { time: '2026-11-15T00:00:00Z', series: 'Délivrés', value: 39800 },
  { time: '2026-11-14T00:00:00Z', series: 'Rejetés', value: 1200 },
  { time: '2026-11-15T00:00:00Z', series: 'Rejetés', value: 900 },
];
const specs: Record<string, Spec> = {
  line: timeseriesSpec(time, { mark: 'line', description: 'x', locale: fr }),
  area: timeseriesSpec(time, { mark: 'area', description: 'x', locale: fr }),
  stackedBar: stackedBarSpec([{ category: 'gmail', series: 'Sent', value: 3 }], {
    description: 'x',
  }),
  donut: donutSpec([{ category: 'ok', value: 3 }], { description: 'x' }),
  heatMap: heatMapSpec([{ x: 'Mon', y: '00', value: 3 }], { description: 'x', valueTitle: 'n' }),
};

interface Operator {
  type: string;
  params?: { subflow?: { $subflow?: { operators: Operator[] } } };
}

// Every operator of a dataflow, faceted subflows included.
const operatorTypes = (operators: Operator[]): string[] =>
  operators.flatMap((operator) => [
    operator.type.toLowerCase(),
    ...operatorTypes(operator.params?.subflow?.$subflow?.operators ?? []),
  ]);

const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)</g)].map((match) => match[1]);

describe('vega runtime', () => {
  it.each(Object.keys(specs))('registers every transform the %s chart uses', (kind) => {
    registerChartTransforms();
    const { operators } = parse(specs[kind]!) as unknown as { operators: Operator[] };
    const unknown = operatorTypes(operators).filter(
      (type) => type !== 'operator' && !(type in chartTransforms),
    );
    expect(unknown).toEqual([]);
  });

  it.each(Object.keys(specs))('draws the %s chart', async (kind) => {
    const svg = await createView(specs[kind]!).toSVG();
    expect(svg).toMatch(/<path|<rect/);
  });

  it("draws axes in the spec's locale, leaving the caller's points as they were", async () => {
    const before = structuredClone(time);
    const labels = texts(await createView(specs.area!).toSVG());
    expect(labels).toContain('15 nov.');
    expect(labels).toContain('40\u00a0000');
    expect(labels).toContain('Délivrés');
    expect(time).toEqual(before);
  });
});
