// The signed-in user and the workspace they work in, for every screen below the shell. The app's
// start-up loads the auth status and renders <SessionProvider>; stories render it with sample
// data (stories/sampleSession.ts). Changing a setting goes through users/set and the answer
// (the stored user) replaces the local copy, so screens always show what the server holds.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { AuthStatus, Input, User, Workspace } from '@console/contract';
import { useApi } from '../api/ApiContext.tsx';

export type UserChanges = Input<'user/users/set'>;

export interface Session {
  user: User;
  workspaces: readonly Workspace[];
  /** The workspace of the current page; the first one when none is chosen. */
  workspace: Workspace;
  isAdmin: boolean;
  /** Owns an account or a workspace: the Administration menu is shown (section 6). */
  isOwner: boolean;
  /** The accounts the user owns (auth status `owner`): whose members they manage. */
  ownedAccounts: readonly string[];
  selectWorkspace: (id: string) => void;
  /** Saves settings through users/set and keeps the stored answer. */
  updateUser: (changes: UserChanges) => Promise<User>;
}

const SessionContext = createContext<Session | null>(null);

export interface SessionProviderProps {
  /** An authenticated auth status (user not null, at least one workspace). */
  status: AuthStatus & { user: User };
  /** The workspace to start in; the user's last selected, else the first. */
  initialWorkspace?: string;
  children: ReactNode;
}

export function SessionProvider({ status, initialWorkspace, children }: SessionProviderProps) {
  const api = useApi();
  const [user, setUser] = useState(status.user);
  const [workspaceId, setWorkspaceId] = useState(
    initialWorkspace ?? status.user.workspace ?? status.workspaces[0]?.id,
  );

  const updateUser = useCallback(
    async (changes: UserChanges) => {
      const stored = await api.user.users.set(changes);
      setUser(stored);
      return stored;
    },
    [api],
  );

  const session = useMemo<Session>(() => {
    const workspaces = status.workspaces;
    const workspace = workspaces.find((entry) => entry.id === workspaceId) ?? workspaces[0];
    if (!workspace) throw new Error('An authenticated session has at least one workspace');
    return {
      user,
      workspaces,
      workspace,
      isAdmin: status.role === 'ADMIN',
      isOwner: status.owner.length > 0 || user.owner,
      ownedAccounts: status.owner,
      selectWorkspace: setWorkspaceId,
      updateUser,
    };
  }, [status, user, workspaceId, updateUser]);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a <SessionProvider> above it');
  return session;
}
