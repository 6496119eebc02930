// How the alert center gets a team-chat (Slack) OAuth code: by default a popup on Slack's
// authorize page, set up from the build environment (see slackOAuth.ts); stories and tests put a
// <TeamChatProvider> above the screen with their own.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { authorizeInPopup, authorizeUrl, slackConfig } from './slackOAuth.ts';

export interface TeamChatAuthorizer {
  /** false: the console has no Slack app, so the channel cannot be turned on. */
  isConfigured: boolean;
  /** Resolves with the OAuth code; rejects when the user closes the popup or the browser blocks it. */
  authorize: (signal: AbortSignal) => Promise<string>;
}

const TeamChatContext = createContext<TeamChatAuthorizer | null>(null);

export function TeamChatProvider({
  authorizer,
  children,
}: {
  authorizer: TeamChatAuthorizer;
  children: ReactNode;
}) {
  return <TeamChatContext.Provider value={authorizer}>{children}</TeamChatContext.Provider>;
}

function slackPopupAuthorizer(): TeamChatAuthorizer {
  const config = slackConfig(import.meta.env, window.location.origin);
  return {
    isConfigured: config !== null,
    authorize: (signal) => {
      if (!config) return Promise.reject(new Error('Slack is not set up'));
      const state = crypto.randomUUID();
      return authorizeInPopup(authorizeUrl(config, state), state, { signal });
    },
  };
}

export function useTeamChatAuthorizer(): TeamChatAuthorizer {
  const provided = useContext(TeamChatContext);
  return useMemo(() => provided ?? slackPopupAuthorizer(), [provided]);
}
