export {
  TimeseriesChart,
  StackedBarChart,
  DonutChart,
  HeatMap,
  type TimeseriesChartProps,
  type StackedBarChartProps,
  type DonutChartProps,
  type HeatMapProps,
} from './charts.tsx';
export type { TimePoint, CategoryPoint, SharePoint, CellPoint } from './chartSpecs.ts';
export {
  defaultChartLocale,
  vegaLocale,
  vegaNumberLocale,
  vegaTimeLocale,
  timeAxisFormat,
  type ChartLocale,
  type ChartLanguage,
} from './chartLocale.ts';
