// Admin calls about what everyone reads: system messages, the dictionary, the blocklist catalogue.
import { handle } from '../../http/routes.ts';
import * as content from './adminContent.service.ts';

export const adminContentRoutes = [
  handle('admin/messages/all', (_input, { db }) => content.listMessages(db)),
  handle('admin/messages/get', ({ id }, { db }) => content.getMessage(db, id)),
  handle('admin/messages/add', (input, { db }) => content.addMessage(db, input)),
  handle('admin/messages/set', (input, { db }) => content.setMessage(db, input)),
  handle('admin/messages/del', ({ id }, { db }) => content.deleteMessage(db, id)),

  handle('admin/dictionary/all', (_input, { db }) => content.listDictionary(db)),
  handle('admin/dictionary/get', ({ key }, { db }) => content.getEntry(db, key)),
  handle('admin/dictionary/add', (input, { db }) => content.addEntry(db, input)),
  handle('admin/dictionary/set', (input, { db }) => content.setEntry(db, input)),
  handle('admin/dictionary/del', ({ key }, { db }) => content.deleteEntry(db, key)),

  handle('admin/blacklists/all', (_input, { db }) => content.listBlocklists(db)),
  handle('admin/blacklists/get', ({ id }, { db }) => content.getBlocklist(db, id)),
  handle('admin/blacklists/add', (input, context) => content.addBlocklist(context, input)),
  handle('admin/blacklists/set', (input, context) => content.setBlocklist(context, input)),
  handle('admin/blacklists/del', ({ id }, { db }) => content.deleteBlocklist(db, id)),
];
