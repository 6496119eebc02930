// Delivery Analytics' jobs: retention of delivery events, hourly; the alerts on delivery
// metrics, every five minutes (`pnpm console delivery alerts check` evaluates at once). An
// evaluation is not retried: the next one measures again.
import { defineJob } from '../../jobs/definition.ts';
import { checkDeliveryAlerts } from './alerts/deliveryAlerts.ts';
import { applyRetention } from './ingest/store/retention.ts';

export const deliveryAlertsJobName = 'delivery.alerts';

export const deliveryJobs = [
  defineJob({
    name: 'delivery.retention',
    cron: '17 * * * *',
    async run(_data, { db, logger }) {
      const result = await applyRetention(db);
      if (result.droppedPartitions > 0 || result.deletedEvents > 0)
        logger.info(result, 'delivery retention applied');
    },
  }),
  defineJob({
    name: deliveryAlertsJobName,
    cron: '*/5 * * * *',
    retryLimit: 0,
    expireInSeconds: 4 * 60,
    async run(_data, services) {
      const report = await checkDeliveryAlerts(services);
      if (report.crossings.length > 0 || report.resolved.length > 0)
        services.logger.info(
          {
            alerts: report.alerts,
            crossings: report.crossings.length,
            resolved: report.resolved.length,
            deliveries: report.deliveries,
          },
          'delivery alerts evaluated',
        );
    },
  }),
];
