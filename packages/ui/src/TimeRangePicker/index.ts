export {
  TimeRangePicker,
  type CalendarLabels,
  type TimeRangePickerProps,
} from './TimeRangePicker.tsx';
export {
  TIME_RANGE_PRESETS,
  DEFAULT_TIME_RANGE_PRESET,
  type TimeRange,
  type TimeRangePreset,
} from './timeRange.ts';
