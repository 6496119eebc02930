// `pnpm console blocklists check [--account A]`: sweeps the IPs and domains (of one account, or
// of all) against the blocklists now, tells the alerts as the hourly job does, and prints what
// it found. `blocklists list` prints the catalogue with each list's last health probe.
import { fail } from '../http/apiError.ts';
import type { Services } from '../http/context.ts';
import { findAccount } from '../modules/accounts/accounts.repository.ts';
import { allBlocklists } from '../modules/blocklists/blocklists.repository.ts';
import { checkAndTell } from '../modules/reputation/checkAndTell.ts';
import { listHealthRows } from '../modules/reputation/reputation.repository.ts';
import { stringOption, type Args } from './args.ts';

export const blocklistsHelp = `  blocklists check [--account ACCOUNT]
                       check every IP and domain (of the account) against the blocklists now
  blocklists [list]    the blocklist catalogue with each list's health`;

async function listCommand(services: Services): Promise<string[]> {
  const health = new Map((await listHealthRows(services.db)).map((row) => [row.list_id, row]));
  return (await allBlocklists(services.db)).map((list) => {
    const probe = health.get(list.id);
    const state = !list.active ? 'retired' : (probe?.health ?? 'not probed yet');
    return `${list.id}\t${list.kind}\t${list.zone}\t${state}${probe?.detail ? `: ${probe.detail}` : ''}`;
  });
}

export async function blocklistsCommand(services: Services, args: Args): Promise<string[]> {
  const action = args.positionals[1] ?? 'list';
  if (action === 'list') return listCommand(services);
  if (action !== 'check') throw fail('ValidationError', 'blocklists takes list or check');
  const accountId = stringOption(args, 'account');
  if (accountId !== undefined && !(await findAccount(services.db, accountId))) {
    throw fail('NotFound', `No account ${accountId}`);
  }
  const report = await checkAndTell(services, { accountId });
  const lines = [
    `Checked ${report.targets} addresses and domains with ${report.queries} queries in ${(report.durationMs / 1000).toFixed(1)} s.`,
    `Listed: ${report.listed}. Failed checks: ${report.failed}.`,
  ];
  if (report.unhealthy.length > 0)
    lines.push(`Lists failing their probe: ${report.unhealthy.join(', ')}.`);
  for (const event of report.events) {
    lines.push(
      `${event.event === 'listed' ? 'Listed' : 'Delisted'}: ${event.target} on ${event.list.name}${event.answer ? ` (${event.answer})` : ''}`,
    );
  }
  return lines;
}
