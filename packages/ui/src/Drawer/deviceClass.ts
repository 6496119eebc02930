// The drawer's rules that depend on numbers only (spec sections 4 and 9): device class by window
// width, the initial open state, and what a horizontal swipe means.
import { specValues } from '../specValues.ts';

export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

/** Breakpoints in px: under 600 is mobile, under 1200 tablet, otherwise desktop. */
export const MOBILE_BELOW = specValues.breakpoints.mobile;
export const TABLET_BELOW = specValues.breakpoints.tablet;
/** A touch swipe must travel more than this many px sideways to open or close the drawer. */
export const SWIPE_THRESHOLD = specValues.drawerSwipeThreshold;

export function deviceClass(width: number): DeviceClass {
  if (width < MOBILE_BELOW) return 'mobile';
  if (width < TABLET_BELOW) return 'tablet';
  return 'desktop';
}

/** The drawer starts open only on wide screens (above 1200 px). */
export function isOpenInitially(width: number): boolean {
  return width > TABLET_BELOW;
}

/**
 * What a finished swipe asks for: right opens, left closes, anything shorter than the threshold
 * or more vertical than horizontal (a scroll) does nothing.
 */
export function swipeAction(
  deltaX: number,
  deltaY: number,
  threshold: number = SWIPE_THRESHOLD,
): 'open' | 'close' | null {
  if (Math.abs(deltaX) <= threshold || Math.abs(deltaX) < Math.abs(deltaY)) return null;
  return deltaX > 0 ? 'open' : 'close';
}
