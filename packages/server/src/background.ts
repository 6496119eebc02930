// Work done after an answer is sent, so that the answer does not depend on it: a password reset
// answers at once and the same way whether or not the address has a user, and the lookup, the
// token and the mail come after. A failure is logged by its label; nothing is retried (the user
// asks again). main.ts waits for running work when it stops.
import type { Logger } from 'pino';

export interface Background {
  /** starts `work` on a later turn of the event loop */
  run(label: string, work: () => Promise<void>): void;
  /** resolves once every work started so far has ended */
  idle(): Promise<void>;
}

export function createBackground(logger: Pick<Logger, 'error'>): Background {
  const running = new Set<Promise<void>>();
  return {
    run(label, work) {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) =>
          logger.error({ err: error, work: label }, 'background work failed'),
        )
        .finally(() => running.delete(done));
      running.add(done);
    },
    async idle() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
