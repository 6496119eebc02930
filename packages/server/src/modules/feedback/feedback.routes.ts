// Feedback and client error reports.
import { handle } from '../../http/routes.ts';
import { reportClientError, sendFeedback } from './feedback.service.ts';

export const feedbackRoutes = [
  handle('public/feedback/error', (input, context) => reportClientError(context, input)),
  handle('user/feedback/send', (input, context) => sendFeedback(context, input)),
];
