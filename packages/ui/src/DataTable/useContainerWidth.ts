// The width of the table's box, for dropping columns by priority. Measured before the first
// paint, then followed with a ResizeObserver throttled to the spec's 200 ms resize throttle.
// A new width re-renders the table only when what the table derives from it changes
// (`significant`: the columns that fit), so the first measurement of a table whose columns all
// fit, or a resize that keeps them, costs no render.
import { useLayoutEffect, useReducer, useRef, type RefObject } from 'react';
import { specValues } from '../specValues.ts';

export const RESIZE_THROTTLE_MS = specValues.resizeThrottleMs;

export function useContainerWidth(
  ref: RefObject<HTMLElement | null>,
  significant: (width: number) => unknown = (width) => width,
): number {
  const width = useRef(Number.POSITIVE_INFINITY);
  const [, rerender] = useReducer((version: number) => version + 1, 0);
  const latestSignificant = useRef(significant);
  useLayoutEffect(() => {
    latestSignificant.current = significant;
  });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const previous = width.current;
      const next = element.clientWidth;
      if (next === previous) return;
      width.current = next;
      const derive = latestSignificant.current;
      if (!Object.is(derive(next), derive(previous))) rerender();
    };
    measure();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => {
      if (timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        measure();
      }, RESIZE_THROTTLE_MS);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [ref]);
  return width.current;
}
