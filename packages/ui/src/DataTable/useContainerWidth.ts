// The width of the table's box, for dropping columns by priority. Measured before the first
// paint, then followed with a ResizeObserver throttled to the spec's 200 ms resize throttle.
import { useLayoutEffect, useState, type RefObject } from 'react';

export const RESIZE_THROTTLE_MS = 200;

export function useContainerWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(Number.POSITIVE_INFINITY);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => {
      if (timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        setWidth(element.clientWidth);
      }, RESIZE_THROTTLE_MS);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [ref]);
  return width;
}
