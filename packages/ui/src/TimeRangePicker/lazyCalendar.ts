// The custom-range calendar, loaded on demand: react-aria's calendar and @internationalized/date
// weigh more than the rest of the picker and are only needed once "Custom" is chosen. The picker
// starts the fetch when the pointer or the focus reaches it.
import { preloadable } from '../lazy/preloadable.ts';

export const { Component: LazyCustomRangeCalendar, preload: preloadCalendar } = preloadable(() =>
  import('./CustomRangeCalendar.tsx').then((module) => module.CustomRangeCalendar),
);
