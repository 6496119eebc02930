// Admin calls of the operator's views: issues, usage and user statistics.
import { handle } from '../../http/routes.ts';
import { listIssues, usageOfMonth, userStatistics } from './statistics.service.ts';

export const adminStatisticsRoutes = [
  handle('admin/issues/all', (input, { db }) => listIssues(db, input)),
  handle('admin/usage/all', (input, { db }) => usageOfMonth(db, input)),
  handle('admin/statistics/users', (input, { db }) => userStatistics(db, input)),
];
