// Calls about accounts in the user area.
import { handle } from '../../http/routes.ts';
import { accountsForPicker } from './accounts.service.ts';

export const accountsRoutes = [
  handle('user/accounts/all', (_input, context) => accountsForPicker(context)),
];
