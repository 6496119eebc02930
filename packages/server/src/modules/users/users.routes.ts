// Calls about the signed-in user and the auth status.
import { handle } from '../../http/routes.ts';
import { authStatus, getUser, setUser } from './users.service.ts';

export const usersRoutes = [
  handle('public/users/auth', (_input, context) => authStatus(context)),
  handle('user/users/get', (_input, context) => getUser(context)),
  handle('user/users/set', (input, context) => setUser(context, input)),
];
