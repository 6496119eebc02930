// `pnpm console jobs`: the job queues, what they hold and what failed for good (the dead-letter
// queues), with `--retry NAME` to send a queue's dead jobs back to it and `--delete-queue NAME`
// for a queue no release handles any more.
import { fail } from '../http/apiError.ts';
import type { Services } from '../http/context.ts';
import { deadJobs, queueOverview } from '../jobs/overview.ts';
import { deadLetterSuffix, type RunningJobs } from '../jobs/queue.ts';
import { stringOption, type Args } from './args.ts';

export const jobsHelp = `  jobs [--retry NAME] [--delete-queue NAME]
                       the job queues: waiting, running, done, failed and dead jobs, schedules,
                       and the latest dead jobs with their error; --retry sends a queue's dead
                       jobs back to it; --delete-queue removes a queue no release handles`;

const column = (values: (string | number)[], widths: number[]) =>
  values
    .map((value, index) => String(value).padEnd(widths[index] ?? 0))
    .join('  ')
    .trimEnd();

export async function jobsCommand(services: Services, args: Args): Promise<string[]> {
  const running = services.jobs as Partial<RunningJobs>;
  const retry = stringOption(args, 'retry');
  const remove = stringOption(args, 'delete-queue');
  if ((retry || remove) && !running.boss) throw fail('InternalError', 'The job queue is not open');
  if (retry) {
    const moved = await running.boss?.redrive(`${retry}${deadLetterSuffix}`);
    return [`Sent ${moved ?? 0} dead jobs back to ${retry}.`];
  }
  if (remove) {
    await running.boss?.deleteQueue(remove);
    await running.boss?.deleteQueue(`${remove}${deadLetterSuffix}`);
    return [`Deleted the queue ${remove} and its dead jobs.`];
  }
  const queues = await queueOverview(services.db);
  const header = ['QUEUE', 'WAITING', 'ACTIVE', 'DONE', 'FAILED', 'DEAD', 'SCHEDULE (UTC)'];
  const rows = queues.map((queue) => [
    queue.name,
    queue.waiting,
    queue.active,
    queue.completed,
    queue.failed,
    queue.dead,
    queue.cron ?? '',
  ]);
  const widths = header.map((_, index) =>
    Math.max(...[header, ...rows].map((row) => String(row[index]).length)),
  );
  const lines = [column(header, widths), ...rows.map((row) => column(row, widths))];
  const dead = await deadJobs(services.db);
  lines.push('', dead.length === 0 ? 'No dead jobs.' : 'Latest dead jobs:');
  for (const job of dead)
    lines.push(
      `  ${job.createdOn.toISOString()}  ${job.queue}  ${job.id}  ${job.error ?? 'no error kept'}`,
    );
  return lines;
}
