// The console's chart kinds on the ChartFrame: timeseries (line or area), stacked bars, donut
// and heat map. Values in the fallback table use the user's number format.
import { useMemo } from 'react';
import { formatMetric, type MetricStyle, type NumberFormat } from '../MetricTile/formatMetric.ts';
import { ChartFrame, type ChartColumn } from './Chart.tsx';
import { defaultChartLocale, type ChartLocale } from './chartLocale.ts';
import {
  donutSpec,
  heatMapSpec,
  stackedBarSpec,
  timeseriesSpec,
  type CategoryPoint,
  type CellPoint,
  type ChartOptions,
  type SharePoint,
  type TimePoint,
} from './chartSpecs.ts';

interface ChartProps<Point> {
  title: string;
  description: string;
  data: readonly Point[];
  width?: number;
  height?: number;
  valueTitle?: string;
  metricStyle?: MetricStyle;
  /** Number format of the data table; the locale's by default. */
  numberFormat?: NumberFormat;
  /** The user's language, number format and clock for the picture's axes (English by default). */
  locale?: ChartLocale;
  isLoading?: boolean;
  valueLabel?: string;
  /** Texts of the frame (English by default). */
  loadingLabel?: string;
  emptyLabel?: string;
  showTableLabel?: string;
  hideTableLabel?: string;
}

// The options of a spec, the same object while their values stay the same: a new spec makes a
// new Vega View, so a parent's re-render must not make one.
function useChartOptions({ width, height, description, valueTitle, locale }: ChartOptions) {
  const { language, numberFormat, clock } = locale ?? defaultChartLocale;
  return useMemo(
    () => ({ width, height, description, valueTitle, locale: { language, numberFormat, clock } }),
    [width, height, description, valueTitle, language, numberFormat, clock],
  );
}

const valueColumn = <Row extends { value: number }>(
  label: string,
  style: MetricStyle,
  format: NumberFormat,
): ChartColumn<Row> => ({
  label,
  align: 'right',
  value: (row) => formatMetric(row.value, style, format),
});

export interface TimeseriesChartProps extends ChartProps<TimePoint> {
  mark?: 'line' | 'area';
  timeLabel?: string;
  seriesLabel?: string;
  /** Text of a point's time in the data table; "2026-11-20 14:00 UTC" by default. */
  formatTime?: (time: string) => string;
}

export function TimeseriesChart({
  mark = 'line',
  data,
  metricStyle = 'decimal',
  numberFormat,
  formatTime,
  ...props
}: TimeseriesChartProps) {
  const options = useChartOptions(props);
  const spec = useMemo(() => timeseriesSpec(data, { ...options, mark }), [data, options, mark]);
  const columns: ChartColumn<TimePoint>[] = [
    {
      label: props.timeLabel ?? 'Time',
      value: (row) =>
        formatTime
          ? formatTime(row.time)
          : row.time.replace('T', ' ').replace(/:00(\.000)?Z$/, ' UTC'),
    },
    { label: props.seriesLabel ?? 'Series', value: (row) => row.series },
    valueColumn(
      props.valueLabel ?? 'Value',
      metricStyle,
      numberFormat ?? props.locale?.numberFormat ?? '#,###.##',
    ),
  ];
  return <ChartFrame {...props} spec={spec} rows={data} columns={columns} />;
}

export interface StackedBarChartProps extends ChartProps<CategoryPoint> {
  categoryLabel?: string;
  seriesLabel?: string;
}

export function StackedBarChart({
  data,
  metricStyle = 'decimal',
  numberFormat,
  ...props
}: StackedBarChartProps) {
  const options = useChartOptions(props);
  const spec = useMemo(() => stackedBarSpec(data, options), [data, options]);
  const columns: ChartColumn<CategoryPoint>[] = [
    { label: props.categoryLabel ?? 'Category', value: (row) => row.category },
    { label: props.seriesLabel ?? 'Series', value: (row) => row.series },
    valueColumn(
      props.valueLabel ?? 'Value',
      metricStyle,
      numberFormat ?? props.locale?.numberFormat ?? '#,###.##',
    ),
  ];
  return <ChartFrame {...props} spec={spec} rows={data} columns={columns} />;
}

export interface DonutChartProps extends ChartProps<SharePoint> {
  categoryLabel?: string;
}

export function DonutChart({
  data,
  metricStyle = 'decimal',
  numberFormat,
  ...props
}: DonutChartProps) {
  const options = useChartOptions(props);
  const spec = useMemo(() => donutSpec(data, options), [data, options]);
  const columns: ChartColumn<SharePoint>[] = [
    { label: props.categoryLabel ?? 'Category', value: (row) => row.category },
    valueColumn(
      props.valueLabel ?? 'Value',
      metricStyle,
      numberFormat ?? props.locale?.numberFormat ?? '#,###.##',
    ),
  ];
  return <ChartFrame {...props} spec={spec} rows={data} columns={columns} />;
}

export interface HeatMapProps extends ChartProps<CellPoint> {
  xLabel?: string;
  yLabel?: string;
}

export function HeatMap({ data, metricStyle = 'decimal', numberFormat, ...props }: HeatMapProps) {
  const options = useChartOptions(props);
  const spec = useMemo(() => heatMapSpec(data, options), [data, options]);
  const columns: ChartColumn<CellPoint>[] = [
    { label: props.yLabel ?? 'Row', value: (row) => row.y },
    { label: props.xLabel ?? 'Column', value: (row) => row.x },
    valueColumn(
      props.valueLabel ?? 'Value',
      metricStyle,
      numberFormat ?? props.locale?.numberFormat ?? '#,###.##',
    ),
  ];
  return <ChartFrame {...props} spec={spec} rows={data} columns={columns} />;
}
