// Time-range presets of section 4 as plain data (`@console/contract/timeRangePresets`): the
// names in the run bar's order, the default and the rolling ones. The app's pickers and labels
// read them without zod; timeRanges.ts builds the TimeRange schema from them.

export const timeRangePresets = [
  'last60minutes',
  'today',
  'yesterday',
  'last24hours',
  'last72hours',
  'last3days',
  'thisWeek',
  'last7days',
  'lastWeek',
  'thisMonth',
  'last30days',
  'lastMonth',
  'custom',
] as const;
export type TimeRangePresetName = (typeof timeRangePresets)[number];

export const defaultTimeRangePreset = 'yesterday' satisfies TimeRangePresetName;

/** Presets whose end is "now": they refresh every `rollingRefreshMs`. */
export const rollingTimeRangePresets = [
  'last60minutes',
  'today',
  'last24hours',
  'last72hours',
] as const satisfies readonly TimeRangePresetName[];

export const isTimeRangePreset = (value: string): value is TimeRangePresetName =>
  (timeRangePresets as readonly string[]).includes(value);

export function isRollingPreset(preset: TimeRangePresetName): boolean {
  return (rollingTimeRangePresets as readonly TimeRangePresetName[]).includes(preset);
}
