// The chart code (vega-lite through the ui's TimeseriesChart), in its own module so the report
// loads it lazily: other pages never download it, and the report shows its figures first.
import { TimeseriesChart, type TimeseriesChartProps } from '@console/ui';

export default function TimeseriesChartView(props: TimeseriesChartProps) {
  return <TimeseriesChart {...props} />;
}
