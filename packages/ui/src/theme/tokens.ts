// Design tokens of the console. Values become CSS custom properties (see GlobalStyle.ts), set once
// per theme, so styled-components templates stay static and a theme switch costs no re-render.

export type ColorMode = 'light' | 'dark';
/** `null` follows the system setting (prefers-color-scheme), as the user's `mode` does. */
export type ColorModeSetting = ColorMode | null;
export type Density = 'spacious' | 'compact';

type Palette = Record<string, string>;

export const lightPalette: Palette = {
  'bg-canvas': '#f6f7f9',
  'bg-surface': '#ffffff',
  'bg-subtle': '#eef0f3',
  'bg-hover': '#e6e9ee',
  'fg-default': '#1b1f24',
  'fg-muted': '#57606a',
  'fg-on-accent': '#ffffff',
  'border-default': '#d0d7de',
  'border-strong': '#8c959f',
  accent: '#0b5cd5',
  'accent-hover': '#0a4fb6',
  'accent-subtle': '#e3edfc',
  'focus-ring': '#0b5cd5',
  success: '#137a4d',
  danger: '#c4232f',
  warning: '#b35900',
  info: '#0b5cd5',
  turquoise: '#0e7c7b',
  neutral: '#5b6470',
  'toggle-off': '#8c959f',
  // Tinted backgrounds for pills and states; each tone colour keeps 4.5:1 on its tint.
  'neutral-subtle': '#eef0f3',
  'info-subtle': '#e6effc',
  'success-subtle': '#e8f5ee',
  'warning-subtle': '#fff7ee',
  'danger-subtle': '#fbe9ea',
  'danger-hover': '#a3202b',
  backdrop: 'rgba(15, 18, 23, 0.45)',
  shadow: 'rgba(15, 18, 23, 0.16)',
};

export const darkPalette: Palette = {
  'bg-canvas': '#0f1217',
  'bg-surface': '#171b22',
  'bg-subtle': '#1f252e',
  'bg-hover': '#29303b',
  'fg-default': '#e6e9ee',
  'fg-muted': '#9aa4b1',
  'fg-on-accent': '#0f1217',
  'border-default': '#353d49',
  'border-strong': '#6e7886',
  accent: '#5d9cf5',
  'accent-hover': '#7fb1f7',
  'accent-subtle': '#1b2a40',
  'focus-ring': '#7fb1f7',
  success: '#4cc38a',
  danger: '#f47067',
  warning: '#f0a04b',
  info: '#5d9cf5',
  turquoise: '#3ccfcf',
  neutral: '#8b95a3',
  'toggle-off': '#6e7886',
  'neutral-subtle': '#1f252e',
  'info-subtle': '#14233a',
  'success-subtle': '#15291f',
  'warning-subtle': '#33240f',
  'danger-subtle': '#361a1a',
  'danger-hover': '#f7918a',
  backdrop: 'rgba(0, 0, 0, 0.6)',
  shadow: 'rgba(0, 0, 0, 0.5)',
};

export const densityScale: Record<Density, Palette> = {
  spacious: {
    'space-1': '4px',
    'space-2': '8px',
    'space-3': '12px',
    'space-4': '16px',
    'control-height': '36px',
  },
  compact: {
    'space-1': '2px',
    'space-2': '4px',
    'space-3': '8px',
    'space-4': '12px',
    'control-height': '28px',
  },
};

export const fontStack =
  "'Inter Variable', 'Inter', system-ui, -apple-system, 'Segoe UI', sans-serif";

/** `var(--c-accent)` for a palette key: the only way components read colours. */
export const color = (key: keyof typeof lightPalette & string): string => `var(--c-${key})`;
export const space = (step: 1 | 2 | 3 | 4): string => `var(--space-${step})`;

export const toCustomProperties = (prefix: string, values: Palette): string =>
  Object.entries(values)
    .map(([name, value]) => `--${prefix}${name}: ${value};`)
    .join('\n');
