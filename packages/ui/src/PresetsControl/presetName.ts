// Preset name rules (spec section 5): characters other than letters, digits, space, underscore
// and hyphen become an underscore; a duplicate name is rejected. The app may pass its own rules.

export interface PresetItem {
  name: string;
  /** The workspace's default preset, applied on load. */
  isDefault?: boolean;
}

export const DUPLICATE_PRESET_MESSAGE = 'Preset name already exists';

/** Replaces every character outside letters, digits, space, underscore and hyphen. */
export function sanitizePresetName(name: string): string {
  return name.replace(/[^\p{L}\p{N} _-]/gu, '_');
}

/**
 * The default validator: a message when another preset (not the one being edited) already has
 * this name, nothing otherwise.
 */
export function duplicatePresetName(
  name: string,
  presets: readonly PresetItem[],
  editing: string | null = null,
  message: string = DUPLICATE_PRESET_MESSAGE,
): string | null {
  const trimmed = name.trim();
  const taken = presets.some((preset) => preset.name === trimmed && preset.name !== editing);
  return taken ? message : null;
}
