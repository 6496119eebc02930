// The custom-range calendar, loaded on demand: react-aria's calendar and @internationalized/date
// weigh more than the rest of the picker and are only needed once "Custom" is chosen. The picker
// starts the fetch when the pointer or the focus reaches it, so the code is usually here by the
// time the dialog opens.
import { lazy } from 'react';
import type { CustomRangeCalendar } from './CustomRangeCalendar.tsx';

interface CalendarModule {
  default: typeof CustomRangeCalendar;
}

let request: Promise<CalendarModule> | undefined;
let fetched: CalendarModule | undefined;

function fetchCalendar(): Promise<CalendarModule> {
  request ??= import('./CustomRangeCalendar.tsx').then((module) => {
    fetched = { default: module.CustomRangeCalendar };
    return fetched;
  });
  return request;
}

/** Starts fetching the calendar's code; a failure shows once the dialog opens (error boundary). */
export function preloadCalendar(): void {
  fetchCalendar().catch(() => undefined);
}

/**
 * The calendar, for a Suspense boundary. React.lazy suspends at least once on a promise, even a
 * settled one, and React then keeps the fallback up for its 300 ms reveal throttle, a visible
 * wait. Once the code is here the loader answers with a thenable that calls back at once
 * (React.lazy takes any thenable; its type only names Promise), so the calendar renders with
 * the dialog.
 */
export const LazyCustomRangeCalendar = lazy(() => {
  const module = fetched;
  if (!module) return fetchCalendar();
  const settled = { then: (onFulfilled: (value: CalendarModule) => void) => onFulfilled(module) };
  return settled as unknown as Promise<CalendarModule>;
});
