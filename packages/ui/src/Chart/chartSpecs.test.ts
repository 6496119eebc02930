import { describe, expect, it } from 'vitest';
import { compile } from 'vega-lite';
import { donutSpec, heatMapSpec, stackedBarSpec, timeseriesSpec } from './chartSpecs.ts';

const time = [
  { time: '2026-11-01T00:00:00Z', series: 'Delivered', value: 10 },
  { time: '2026-11-02T00:00:00Z', series: 'Delivered', value: 12 },
];

describe('chart specs', () => {
  it('compile to Vega without errors and carry their description', () => {
    const specs = [
      timeseriesSpec(time, { mark: 'line', description: 'Delivered per day' }),
      timeseriesSpec(time, { mark: 'area', description: 'Stacked volume' }),
      stackedBarSpec([{ category: 'gmail', series: 'Sent', value: 3 }], {
        description: 'By provider',
      }),
      donutSpec([{ category: 'ok', value: 3 }], { description: 'Share' }),
      heatMapSpec([{ x: 'Mon', y: '00', value: 3 }], { description: 'By hour' }),
    ];
    for (const spec of specs) {
      const { spec: vega } = compile(spec);
      expect(vega.description).toBe(spec.description);
      expect(vega.background).toBe('transparent'); // the page's surface shows through
    }
  });

  it('stacks areas but not lines', () => {
    const line = timeseriesSpec(time, { mark: 'line', description: 'x' }) as {
      encoding: { y: { stack: unknown } };
    };
    const area = timeseriesSpec(time, { mark: 'area', description: 'x' }) as {
      encoding: { y: { stack: unknown } };
    };
    expect(line.encoding.y.stack).toBeNull();
    expect(area.encoding.y.stack).toBe('zero');
  });
});
