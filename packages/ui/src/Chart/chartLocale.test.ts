import { describe, expect, it } from 'vitest';
import * as vega from 'vega';
import { timeAxisFormat, vegaLocale, vegaNumberLocale, vegaTimeLocale } from './chartLocale.ts';
import { timeseriesSpec } from './chartSpecs.ts';

const fr = { language: 'fr', numberFormat: '# ###,##', clock: 'h23' } as const;
const de = { language: 'de', numberFormat: '#.###,##', clock: 'h23' } as const;
const en = { language: 'en', numberFormat: '#,###.##', clock: 'h12' } as const;

// Formats through Vega's own formatters, as an axis would (vega exports vega-format's `locale`
// at runtime; its typings do not declare it).
interface Formatters {
  format: (specifier: string) => (value: number) => string;
  utcFormat: (specifier: Record<string, string>) => (date: Date) => string;
}
const vegaFormatLocale = (vega as unknown as { locale: (n: object, t: object) => Formatters })
  .locale;
const formatters = (locale: typeof fr | typeof de | typeof en) => {
  const { number, time } = vegaLocale(locale);
  return vegaFormatLocale(number, time);
};
const at = (iso: string) => new Date(iso);

describe('chart locale', () => {
  it('builds the number locale from the number format', () => {
    expect(vegaNumberLocale(de)).toEqual({
      decimal: ',',
      thousands: '.',
      grouping: [3],
      currency: ['', '\u00a0€'],
    });
    expect(vegaNumberLocale(fr).thousands).toBe('\u00a0');
    expect(formatters(de).format(',')(1500)).toBe('1.500');
    expect(formatters(fr).format(',')(1500)).toBe('1\u00a0500');
    expect(formatters(fr).format(',.1f')(1500.5)).toBe('1\u00a0500,5');
    expect(formatters(en).format(',')(1500)).toBe('1,500');
  });

  it('names days and months in the language and follows the clock', () => {
    expect(vegaTimeLocale(fr).shortMonths[10]).toBe('nov.');
    expect(vegaTimeLocale(de).shortDays[6]).toBe('Sa');
    expect(vegaTimeLocale(de).time).toBe('%H:%M:%S');
    expect(vegaTimeLocale(en).time).toBe('%-I:%M:%S %p');
    const axis = (locale: typeof fr | typeof de | typeof en) =>
      formatters(locale).utcFormat(timeAxisFormat(locale));
    expect(axis(fr)(at('2026-11-14T00:00:00Z'))).toBe('14 nov.');
    expect(axis(de)(at('2026-11-14T00:00:00Z'))).toBe('14. Nov');
    expect(axis(en)(at('2026-11-14T00:00:00Z'))).toBe('Nov 14');
    expect(axis(de)(at('2026-11-14T06:00:00Z'))).toBe('06:00');
    expect(axis(fr)(at('2026-11-14T14:00:00Z'))).toBe('14:00');
    expect(axis(en)(at('2026-11-14T14:00:00Z'))).toBe('2 PM');
  });

  it("puts the locale in the spec's config and keys colours by series order", () => {
    const data = [
      { time: '2026-11-01T00:00:00Z', series: 'Zugestellt', value: 10 },
      { time: '2026-11-01T00:00:00Z', series: 'Abgewiesen', value: 1 },
    ];
    const spec = timeseriesSpec(data, { mark: 'line', description: 'x', locale: de });
    expect(spec.config?.locale?.number?.thousands).toBe('.');
    const xAxis = spec.axes?.find((axis) => axis.scale === 'x' && axis.format);
    expect(xAxis?.format).toEqual(timeAxisFormat(de));
    const color = spec.scales?.find((scale) => scale.name === 'color') as { domain: unknown };
    // The caller's order (delivered first), not the alphabetical order of the German names.
    expect(color.domain).toEqual(['Zugestellt', 'Abgewiesen']);
  });
});
