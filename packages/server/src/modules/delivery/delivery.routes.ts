// Delivery Analytics calls (member/datasets/*, module da): contract key to service call.
import { handle } from '../../http/routes.ts';
import * as delivery from './delivery.service.ts';

export const deliveryRoutes = [
  handle('member/datasets/all', (_input, context) => delivery.datasetsOfCaller(context)),
  handle('member/datasets/totals', (input, context) => delivery.totals(context, input)),
  handle('member/datasets/timeseries', (input, context) => delivery.timeseries(context, input)),
  handle('member/datasets/categories', (input, context) => delivery.categories(context, input)),
  handle('member/datasets/deferrals', (input, context) => delivery.deferrals(context, input)),
  handle('member/datasets/bounces', (input, context) => delivery.bounces(context, input)),
  handle('member/datasets/delays', (input, context) => delivery.delays(context, input)),
  handle('member/datasets/grouping', (input, context) => delivery.grouping(context, input)),
  handle('member/datasets/search', (input, context) => delivery.search(context, input)),
];
