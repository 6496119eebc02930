// The signed-in user (section 3) with their settings, presets and per-workspace preferences.
import { z } from 'zod';
import {
  clocks,
  csvDelimiterNames,
  defaultClock,
  defaultCsvBom,
  defaultCsvDelimiter,
  defaultLanguage,
  defaultMode,
  defaultNumberFormat,
  defaultTimezone,
  defaultWeekStart,
  densities,
  languages,
  layouts,
  numberFormats,
  weekStarts,
} from '../constants.ts';
import { maxItems } from '../limits.ts';
import {
  boundedRecord,
  ClientVersion,
  Code,
  IsoDateTime,
  Name,
  TimeZone,
  UserId,
  WorkspaceId,
} from '../primitives.ts';
import { Preset, PresetKey } from './preset.ts';

export const Language = z.enum(languages);
export type Language = z.infer<typeof Language>;
export const Mode = z.enum(['light', 'dark']).nullable();
export type Mode = z.infer<typeof Mode>;
export const Clock = z.enum(clocks);
export const WeekStart = z.enum(weekStarts);
export const CsvDelimiter = z.enum(csvDelimiterNames);
export const NumberFormat = z.enum(numberFormats);
export const Layout = z.enum(layouts);
export const Density = z.enum(densities);

/**
 * Report layout of one workspace. `dimensions` and `metrics` are plain codes, not the metric
 * enum: stored preferences may hold legacy names (avg_del_time_chrt, cat, dsn) that the
 * clean-up of section 4 removes on load.
 */
export const WorkspacePreferences = z.strictObject({
  layout: Layout.optional(),
  density: Density.optional(),
  dimensions: z.array(Code).max(maxItems.columns).optional(),
  metrics: z.array(Code).max(maxItems.columns).optional(),
});
export type WorkspacePreferences = z.infer<typeof WorkspacePreferences>;

export const UserPresets = boundedRecord(PresetKey, Preset, maxItems.presets);
export const UserPreferences = boundedRecord(
  WorkspaceId,
  WorkspacePreferences,
  maxItems.workspacePreferences,
);

/** Fields a user changes about themselves (users/set); every one optional there. */
export const userSettingsShape = {
  name: Name,
  language: Language,
  timezone: TimeZone,
  format: NumberFormat,
  clock: Clock,
  week: WeekStart,
  presets: UserPresets,
  preferences: UserPreferences,
  /** email alerts enabled */
  alerts: z.boolean(),
  /** team-chat alert channel enabled */
  slack: z.boolean(),
  mode: Mode,
  /** last selected workspace */
  workspace: WorkspaceId.nullable(),
  /** default workspace at start; null means "Last selected" */
  home: WorkspaceId.nullable(),
  delimiter: CsvDelimiter,
  bom: z.boolean(),
  lock_drawer: z.boolean(),
  reload_on_sort: z.boolean(),
  /** client release the user last loaded (the heartbeat compares it with the latest release) */
  version: ClientVersion.nullable(),
  /** timestamp of the last system message the user closed */
  last_message: IsoDateTime.nullable(),
};

export const User = z.strictObject({
  /** the email */
  id: UserId,
  ...userSettingsShape,
  admin: z.boolean(),
  /** owns an account or a workspace (the Administration menu is shown) */
  owner: z.boolean(),
  last_visit: IsoDateTime.nullable(),
});
export type User = z.infer<typeof User>;

/** Defaults of a new user (section 3). */
export const userDefaults = {
  language: defaultLanguage,
  timezone: defaultTimezone,
  format: defaultNumberFormat,
  clock: defaultClock,
  week: defaultWeekStart,
  delimiter: defaultCsvDelimiter,
  bom: defaultCsvBom,
  mode: defaultMode,
  presets: {},
  preferences: {},
  alerts: true,
  slack: false,
  workspace: null,
  home: null,
  lock_drawer: false,
  reload_on_sort: false,
  version: null,
  last_message: null,
  admin: false,
  owner: false,
  last_visit: null,
} as const satisfies Omit<User, 'id' | 'name'>;
