// The dictionary, read by everyone (public) before sign-in.
import { handle } from '../../http/routes.ts';
import { listDictionary } from './dictionary.service.ts';

export const dictionaryRoutes = [
  handle('public/dictionary/all', (_input, { db }) => listDictionary(db)),
];
