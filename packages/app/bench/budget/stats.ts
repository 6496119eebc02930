// Summaries of repeated measurements: the median and the 95th percentile by nearest rank (with
// 7 runs that is the slowest run: a budget has to hold for it too).

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil(share * sorted.length));
  return sorted[rank - 1] as number;
}

export const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
export const milliseconds = (value: number) => `${Math.round(value)} ms`;
