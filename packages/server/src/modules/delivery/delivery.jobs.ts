// Delivery Analytics' jobs: retention of delivery events, hourly.
import { defineJob } from '../../jobs/definition.ts';
import { applyRetention } from './ingest/store/retention.ts';

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
];
