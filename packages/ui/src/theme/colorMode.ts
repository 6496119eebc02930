// Resolves the user's display-mode setting (light, dark or null) to the mode actually shown.
import type { ColorMode, ColorModeSetting } from './tokens.ts';

/** The value written to `<html data-color-mode>`; `auto` lets the prefers-color-scheme query decide. */
export const colorModeAttribute = (setting: ColorModeSetting): ColorMode | 'auto' =>
  setting ?? 'auto';

/** The mode on screen: an explicit setting wins, `null` follows the system. */
export const resolveColorMode = (
  setting: ColorModeSetting,
  systemPrefersDark: boolean,
): ColorMode => setting ?? (systemPrefersDark ? 'dark' : 'light');
