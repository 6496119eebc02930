// `pnpm console delivery alerts check [--account A]`: evaluates the Delivery Analytics alerts
// (of one account, or of all) now, raises, tells and resolves as the five-minute job does, and
// prints what it found.
import { fail } from '../http/apiError.ts';
import type { Services } from '../http/context.ts';
import { findAccount } from '../modules/accounts/accounts.repository.ts';
import {
  checkDeliveryAlerts,
  type FoundCrossing,
} from '../modules/delivery/alerts/deliveryAlerts.ts';
import { stringOption, type Args } from './args.ts';

export const deliveryHelp = `  delivery alerts check [--account ACCOUNT]
                       evaluate the Delivery Analytics alerts (of the account) now`;

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

const percent = (rate: number) => `${Number(rate.toFixed(2))} %`;

function crossingLine(crossing: FoundCrossing): string {
  const value =
    crossing.key === null
      ? crossing.dataset
      : `${crossing.dimension} ${crossing.key} in ${crossing.dataset}`;
  return `Over: ${crossing.alertName}: ${crossing.metric} ${percent(crossing.rate)} for ${value} (volume ${crossing.volume})${crossing.told ? ', told' : ', told before'}`;
}

export async function deliveryCommand(services: Services, args: Args): Promise<string[]> {
  const [, subject, action] = args.positionals;
  if (subject !== 'alerts' || action !== 'check')
    throw fail('ValidationError', 'delivery takes: alerts check [--account ACCOUNT]');
  const accountId = stringOption(args, 'account');
  if (accountId !== undefined && !(await findAccount(services.db, accountId)))
    throw fail('NotFound', `No account ${accountId}`);
  const report = await checkDeliveryAlerts(services, accountId !== undefined ? { accountId } : {});
  const lines = [
    `Evaluated ${plural(report.alerts, 'alert')} over ${plural(report.datasets, 'dataset')} up to ${report.at.toISOString()}: ${plural(report.judged, 'value')} judged, ${report.crossings.length} over the threshold, ${report.resolved.length} resolved, ${plural(report.deliveries, 'delivery', 'deliveries')} queued.`,
    ...report.crossings.map(crossingLine),
    ...report.resolved.map((id) => `Resolved: ${id}`),
    ...report.skipped.map((skip) => `Skipped: ${skip.name} (${skip.alert}): ${skip.reason}`),
  ];
  return lines;
}
