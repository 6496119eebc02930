import { describe, expect, it } from 'vitest';
import { colorModeAttribute, resolveColorMode } from './colorMode.ts';
import { contrastRatio } from './contrast.ts';
import { darkPalette, densityScale, lightPalette } from './tokens.ts';

describe('color mode', () => {
  it('writes auto for null so the system setting decides', () => {
    expect(colorModeAttribute(null)).toBe('auto');
    expect(colorModeAttribute('dark')).toBe('dark');
  });

  it('follows the system only when the setting is null', () => {
    expect(resolveColorMode(null, true)).toBe('dark');
    expect(resolveColorMode(null, false)).toBe('light');
    expect(resolveColorMode('light', true)).toBe('light');
    expect(resolveColorMode('dark', false)).toBe('dark');
  });
});

describe('palettes', () => {
  it('define the same tokens in light and dark', () => {
    expect(Object.keys(darkPalette).sort()).toEqual(Object.keys(lightPalette).sort());
    expect(Object.keys(densityScale.compact)).toEqual(Object.keys(densityScale.spacious));
  });

  const tones = ['neutral', 'info', 'success', 'warning', 'danger'];
  it.each([
    ['light', lightPalette],
    ['dark', darkPalette],
  ])('keep 4.5:1 text contrast in %s', (_name, palette) => {
    const ratio = (fg: string, bg: string) => contrastRatio(palette[fg] ?? '', palette[bg] ?? '');
    for (const tone of tones) expect(ratio(tone, `${tone}-subtle`)).toBeGreaterThanOrEqual(4.5);
    for (const fill of ['accent', 'danger', 'success'])
      expect(ratio('fg-on-accent', fill)).toBeGreaterThanOrEqual(4.5);
    for (const bg of ['bg-canvas', 'bg-surface'])
      expect(ratio('fg-muted', bg)).toBeGreaterThanOrEqual(4.5);
  });
});
