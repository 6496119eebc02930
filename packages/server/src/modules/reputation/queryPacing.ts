// How a sweep spreads its queries: at most `inFlight` blocklist queries waiting for an answer at
// once (the resolver bounds the wire too), and at most `perSecond` queries to any one list
// (RM_LIST_RATE), so a sweep of thousands of addresses does not hammer a list's servers or
// trip their rate limits. Lists are paced apart: a slow or limited list does not hold up the
// others.

/** Spaces the calls of take() 1/perSecond apart; 0 or less never waits. */
export function pace(perSecond: number): () => Promise<void> {
  if (perSecond <= 0) return () => Promise.resolve();
  const spacingMs = 1000 / perSecond;
  let next = 0;
  return async () => {
    const now = performance.now();
    next = Math.max(next, now);
    const wait = next - now;
    next += spacingMs;
    // timers below a few ms cost more than they space: let short waits accumulate
    if (wait >= 4) await new Promise((resolve) => setTimeout(resolve, wait));
  };
}

/** A counting semaphore: start(task) resolves once the task has a slot and has started. */
export function slots(size: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  const idle: Array<() => void> = [];
  const finish = () => {
    const next = waiting.shift();
    // a waiting task takes the slot over, so no later caller slips in before it
    if (next) return next();
    running -= 1;
    if (running === 0) for (const resolve of idle.splice(0)) resolve();
  };
  return {
    /** the task must not throw: it handles its own failures */
    async start(task: () => Promise<void>): Promise<void> {
      if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
      else running += 1;
      void task().finally(finish);
    },
    /** resolves once every started task has finished */
    drain(): Promise<void> {
      if (running === 0) return Promise.resolve();
      return new Promise((resolve) => idle.push(resolve));
    },
  };
}
