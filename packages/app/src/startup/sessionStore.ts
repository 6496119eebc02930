// The signed-in status outside React: start-up fills it, route guards read it (loaders run
// before any component), and the API client asks it which account member and editor calls
// carry. React reads it through `useSyncExternalStore` (Startup.tsx) and renders the
// SessionProvider while it holds a status.
import type { AuthStatus, User } from '@console/contract';

export type SignedInStatus = AuthStatus & { user: User };

export const isSignedIn = (status: AuthStatus | null | undefined): status is SignedInStatus =>
  status?.authenticated === true && status.user !== null;

export interface SessionStore {
  /** The signed-in status, or null (signed out, or start-up not done yet). */
  current(): SignedInStatus | null;
  /**
   * Asks the server again. A guard calls it when the store says "signed out", so a session
   * started since start-up (signing in from this tab or another) is picked up.
   */
  refresh(): Promise<SignedInStatus | null>;
  establish(status: SignedInStatus, workspaceId?: string | null): void;
  clear(): void;
  /** The workspace chosen last: the path's when it names one, else start-up's choice. */
  selectedWorkspace(): string | null;
  selectWorkspace(id: string): void;
  /**
   * The account that member and editor calls attach: the workspace named by the first segment
   * of `pathname` when it is one of the user's, else the selected workspace.
   */
  accountFor(pathname: string): string | null;
  subscribe(listener: () => void): () => void;
}

export function createSessionStore(fetchStatus: () => Promise<AuthStatus>): SessionStore {
  let status: SignedInStatus | null = null;
  let workspaceId: string | null = null;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const workspaceById = (id: string | null | undefined) =>
    id ? status?.workspaces.find((workspace) => workspace.id === id) : undefined;

  const store: SessionStore = {
    current: () => status,
    async refresh() {
      const answer = await fetchStatus();
      if (isSignedIn(answer)) store.establish(answer, workspaceId);
      else store.clear();
      return status;
    },
    establish(next, preferred) {
      status = next;
      workspaceId =
        workspaceById(preferred)?.id ??
        workspaceById(next.user.home ?? next.user.workspace)?.id ??
        next.workspaces[0]?.id ??
        null;
      notify();
    },
    clear() {
      if (status === null) return;
      status = null;
      workspaceId = null;
      notify();
    },
    selectedWorkspace: () => workspaceId,
    selectWorkspace(id) {
      if (!workspaceById(id) || id === workspaceId) return;
      workspaceId = id;
      notify();
    },
    accountFor(pathname) {
      const first = pathname.split('/').find((segment) => segment !== '');
      return (workspaceById(first) ?? workspaceById(workspaceId))?.account ?? null;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}
