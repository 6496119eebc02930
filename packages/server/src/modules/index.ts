// Every module's calls, collected for the call router. A module adds its <name>.routes.ts
// list here; a key without a handler answers 404 NotFound like an unknown call.
import type { Route } from '../http/routes.ts';
import { adminAlertsRoutes } from './adminAlerts/adminAlerts.routes.ts';
import { adminAssetsRoutes } from './adminAssets/adminAssets.routes.ts';
import { adminContentRoutes } from './adminContent/adminContent.routes.ts';
import { adminStatisticsRoutes } from './adminStatistics/adminStatistics.routes.ts';
import { adminTenancyRoutes } from './adminTenancy/adminTenancy.routes.ts';
import { adminUsersRoutes } from './adminUsers/adminUsers.routes.ts';
import { accountsRoutes } from './accounts/accounts.routes.ts';
import { alertsRoutes } from './alerts/alerts.routes.ts';
import { assetsRoutes } from './assets/assets.routes.ts';
import { auditorRoutes } from './auditor/auditor.routes.ts';
import { changeHistoryRoutes } from './changeHistory/changeHistory.routes.ts';
import { withChangeHistory } from './changeHistory/recordChanges.ts';
import { blocklistsRoutes } from './blocklists/blocklists.routes.ts';
import { deliveryRoutes } from './delivery/delivery.routes.ts';
import { dmarcRoutes } from './dmarc/dmarc.routes.ts';
import { dictionaryRoutes } from './dictionary/dictionary.routes.ts';
import { documentationRoutes } from './documentation/documentation.routes.ts';
import { feedbackRoutes } from './feedback/feedback.routes.ts';
import { membershipsRoutes } from './memberships/memberships.routes.ts';
import { messagesRoutes } from './messages/messages.routes.ts';
import { reputationRoutes } from './reputation/reputation.routes.ts';
import { slackRoutes } from './slack/slack.routes.ts';
import { usersRoutes } from './users/users.routes.ts';
import { workspacesRoutes } from './workspaces/workspaces.routes.ts';

/** Every admin and owner write is recorded in the change history (changeHistory/). */
export const allRoutes: readonly Route[] = withChangeHistory([
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
  ...deliveryRoutes,
  ...adminTenancyRoutes,
  ...adminUsersRoutes,
  ...adminAssetsRoutes,
  ...adminAlertsRoutes,
  ...adminContentRoutes,
  ...adminStatisticsRoutes,
  ...membershipsRoutes,
  ...assetsRoutes,
  ...dmarcRoutes,
  ...reputationRoutes,
  ...auditorRoutes,
  ...changeHistoryRoutes,
]);
