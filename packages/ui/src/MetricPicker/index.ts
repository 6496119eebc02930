export {
  MetricPicker,
  RUN_METRICS,
  type MetricPickerProps,
  type RunMetric,
} from './MetricPicker.tsx';
