import { createGlobalStyle } from 'styled-components';
import '@fontsource-variable/inter';
import {
  darkPalette,
  densityScale,
  fontStack,
  lightPalette,
  toCustomProperties,
} from './tokens.ts';

const light = toCustomProperties('c-', lightPalette);
const dark = toCustomProperties('c-', darkPalette);

// Static CSS: the theme is chosen by attributes on <html>, never by interpolated props.
export const GlobalStyle = createGlobalStyle`
  :root, :root[data-color-mode='light'] { ${light} color-scheme: light; }
  :root[data-color-mode='dark'] { ${dark} color-scheme: dark; }
  @media (prefers-color-scheme: dark) {
    :root[data-color-mode='auto'] { ${dark} color-scheme: dark; }
  }
  /* Density also works on a subtree (a report panel in compact density inside a spacious page). */
  :root, [data-density='spacious'] { ${toCustomProperties('', densityScale.spacious)} }
  [data-density='compact'] { ${toCustomProperties('', densityScale.compact)} }
  :root {
    --font-sans: ${fontStack};
    --radius: 6px;
    font-family: var(--font-sans);
    font-size: 14px;
    line-height: 1.45;
    color: var(--c-fg-default);
    background: var(--c-bg-canvas);
  }
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; }
`;
