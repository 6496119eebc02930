// Saved run-bar presets and the run-bar query of section 3.
import { z } from 'zod';
import { maxLength } from '../limits.ts';
import { AccountId, DatasetId, IsoDateTime, UserId, WorkspaceId } from '../primitives.ts';
import { TimeRange, TimeRangePreset } from '../timeRanges.ts';
import { Filters } from './filters.ts';

/** Characters a preset name keeps; every other one becomes `_` (section 5). */
const presetNameDisallowed = /[^\p{L}\p{N} _-]/gu;

export function sanitizePresetName(name: string): string {
  return name.replace(presetNameDisallowed, '_');
}

/** `{workspace}.{name}`; legacy presets have no workspace and are keyed by the name alone. */
export function presetKey(workspace: string | null, name: string): string {
  const clean = sanitizePresetName(name);
  return workspace === null ? clean : `${workspace}.${clean}`;
}

export function parsePresetKey(key: string): { workspace: string | null; name: string } {
  const dot = key.indexOf('.');
  return dot < 0
    ? { workspace: null, name: key }
    : { workspace: key.slice(0, dot), name: key.slice(dot + 1) };
}

export const PresetKey = z
  .string()
  .max(2 * maxLength.name + 1)
  .regex(/^(?:[A-Za-z0-9][A-Za-z0-9_-]*\.)?[\p{L}\p{N} _-]+$/u)
  .meta({ examples: ['acme-news.Gmail only'] });

export const Preset = z.strictObject({
  dataset: DatasetId,
  /** absent on legacy presets, which are matched by dataset */
  workspace: WorkspaceId.optional(),
  range: TimeRange,
  filters: Filters,
  default: z.boolean(),
});
export type Preset = z.infer<typeof Preset>;

/** Run-bar search constraint (section 2: Recipient, Message ID). */
export const SearchConstraint = z.enum(['recipient', 'message_id']);

/**
 * The run bar's state as URL query parameters. Besides the named keys there is one key per
 * filter field holding its values separated by commas; `field!` means NOT_IN.
 */
export const RunBarQuery = z
  .object({
    user: UserId.optional(),
    search: z.string().trim().max(maxLength.messageId).optional(),
    dataset: DatasetId.optional(),
    account: AccountId.optional(),
    /** the time-range preset; start and end hold the range it resolved to */
    preset: TimeRangePreset.optional(),
    start: IsoDateTime.optional(),
    end: IsoDateTime.optional(),
    constraint: SearchConstraint.optional(),
  })
  .catchall(z.string().max(maxLength.body));
export type RunBarQuery = z.infer<typeof RunBarQuery>;
