// The home's headline figures: yesterday's volume and the three rates a sender watches daily,
// each with its change since the day before and whether a rise is good news.
import { metricDefinition, type MetricId, type MetricValues } from '@console/contract';
import type { MetricStyle } from '@console/ui';

interface HeadlineMetric {
  id: MetricId;
  higherIsBetter: boolean;
}

export const headlineMetrics: readonly HeadlineMetric[] = [
  { id: 'sent', higherIsBetter: true },
  { id: 'delivered', higherIsBetter: true },
  { id: 'bounce_rate', higherIsBetter: false },
  { id: 'deferred_rate', higherIsBetter: false },
  { id: 'complaint_rate', higherIsBetter: false },
];

export interface HeadlineTile extends HeadlineMetric {
  style: MetricStyle;
  value: number | undefined;
  /** yesterday minus the day before (percentage points for rates); undefined until both are known */
  delta: number | undefined;
}

export function headlineTiles(
  yesterday: MetricValues | undefined,
  dayBefore: MetricValues | undefined,
): HeadlineTile[] {
  return headlineMetrics.map((metric) => {
    const value = yesterday?.[metric.id];
    const previous = dayBefore?.[metric.id];
    return {
      ...metric,
      style: metricDefinition(metric.id).style,
      value,
      delta: value !== undefined && previous !== undefined ? value - previous : undefined,
    };
  });
}
