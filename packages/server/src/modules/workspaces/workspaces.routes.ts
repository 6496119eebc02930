// Calls about workspaces in the user area.
import { handle } from '../../http/routes.ts';
import { workspacesOrPlaceholder } from './workspaces.service.ts';

export const workspacesRoutes = [
  handle('user/workspaces/all', (_input, { db, user }) => workspacesOrPlaceholder(db, user)),
];
