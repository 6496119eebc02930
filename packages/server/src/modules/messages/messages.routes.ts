// System messages, release notes and the heartbeat.
import { handle } from '../../http/routes.ts';
import { heartbeat, listMessages, listReleaseNotes } from './messages.service.ts';

export const messagesRoutes = [
  handle('public/system/heartbeat', (_input, { db }) => heartbeat(db)),
  handle('user/messages/all', (_input, { db }) => listMessages(db)),
  handle('user/releases/all', (_input, { db }) => listReleaseNotes(db)),
];
