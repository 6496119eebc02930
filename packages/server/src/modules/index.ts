// Every module's calls, collected for the call router. A module adds its <name>.routes.ts
// list here; a key without a handler answers 404 NotFound like an unknown call.
import type { Route } from '../http/routes.ts';
import { accountsRoutes } from './accounts/accounts.routes.ts';
import { alertsRoutes } from './alerts/alerts.routes.ts';
import { blocklistsRoutes } from './blocklists/blocklists.routes.ts';
import { dictionaryRoutes } from './dictionary/dictionary.routes.ts';
import { documentationRoutes } from './documentation/documentation.routes.ts';
import { feedbackRoutes } from './feedback/feedback.routes.ts';
import { messagesRoutes } from './messages/messages.routes.ts';
import { slackRoutes } from './slack/slack.routes.ts';
import { usersRoutes } from './users/users.routes.ts';
import { workspacesRoutes } from './workspaces/workspaces.routes.ts';

export const allRoutes: readonly Route[] = [
  ...messagesRoutes,
  ...usersRoutes,
  ...dictionaryRoutes,
  ...feedbackRoutes,
  ...alertsRoutes,
  ...accountsRoutes,
  ...workspacesRoutes,
  ...documentationRoutes,
  ...slackRoutes,
  ...blocklistsRoutes,
];
