// Saved run-bar presets (spec sections 3, 4, 5): names, keys "{workspace}.{name}", legacy
// presets matched by dataset, one default per workspace, and filters on disabled dimensions.

import { message, specTexts } from './messages.ts';
import type { Message } from './messages.ts';
import type { TimeRange } from './timeRangePresets.ts';
import type { Filter } from './types.ts';

export interface Preset {
  readonly name: string;
  /** Missing on legacy presets, which are matched by dataset instead. */
  readonly workspace?: string | null;
  readonly dataset: string;
  readonly range: TimeRange;
  readonly filters: readonly Filter[];
  readonly default?: boolean;
}

export type PresetMap = Readonly<Record<string, Preset>>;

export interface PresetWorkspace {
  readonly id: string;
  readonly dataset: string;
}

export interface PresetEntry {
  readonly key: string;
  readonly preset: Preset;
}

/** What the add and edit forms save. */
export interface PresetDraft {
  readonly name: string;
  readonly isDefault: boolean;
  readonly range: TimeRange;
  readonly filters: readonly Filter[];
}

/** Every character other than a letter, digit, space, underscore or hyphen becomes "_". */
export function sanitisePresetName(name: string): string {
  return name.replace(/[^\p{L}\p{N} _-]/gu, '_');
}

export function presetKey(workspaceId: string, name: string): string {
  return `${workspaceId}.${name}`;
}

export function belongsToWorkspace(preset: Preset, workspace: PresetWorkspace): boolean {
  if (preset.workspace) return preset.workspace === workspace.id;
  return preset.dataset === workspace.dataset;
}

/** The workspace's presets, legacy ones included, by name. */
export function presetsOfWorkspace(presets: PresetMap, workspace: PresetWorkspace): PresetEntry[] {
  return Object.entries(presets)
    .filter(([, preset]) => belongsToWorkspace(preset, workspace))
    .map(([key, preset]) => ({ key, preset }))
    .sort((a, b) => a.preset.name.localeCompare(b.preset.name));
}

function sameName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
}

/** Whether another preset of the workspace already has this name (case is ignored). */
export function isPresetNameTaken(
  presets: PresetMap,
  workspace: PresetWorkspace,
  name: string,
  exceptKey?: string,
): boolean {
  return presetsOfWorkspace(presets, workspace).some(
    ({ key, preset }) => key !== exceptKey && sameName(preset.name, name),
  );
}

export function defaultPresetOf(
  presets: PresetMap,
  workspace: PresetWorkspace,
): PresetEntry | undefined {
  return presetsOfWorkspace(presets, workspace).find(({ preset }) => preset.default === true);
}

/**
 * The presets after saving a draft under "{workspace}.{name}" (replacing `previousKey`, so a
 * renamed or legacy preset moves to its new key). A default draft clears the default flag of
 * the workspace's other presets.
 */
export function savePreset(
  presets: PresetMap,
  workspace: PresetWorkspace,
  draft: PresetDraft,
  previousKey?: string,
): PresetMap {
  const saved: Record<string, Preset> = {};
  for (const [key, preset] of Object.entries(presets)) {
    if (key === previousKey) continue;
    const clearDefault = draft.isDefault && belongsToWorkspace(preset, workspace);
    saved[key] = clearDefault ? { ...preset, default: false } : preset;
  }
  const name = draft.name.trim();
  saved[presetKey(workspace.id, name)] = {
    name,
    workspace: workspace.id,
    dataset: workspace.dataset,
    range: draft.range,
    filters: draft.filters,
    default: draft.isDefault,
  };
  return saved;
}

export function deletePreset(presets: PresetMap, key: string): PresetMap {
  return Object.fromEntries(Object.entries(presets).filter(([existing]) => existing !== key));
}

/** A custom range that lacks an end cannot be saved in a preset. */
export function isCustomRangeIncomplete(range: TimeRange): boolean {
  return range.preset === 'custom' && (!range.start || !range.end);
}

/** Splits a preset's filters into those on enabled dimensions and the fields that are not. */
export function splitPresetFilters(
  filters: readonly Filter[],
  enabledFields: readonly string[],
): { kept: Filter[]; ignoredFields: string[] } {
  const kept = filters.filter((filter) => enabledFields.includes(filter.field));
  const ignoredFields = filters
    .filter((filter) => !enabledFields.includes(filter.field))
    .map((filter) => filter.field);
  return { kept, ignoredFields };
}

export function ignoredFiltersMessage(fields: readonly string[]): Message {
  return message(specTexts.presetFiltersIgnored, { fields: fields.join(', ') });
}
