// The server's periodic work: sign-in housekeeping (at start, then hourly) and the retention of
// delivery events (a minute after start, then hourly). main.ts starts it beside the HTTP server;
// each run is idempotent, so two processes on one database only repeat each other's deletes.
import { forgetExpiredSignIns } from './auth/housekeeping.ts';
import type { Services } from './http/context.ts';
import { applyRetention } from './modules/delivery/ingest/retention.ts';

const hourMs = 3_600_000;

export interface ScheduledWork {
  stop(): void;
}

export interface Schedule {
  /** delay of the first retention run */
  retentionFirstMs: number;
  everyMs: number;
}

export function startScheduledWork(
  services: Pick<Services, 'db' | 'logger'>,
  schedule: Schedule = { retentionFirstMs: 60_000, everyMs: hourMs },
): ScheduledWork {
  const { db, logger } = services;
  const housekeeping = () =>
    forgetExpiredSignIns(db).catch((error: unknown) =>
      logger.error({ err: error }, 'housekeeping failed'),
    );
  const retention = () =>
    applyRetention(db)
      .then((result) => {
        if (result.droppedPartitions > 0 || result.deletedEvents > 0)
          logger.info(result, 'delivery retention applied');
      })
      .catch((error: unknown) => logger.error({ err: error }, 'delivery retention failed'));
  void housekeeping();
  const timers = [
    setInterval(housekeeping, schedule.everyMs),
    setTimeout(retention, schedule.retentionFirstMs),
    setInterval(retention, schedule.everyMs),
  ];
  for (const timer of timers) timer.unref();
  return { stop: () => timers.forEach((timer) => clearTimeout(timer)) };
}
