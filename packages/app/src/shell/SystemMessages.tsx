// The system messages (user/messages/all), reloaded with every heartbeat (spec section 4) and
// shared with whatever screen lists them, so the list is as fresh as the banner.
import type { Message } from '@console/contract';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useApi } from '../api/ApiContext.tsx';

export interface SystemMessages {
  /** Newest first; null until the first answer (or after a failure). */
  messages: readonly Message[] | null;
  reload: () => void;
}

const SystemMessagesContext = createContext<SystemMessages | null>(null);

export function SystemMessagesProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const [messages, setMessages] = useState<readonly Message[] | null>(null);
  const reload = useCallback(() => {
    api.user.messages.all().then(setMessages, () => undefined);
  }, [api]);
  const value = useMemo(() => ({ messages, reload }), [messages, reload]);
  return <SystemMessagesContext.Provider value={value}>{children}</SystemMessagesContext.Provider>;
}

/** The shell's copy of the system messages; null outside the shell. */
export function useSystemMessages(): SystemMessages | null {
  return useContext(SystemMessagesContext);
}
