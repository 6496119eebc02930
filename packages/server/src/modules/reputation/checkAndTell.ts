// A sweep followed by its alerts: what the job rm.sweep and `pnpm console blocklists check` run.
import type { Services } from '../../http/context.ts';
import { alertListingEvents } from './rmAlerts.ts';
import { runSweep, type SweepReport } from './sweep.ts';

export async function checkAndTell(
  services: Services,
  options: { accountId?: string; now?: Date } = {},
): Promise<SweepReport> {
  const report = await runSweep(services, options);
  if (report.events.length > 0) await alertListingEvents(services, report.events, report.at);
  services.logger.info(
    {
      account: options.accountId,
      targets: report.targets,
      queries: report.queries,
      listed: report.listed,
      failed: report.failed,
      unhealthy: report.unhealthy,
      changes: report.events.length,
      ms: Math.round(report.durationMs),
    },
    'blocklist sweep done',
  );
  return report;
}
