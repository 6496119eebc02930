// Device class by window width (spec section 4, Drawer).

import { DESKTOP_MIN_WIDTH, TABLET_MIN_WIDTH } from './constants.ts';

export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

export function deviceClass(width: number): DeviceClass {
  if (width < TABLET_MIN_WIDTH) return 'mobile';
  if (width < DESKTOP_MIN_WIDTH) return 'tablet';
  return 'desktop';
}

/** The drawer starts open only on screens wider than 1200 px. */
export function isWideScreen(width: number): boolean {
  return width > DESKTOP_MIN_WIDTH;
}
