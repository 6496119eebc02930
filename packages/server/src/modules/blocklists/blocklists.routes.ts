// The blocklist catalogue as the alert center needs it.
import { handle } from '../../http/routes.ts';
import { listBlocklists } from './blocklists.service.ts';

export const blocklistsRoutes = [
  handle('user/blacklists/all', (_input, { db }) => listBlocklists(db)),
];
