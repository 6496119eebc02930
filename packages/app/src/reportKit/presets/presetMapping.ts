// Presets as the user record stores them (contract: keyed "{workspace}.{name}", no name field)
// and as the presets machine works on them (with their name). Legacy presets have no workspace
// and keep their bare-name key until they are edited.
import type { Preset as StoredPreset, User } from '@console/contract';
import type { PresetMap, TimeRange } from '@console/machines';

type StoredPresets = User['presets'];

/** The name part of a key: after the first dot, or the whole key for a legacy preset. */
export function presetNameOfKey(key: string): string {
  const dot = key.indexOf('.');
  return dot < 0 ? key : key.slice(dot + 1);
}

export function toMachinePresets(stored: StoredPresets): PresetMap {
  return Object.fromEntries(
    Object.entries(stored).map(([key, preset]) => [
      key,
      {
        name: presetNameOfKey(key),
        workspace: preset.workspace ?? null,
        dataset: preset.dataset,
        range: preset.range,
        filters: preset.filters,
        default: preset.default,
      },
    ]),
  );
}

/**
 * The presets to store. A range saved without instants (a named preset not yet resolved) gets
 * them from `complete`; the machine never saves a custom range without both.
 */
export function toStoredPresets(
  presets: PresetMap,
  complete: (range: TimeRange) => { start: string; end: string },
): StoredPresets {
  return Object.fromEntries(
    Object.entries(presets).map(([key, preset]): [string, StoredPreset] => {
      const { start, end } =
        preset.range.start && preset.range.end
          ? { start: preset.range.start, end: preset.range.end }
          : complete(preset.range);
      return [
        key,
        {
          dataset: preset.dataset,
          ...(preset.workspace ? { workspace: preset.workspace } : {}),
          range: { preset: preset.range.preset, start, end },
          filters: preset.filters.map((filter) => ({ ...filter, values: [...filter.values] })),
          default: preset.default ?? false,
        },
      ];
    }),
  );
}
