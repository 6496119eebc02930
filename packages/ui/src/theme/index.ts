export { ThemeProvider, type ThemeProviderProps } from './ThemeProvider.tsx';
export { GlobalStyle } from './GlobalStyle.ts';
export { useColorMode } from './useColorMode.ts';
export { resolveColorMode } from './colorMode.ts';
export {
  color,
  space,
  lightPalette,
  darkPalette,
  densityScale,
  type ColorMode,
  type ColorModeSetting,
  type Density,
} from './tokens.ts';
