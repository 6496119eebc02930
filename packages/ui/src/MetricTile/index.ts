export { MetricTile, type MetricTileProps } from './MetricTile.tsx';
export {
  formatDecimal,
  formatDelta,
  formatDuration,
  formatMetric,
  formatPercent,
  formatTimeOfDay,
  type Clock,
  type MetricStyle,
  type NumberFormat,
} from './formatMetric.ts';
export { trendColors, trendOf, type Trend } from './trend.ts';
