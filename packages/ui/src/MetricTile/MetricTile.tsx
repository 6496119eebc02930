// A key figure of a report: label, value formatted by the metric's style and the user's number
// format, and an optional change against the previous period.
import { formatDelta, formatMetric, type MetricStyle, type NumberFormat } from './formatMetric.ts';
import { Delta, Label, Tile, Value } from './MetricTile.styles.ts';
import { trendOf } from './trend.ts';

export interface MetricTileProps {
  label: string;
  value: number | null | undefined;
  /** decimal, percent (a ratio: 0.1234 is 12.34 %) or time (seconds). */
  metricStyle?: MetricStyle;
  numberFormat?: NumberFormat;
  /** Change against the previous period, in the value's unit. */
  delta?: number;
  /** Whether a rise is good (sent) or bad (bounce_rate); colours the change. */
  higherIsBetter?: boolean;
  /** Accessible text before the change, e.g. "Change since the previous period". */
  deltaLabel?: string;
  isLoading?: boolean;
  loadingLabel?: string;
}

export function MetricTile({
  label,
  value,
  metricStyle = 'decimal',
  numberFormat = '#,###.##',
  delta,
  higherIsBetter = true,
  deltaLabel = 'Change',
  isLoading = false,
  loadingLabel = 'Loading',
}: MetricTileProps) {
  const trend = delta === undefined ? 'flat' : trendOf(delta, higherIsBetter);
  return (
    <Tile aria-busy={isLoading || undefined}>
      <Label>{label}</Label>
      <Value>
        {isLoading ? (
          <span className="placeholder">{loadingLabel}</span>
        ) : (
          formatMetric(value, metricStyle, numberFormat)
        )}
      </Value>
      {delta !== undefined && !isLoading && (
        <Delta data-trend={trend}>
          <span className="visually-hidden">{deltaLabel}: </span>
          {formatDelta(delta, metricStyle, numberFormat)}
        </Delta>
      )}
    </Tile>
  );
}
