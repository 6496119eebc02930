// Types of the Vega modules the charts import one by one. They ship JavaScript only; the `vega`
// bundle's types (vega-typings) describe the same exports.

declare module 'vega-view' {
  export { View } from 'vega-typings';
}

declare module 'vega-parser' {
  export { parse } from 'vega-typings';
}

declare module 'vega-dataflow' {
  /** The registry of transform constructors, by lower-case type. */
  export const transforms: Record<string, unknown>;
}

declare module 'vega-transforms' {
  type Transform = abstract new (...args: never[]) => unknown;
  export const aggregate: Transform;
  export const collect: Transform;
  export const extent: Transform;
  export const facet: Transform;
  export const filter: Transform;
  export const formula: Transform;
  export const impute: Transform;
  export const multiextent: Transform;
  export const prefacet: Transform;
  export const proxy: Transform;
  export const relay: Transform;
  export const sieve: Transform;
  export const values: Transform;
}

declare module 'vega-view-transforms' {
  type Transform = abstract new (...args: never[]) => unknown;
  export const bound: Transform;
  export const mark: Transform;
  export const overlap: Transform;
  export const render: Transform;
  export const viewlayout: Transform;
}

declare module 'vega-encode' {
  type Transform = abstract new (...args: never[]) => unknown;
  export const axisticks: Transform;
  export const datajoin: Transform;
  export const encode: Transform;
  export const legendentries: Transform;
  export const scale: Transform;
  export const sortitems: Transform;
  export const stack: Transform;
}
