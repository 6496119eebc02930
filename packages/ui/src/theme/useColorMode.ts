// The mode on screen for a setting, for code that needs real colours rather than CSS variables
// (a chart library drawing on canvas, for example).
import { useSyncExternalStore } from 'react';
import { resolveColorMode } from './colorMode.ts';
import type { ColorMode, ColorModeSetting } from './tokens.ts';

const query = '(prefers-color-scheme: dark)';

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

const systemPrefersDark = () => window.matchMedia(query).matches;

/** `light` or `dark`; with a null setting it follows, and updates with, the system setting. */
export function useColorMode(setting: ColorModeSetting): ColorMode {
  const prefersDark = useSyncExternalStore(subscribe, systemPrefersDark, () => false);
  return resolveColorMode(setting, prefersDark);
}
