import { useEffect, useRef } from 'react';
import { swipeAction } from './deviceClass.ts';

/**
 * Listens for horizontal touch swipes anywhere in the window and reports whether one asks to
 * open or close the drawer. Only touch input produces these events.
 */
export function useSwipe(onSwipe: (action: 'open' | 'close') => void, threshold?: number) {
  const handler = useRef(onSwipe);
  useEffect(() => {
    handler.current = onSwipe;
  });
  useEffect(() => {
    let start: { x: number; y: number } | null = null;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start = touch ? { x: touch.clientX, y: touch.clientY } : null;
    };
    const onEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (!start || !touch) return;
      const action = swipeAction(touch.clientX - start.x, touch.clientY - start.y, threshold);
      start = null;
      if (action) handler.current(action);
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchend', onEnd, { passive: true });
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchend', onEnd);
    };
  }, [threshold]);
}
