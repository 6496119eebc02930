// Vega's parser and View with only the transforms the compiled charts use. The `vega` package
// registers every transform there is (geo, force, hierarchy, label, regression, voronoi,
// wordcloud, crossfilter...) and so ships them all; vegaRuntime.test.ts checks that the charts'
// dataflows need nothing beyond this list. They are registered when a view is created, not as a
// side effect of the import, which a bundler may drop (package.json: only CSS has side effects).
import type { Spec, ViewOptions } from 'vega-typings';
import { transforms } from 'vega-dataflow';
import { axisticks, datajoin, encode, legendentries, scale, sortitems, stack } from 'vega-encode';
import {
  aggregate,
  collect,
  extent,
  facet,
  filter,
  formula,
  impute,
  multiextent,
  prefacet,
  proxy,
  relay,
  sieve,
  values,
} from 'vega-transforms';
import { expressionInterpreter } from 'vega-interpreter';
import { parse } from 'vega-parser';
import { View } from 'vega-view';
import { bound, mark, overlap, render, viewlayout } from 'vega-view-transforms';

/** The transforms of the charts' dataflows, by Vega's type name. */
export const chartTransforms = {
  aggregate,
  collect,
  extent,
  facet,
  filter,
  formula,
  impute,
  multiextent,
  prefacet,
  proxy,
  relay,
  sieve,
  values,
  bound,
  mark,
  overlap,
  render,
  viewlayout,
  axisticks,
  datajoin,
  encode,
  legendentries,
  scale,
  sortitems,
  stack,
};

/** Vega's parser and runtime look transforms up in this registry. */
export function registerChartTransforms() {
  Object.assign(transforms, chartTransforms);
}

/**
 * A View of the spec (not yet run); its locale is the spec's `config.locale`. Expressions are
 * interpreted from their syntax trees (vega-interpreter) instead of compiled with `Function`, so
 * charts draw under the console's Content-Security-Policy, which allows no eval.
 */
export function createView(spec: Spec, options?: ViewOptions): View {
  registerChartTransforms();
  return new View(parse(spec, undefined, { ast: true }), {
    ...options,
    expr: expressionInterpreter,
  });
}
