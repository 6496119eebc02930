export { ThemeProvider, type ThemeProviderProps } from './ThemeProvider.tsx';
export { GlobalStyle } from './GlobalStyle.ts';
export {
  color,
  space,
  lightPalette,
  darkPalette,
  type ColorMode,
  type ColorModeSetting,
  type Density,
} from './tokens.ts';
