// The page while start-up prepares it behind the splash: laid out (charts and tables measure
// their width) but not painted, out of the tab order and of the accessibility tree. Shown, it
// is a box-less wrapper: the page's layout is its own.
import type { ReactNode } from 'react';

export function PreparedPage({ isShown, children }: { isShown: boolean; children: ReactNode }) {
  return (
    <div
      data-prepared-page={isShown ? undefined : ''}
      style={{ display: 'contents', visibility: isShown ? undefined : 'hidden' }}
      inert={!isShown}
      aria-hidden={isShown ? undefined : true}
    >
      {children}
    </div>
  );
}
