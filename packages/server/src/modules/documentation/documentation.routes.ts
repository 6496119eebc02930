// Help articles (user area).
import { handle } from '../../http/routes.ts';
import { helpTopics } from './documentation.service.ts';

export const documentationRoutes = [
  handle('user/documentation/all', (input) => helpTopics(input.language)),
];
