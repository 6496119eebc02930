// What the Vega-Lite templates (compiled at build time) and the runtime that fills them in agree
// on, kept apart from the templates so the browser bundle never carries them.

export type ChartKind = 'line' | 'area' | 'stackedBar' | 'donut' | 'heatMap';

/** The dataset every template reads; its values come with each chart. */
export const TABLE = 'table';
