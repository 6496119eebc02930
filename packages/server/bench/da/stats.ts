// Figures of the benchmark: percentiles of timings, rates, sizes, and aligned table lines.
export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index] as number;
}

/** The middle value. */
export const median = (values: readonly number[]) => percentile(values, 0.5);

export const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
export const rate = (count: number, milliseconds: number) =>
  `${Math.round(count / (milliseconds / 1000)).toLocaleString('en')}/s`;
export const count = (value: number) => Math.round(value).toLocaleString('en');
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function table(rows: readonly (readonly string[])[]): string[] {
  const widths: number[] = [];
  for (const row of rows)
    row.forEach((cell, index) => (widths[index] = Math.max(widths[index] ?? 0, cell.length)));
  return rows.map((row) =>
    row
      .map((cell, index) =>
        index === 0 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0),
      )
      .join('  '),
  );
}

/** Wall and CPU time of a piece of work, with the machine's load at the start. */
export async function measured<T>(
  work: () => Promise<T>,
): Promise<{ result: T; wallMs: number; cpuMs: number }> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await work();
  const used = process.cpuUsage(cpu);
  return { result, wallMs: performance.now() - started, cpuMs: (used.user + used.system) / 1000 };
}
