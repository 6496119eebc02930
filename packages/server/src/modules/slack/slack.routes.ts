// The team-chat channel's calls (user area).
import { handle } from '../../http/routes.ts';
import { addSlack, deleteSlack } from './slack.service.ts';

export const slackRoutes = [
  handle('user/slack/add', (input, context) => addSlack(context, input.code)),
  handle('user/slack/del', (_input, context) => deleteSlack(context)),
];
