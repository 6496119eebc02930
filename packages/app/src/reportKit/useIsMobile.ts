// Phones (under 600 px, spec section 9) get no report-layout panel: one column is all they have.
import { useSyncExternalStore } from 'react';
import { breakpoints } from '@console/contract/constants';

const query = `(max-width: ${breakpoints.mobile - 1}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
