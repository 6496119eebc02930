// Background work that waits to be told: a test sees what an answer left to do (by label) and
// what the database looked like at the moment of the answer, then runs the work.
import type { Background } from '../background.ts';

export interface ManualBackground extends Background {
  /** labels of the work started and not yet run, in order */
  readonly pending: string[];
  /** runs the pending work, in order */
  flush(): Promise<void>;
}

export function manualBackground(): ManualBackground {
  const queue: { label: string; work: () => Promise<void> }[] = [];
  return {
    get pending() {
      return queue.map((entry) => entry.label);
    },
    run(label, work) {
      queue.push({ label, work });
    },
    async idle() {},
    async flush() {
      while (queue.length > 0) await queue.shift()?.work();
    },
  };
}
