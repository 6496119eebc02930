// The Vega spec of each chart: the compiled template of its kind (compiledCharts.ts, from
// chartTemplates.ts) filled in with what varies per chart, at the places Vega-Lite put the
// template's placeholders. Pure, so it is tested without a browser; the test checks that a
// filled spec equals what Vega-Lite compiles from the filled-in template.
import type { Axis, Spec } from 'vega-typings';
import { stringValue } from 'vega-util';
import { defaultChartLocale, timeAxisFormat, vegaLocale, type ChartLocale } from './chartLocale.ts';
import { TABLE } from './chartKinds.ts';
import * as compiled from './compiledCharts.ts';

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

export interface ChartOptions {
  width?: number;
  height?: number;
  description: string;
  valueTitle?: string;
  /** The user's language, number format and clock for the axes (English by default). */
  locale?: ChartLocale;
}

/**
 * The colour of a series follows its place in the data (the caller lists series in a fixed key
 * order), not its translated name: Delivered keeps its colour in every language.
 */
function seriesDomain(data: readonly { series: string }[]): string[] {
  return [...new Set(data.map((point) => point.series))];
}

interface Fill extends ChartOptions {
  values: readonly object[];
  /** The colour scale's domain, for the kinds coloured by name. */
  colorDomain?: string[];
  /** Where the value's title goes: the y axis, or the colour legend of a heat map. */
  valueTitleOn?: 'axis' | 'legend';
}

const isValueAxis = (axis: Axis) => axis.scale === 'y' && 'title' in axis;
const isTimeAxis = (axis: Axis) => axis.scale === 'x' && 'format' in axis;

/** Sets a guide's title, or removes it (Vega-Lite's `title: null`). */
function setTitle(guide: { title?: unknown }, title: string | undefined) {
  if (title === undefined) delete guide.title;
  else guide.title = title;
}

function fill(template: Spec, { valueTitleOn = 'axis', ...options }: Fill): Spec {
  const spec = structuredClone(template);
  const locale = options.locale ?? defaultChartLocale;
  spec.description = options.description;
  if (options.width !== undefined) spec.width = options.width;
  if (options.height !== undefined) spec.height = options.height;
  // The locale rides in the spec's config, so each chart's View has its own (Vega's default
  // locale is global, shared by every chart on a page).
  spec.config = { ...spec.config, locale: vegaLocale(locale) };
  const table = spec.data?.find((data) => data.name === TABLE);
  // Copies: Vega marks its tuples and writes parsed fields (a Date for `time`) into them.
  if (table) Object.assign(table, { values: options.values.map((value) => ({ ...value })) });

  for (const axis of spec.axes ?? []) {
    if (isTimeAxis(axis)) axis.format = timeAxisFormat(locale);
    if (valueTitleOn === 'axis' && isValueAxis(axis)) setTitle(axis, options.valueTitle);
  }
  if (valueTitleOn === 'legend') {
    for (const legend of spec.legends ?? []) setTitle(legend, options.valueTitle);
  }
  if (options.colorDomain) setColorDomain(spec, options.colorDomain);
  return spec;
}

// Vega-Lite writes a literal colour domain twice: into the colour scale, and into the expression
// that orders stacked series like the legend (`alignStackOrderWithColorDomain`, built with
// vega-util's stringValue). A signal for the domain would not do: Vega-Lite then stacks by name.
const SORT_INDEX = '_sort_index';

function setColorDomain(spec: Spec, domain: string[]) {
  const color = spec.scales?.find((scale) => scale.name === 'color');
  if (color) Object.assign(color, { domain });
  for (const data of spec.data ?? []) {
    for (const transform of data.transform ?? []) {
      if (transform.type !== 'formula' || typeof transform.as !== 'string') continue;
      if (!transform.as.endsWith(SORT_INDEX)) continue;
      const field = transform.as.slice(1, -SORT_INDEX.length);
      transform.expr = `indexof(${stringValue(domain)}, datum['${field}'])`;
    }
  }
}

export function timeseriesSpec(
  data: readonly TimePoint[],
  options: ChartOptions & { mark: 'line' | 'area' },
): Spec {
  const template = options.mark === 'area' ? compiled.area : compiled.line;
  return fill(template, { ...options, values: data, colorDomain: seriesDomain(data) });
}

export function stackedBarSpec(data: readonly CategoryPoint[], options: ChartOptions): Spec {
  return fill(compiled.stackedBar, { ...options, values: data, colorDomain: seriesDomain(data) });
}

export function donutSpec(data: readonly SharePoint[], options: ChartOptions): Spec {
  const categories = [...new Set(data.map((point) => point.category))];
  return fill(compiled.donut, { ...options, values: data, colorDomain: categories });
}

export function heatMapSpec(data: readonly CellPoint[], options: ChartOptions): Spec {
  return fill(compiled.heatMap, { ...options, values: data, valueTitleOn: 'legend' });
}
