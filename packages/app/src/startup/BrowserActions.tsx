// Full page loads, behind a context: the app reloads for real, stories record the call instead
// (a story that reloaded its own frame would end its test).
import { createContext, useContext, type ReactNode } from 'react';

export interface BrowserActions {
  /** Loads `to` afresh, or the current page when it is left out. */
  reload: (to?: string) => void;
}

export const realBrowserActions: BrowserActions = {
  reload: (to) => (to === undefined ? window.location.reload() : window.location.assign(to)),
};

const BrowserActionsContext = createContext<BrowserActions>(realBrowserActions);

export function BrowserActionsProvider({
  actions,
  children,
}: {
  actions: BrowserActions;
  children: ReactNode;
}) {
  return (
    <BrowserActionsContext.Provider value={actions}>{children}</BrowserActionsContext.Provider>
  );
}

export function useBrowserActions(): BrowserActions {
  return useContext(BrowserActionsContext);
}
