// Vega-Lite specs of the console's charts, pure so they are tested without a browser. Text and
// axes use currentColor, so one chart follows the light or dark theme of the page (its CSS colour)
// without being re-rendered; the series palette reads on both backgrounds.
import type { TopLevelSpec } from 'vega-lite';
import type { Config } from 'vega-lite/types_unstable/config.js';
import { defaultChartLocale, timeAxisFormat, vegaLocale, type ChartLocale } from './chartLocale.ts';

/** Medium tones with enough contrast on the light and the dark surface. */
export const SERIES_PALETTE = ['#3b82f6', '#14b8a6', '#f59e0b', '#ef4444', '#8b5cf6', '#64748b'];

export const chartConfig: Config = {
  background: 'transparent',
  font: 'Inter Variable, Inter, system-ui, sans-serif',
  view: { stroke: null },
  axis: {
    labelColor: 'currentColor',
    titleColor: 'currentColor',
    domainColor: 'currentColor',
    tickColor: 'currentColor',
    gridColor: 'currentColor',
    gridOpacity: 0.15,
    domainOpacity: 0.5,
    labelFontSize: 11,
    titleFontSize: 12,
  },
  legend: { labelColor: 'currentColor', titleColor: 'currentColor', orient: 'bottom' },
  range: { category: SERIES_PALETTE },
  title: { color: 'currentColor' },
};

export interface TimePoint {
  /** ISO timestamp (UTC). */
  time: string;
  series: string;
  value: number;
}

export interface CategoryPoint {
  category: string;
  series: string;
  value: number;
}

export interface SharePoint {
  category: string;
  value: number;
}

export interface CellPoint {
  x: string;
  y: string;
  value: number;
}

interface Common {
  width?: number;
  height?: number;
  description: string;
  valueTitle?: string;
  /** The user's language, number format and clock for the axes (English by default). */
  locale?: ChartLocale;
}

// The locale rides in the spec's config, so each chart's View has its own (Vega's
// formatLocale/timeFormatLocale functions are global defaults, shared by every chart on a page).
const base = ({ width = 560, height = 240, description, locale = defaultChartLocale }: Common) => ({
  $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
  description,
  width,
  height,
  autosize: { type: 'fit' as const, contains: 'padding' as const },
  config: { ...chartConfig, locale: vegaLocale(locale) },
});

/**
 * The colour of a series follows its place in the data (the caller lists series in a fixed key
 * order), not its translated name: Delivered keeps its colour in every language.
 */
export function seriesDomain(data: readonly { series: string }[]): string[] {
  return [...new Set(data.map((point) => point.series))];
}

export function timeseriesSpec(
  data: TimePoint[],
  options: Common & { mark: 'line' | 'area' },
): TopLevelSpec {
  return {
    ...base(options),
    data: { values: data },
    mark:
      options.mark === 'area'
        ? { type: 'area', opacity: 0.7 }
        : { type: 'line', point: false, strokeWidth: 2 },
    encoding: {
      x: {
        field: 'time',
        type: 'temporal',
        scale: { type: 'utc' },
        axis: {
          title: null,
          // A per-unit multi-format; no formatType, so Vega applies it with the utc scale.
          format: timeAxisFormat(options.locale ?? defaultChartLocale),
        },
      },
      y: {
        field: 'value',
        type: 'quantitative',
        stack: options.mark === 'area' ? 'zero' : null,
        title: options.valueTitle ?? null,
      },
      color: {
        field: 'series',
        type: 'nominal',
        title: null,
        scale: { domain: seriesDomain(data) },
      },
    },
  } as TopLevelSpec;
}

export function stackedBarSpec(data: CategoryPoint[], options: Common): TopLevelSpec {
  return {
    ...base(options),
    data: { values: data },
    mark: { type: 'bar' },
    encoding: {
      x: { field: 'category', type: 'nominal', sort: null, axis: { title: null, labelAngle: 0 } },
      y: { field: 'value', type: 'quantitative', stack: 'zero', title: options.valueTitle ?? null },
      color: {
        field: 'series',
        type: 'nominal',
        title: null,
        scale: { domain: seriesDomain(data) },
      },
    },
  } as TopLevelSpec;
}

export function donutSpec(data: SharePoint[], options: Common): TopLevelSpec {
  return {
    ...base({ ...options, width: options.width ?? 240, height: options.height ?? 240 }),
    data: { values: data },
    mark: { type: 'arc', innerRadius: 60, stroke: null },
    encoding: {
      theta: { field: 'value', type: 'quantitative', stack: true },
      color: {
        field: 'category',
        type: 'nominal',
        sort: null,
        title: null,
        scale: { domain: [...new Set(data.map((point) => point.category))] },
        legend: { orient: 'right' },
      },
      order: { field: 'value', type: 'quantitative', sort: 'descending' },
    },
  } as TopLevelSpec;
}

export function heatMapSpec(data: CellPoint[], options: Common): TopLevelSpec {
  return {
    ...base(options),
    data: { values: data },
    mark: { type: 'rect' },
    encoding: {
      x: { field: 'x', type: 'ordinal', sort: null, axis: { title: null, labelAngle: 0 } },
      y: { field: 'y', type: 'ordinal', sort: null, axis: { title: null } },
      color: {
        field: 'value',
        type: 'quantitative',
        title: options.valueTitle ?? null,
        scale: { scheme: 'tealblues' },
      },
    },
  } as TopLevelSpec;
}
