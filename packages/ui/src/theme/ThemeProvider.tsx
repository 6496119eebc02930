import { useLayoutEffect, type ReactNode } from 'react';
import { GlobalStyle } from './GlobalStyle.ts';
import type { ColorModeSetting, Density } from './tokens.ts';

export interface ThemeProviderProps {
  /** light, dark, or null to follow the system setting. */
  mode?: ColorModeSetting;
  density?: Density;
  children?: ReactNode;
}

/**
 * Applies the theme to the whole document (<html> attributes), so overlays rendered in portals
 * get the same tokens as the page.
 */
export function ThemeProvider({ mode = null, density = 'spacious', children }: ThemeProviderProps) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.dataset.colorMode = mode ?? 'auto';
    root.dataset.density = density;
  }, [mode, density]);
  return (
    <>
      <GlobalStyle />
      {children}
    </>
  );
}
