// The alert center's calls (user area).
import { handle } from '../../http/routes.ts';
import { alertsOfUser, setAlertOfUser } from './alerts.service.ts';

export const alertsRoutes = [
  handle('user/alerts/all', (_input, context) => alertsOfUser(context)),
  handle('user/alerts/set', (input, context) => setAlertOfUser(context, input)),
];
