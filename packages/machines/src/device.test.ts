import { describe, expect, it } from 'vitest';
import { deviceClass, isWideScreen } from './device.ts';

describe('deviceClass', () => {
  it.each([
    [0, 'mobile'],
    [599, 'mobile'],
    [600, 'tablet'],
    [1199, 'tablet'],
    [1200, 'desktop'],
    [2560, 'desktop'],
  ])('%i px is %s', (width, device) => {
    expect(deviceClass(width)).toBe(device);
  });
});

describe('isWideScreen', () => {
  it('is true only above 1200 px', () => {
    expect(isWideScreen(1200)).toBe(false);
    expect(isWideScreen(1201)).toBe(true);
  });
});
