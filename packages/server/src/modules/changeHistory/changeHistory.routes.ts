// The change history: admins read any entity's, owners their account's.
import { handle } from '../../http/routes.ts';
import { listChanges } from './changeHistory.repository.ts';

export const changeHistoryRoutes = [
  handle('admin/changes/all', (input, { db }) => listChanges(db, input)),
  handle('owner/changes/all', (input, { db }) => listChanges(db, { account: input.account })),
];
