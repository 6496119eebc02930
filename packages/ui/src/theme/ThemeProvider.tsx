import { useLayoutEffect, type ReactNode } from 'react';
import { colorModeAttribute } from './colorMode.ts';
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
 * get the same tokens as the page. On unmount the previous attributes come back, so a provider
 * mounted for a preview does not leave its mode behind.
 */
export function ThemeProvider({ mode = null, density = 'spacious', children }: ThemeProviderProps) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const previous = { colorMode: root.dataset.colorMode, density: root.dataset.density };
    root.dataset.colorMode = colorModeAttribute(mode);
    root.dataset.density = density;
    return () => {
      if (previous.colorMode) root.dataset.colorMode = previous.colorMode;
      if (previous.density) root.dataset.density = previous.density;
    };
  }, [mode, density]);
  return (
    <>
      <GlobalStyle />
      {children}
    </>
  );
}
