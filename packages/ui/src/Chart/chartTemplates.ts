// The console's charts as Vega-Lite templates: the language they are written in, not compiled in
// the browser. `scripts/compileCharts.ts` turns them into the Vega specs of `compiledCharts.ts`
// at build time, and `chartSpecs.ts` fills those in per chart (data, size, description, locale,
// titles, colour domain): the values below that vary per chart are defaults or placeholders, the
// rest is the look of every chart. Text and axes use currentColor, so one chart follows the light
// or dark theme of the page (its CSS colour) without being re-rendered; the series palette reads
// on both backgrounds.
import type { TopLevelSpec } from 'vega-lite';
import type { Config } from 'vega-lite/types_unstable/config.js';
import { TABLE, type ChartKind } from './chartKinds.ts';
import { defaultChartLocale, timeAxisFormat } from './chartLocale.ts';

/** Medium tones with enough contrast on the light and the dark surface. */
const SERIES_PALETTE = ['#3b82f6', '#14b8a6', '#f59e0b', '#ef4444', '#8b5cf6', '#64748b'];

const chartConfig: Config = {
  background: 'transparent',
  font: 'Inter Variable, Inter, system-ui, sans-serif',
  view: { stroke: null },
  // No ARIA in the SVG: the drawing is aria-hidden, its figure's name, description and data
  // table say what it shows (and Vega-Lite's mark descriptions would bake titles into signals).
  mark: { aria: false },
  axis: {
    aria: false,
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
  legend: { aria: false, labelColor: 'currentColor', titleColor: 'currentColor', orient: 'bottom' },
  range: { category: SERIES_PALETTE },
  title: { color: 'currentColor' },
};

// Placeholders: a value title and a colour domain must be there to be compiled into the Vega
// spec, where chartSpecs.ts sets (or removes) them.
const VALUE_TITLE = 'Value';
const DOMAIN = ['series'];

const defaultSize = { width: 560, height: 240 };

const common = {
  $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
  autosize: { type: 'fit', contains: 'padding' },
  data: { name: TABLE },
  config: chartConfig,
} as const;

function timeseries(mark: 'line' | 'area'): TopLevelSpec {
  return {
    ...common,
    ...defaultSize,
    mark:
      mark === 'area'
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
          format: timeAxisFormat(defaultChartLocale),
        },
      },
      y: {
        field: 'value',
        type: 'quantitative',
        stack: mark === 'area' ? 'zero' : null,
        title: VALUE_TITLE,
      },
      color: { field: 'series', type: 'nominal', title: null, scale: { domain: DOMAIN } },
    },
  };
}

export const chartTemplates: Record<ChartKind, TopLevelSpec> = {
  line: timeseries('line'),
  area: timeseries('area'),
  stackedBar: {
    ...common,
    ...defaultSize,
    mark: { type: 'bar' },
    encoding: {
      x: { field: 'category', type: 'nominal', sort: null, axis: { title: null, labelAngle: 0 } },
      y: { field: 'value', type: 'quantitative', stack: 'zero', title: VALUE_TITLE },
      color: { field: 'series', type: 'nominal', title: null, scale: { domain: DOMAIN } },
    },
  },
  donut: {
    ...common,
    width: 240,
    height: 240,
    mark: { type: 'arc', innerRadius: 60, stroke: null },
    encoding: {
      theta: { field: 'value', type: 'quantitative', stack: true },
      color: {
        field: 'category',
        type: 'nominal',
        sort: null,
        title: null,
        scale: { domain: DOMAIN },
        legend: { orient: 'right' },
      },
      order: { field: 'value', type: 'quantitative', sort: 'descending' },
    },
  },
  heatMap: {
    ...common,
    ...defaultSize,
    mark: { type: 'rect' },
    encoding: {
      x: { field: 'x', type: 'ordinal', sort: null, axis: { title: null, labelAngle: 0 } },
      y: { field: 'y', type: 'ordinal', sort: null, axis: { title: null } },
      color: {
        field: 'value',
        type: 'quantitative',
        title: VALUE_TITLE,
        scale: { scheme: 'tealblues' },
      },
    },
  },
};
