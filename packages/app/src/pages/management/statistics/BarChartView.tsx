// The bar chart code (vega-lite through the ui's StackedBarChart), in its own module so the page
// loads it lazily: the table and figures show first.
import { StackedBarChart, type StackedBarChartProps } from '@console/ui';

export default function BarChartView(props: StackedBarChartProps) {
  return <StackedBarChart {...props} />;
}
