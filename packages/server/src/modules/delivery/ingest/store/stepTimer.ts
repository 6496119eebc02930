// Optional timing of ingest steps, for the benchmark's breakdown: milliseconds per step (and
// counts, e.g. rollup rows written) are added to a record the caller passes.
export type Timings = Record<string, number>;

export function stepTimer(timings: Timings | undefined): (step: string) => void {
  if (!timings) return () => {};
  let last = performance.now();
  return (step) => {
    const now = performance.now();
    timings[step] = (timings[step] ?? 0) + now - last;
    last = now;
  };
}

export function addCount(timings: Timings | undefined, name: string, value: number): void {
  if (timings) timings[name] = (timings[name] ?? 0) + value;
}
