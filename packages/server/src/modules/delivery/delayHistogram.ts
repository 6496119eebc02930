// The delivery-time histogram kept per rollup row with deliveries: roughly doubling buckets
// whose bounds include every bound of the contract's delays report (10 s, 60 s, ... 2 days),
// so those buckets are exact sums, while the finer steps let the median and p95 be
// interpolated (geometrically) inside a bucket at most twice as wide as its floor.
import { delayBucketBoundsSeconds } from '@console/contract';

/** Upper bounds in seconds; a bucket is [previous bound, bound), the last is open-ended. */
export const histogramBoundsSeconds: readonly number[] = [
  1, 2, 5, 10, 20, 30, 60, 120, 180, 300, 600, 900, 1800, 2700, 3600, 5400, 7200, 14_400, 28_800,
  43_200, 86_400, 172_800, 345_600,
];
export const histogramSize = histogramBoundsSeconds.length + 1;

for (const bound of delayBucketBoundsSeconds) {
  if (!histogramBoundsSeconds.includes(bound))
    throw new Error(`histogram bounds miss the contract bound ${bound}`);
}

/** The delays tables' columns (migration 0100_delivery made 24 of them). */
export const histogramColumns: readonly string[] = Array.from(
  { length: histogramSize },
  (_, bucket) => `delay_${bucket}`,
);
if (histogramSize !== 24) throw new Error('the delays tables hold 24 buckets');

const boundsMs = histogramBoundsSeconds.map((seconds) => seconds * 1000);

/** Index of the bucket holding a delivery time in milliseconds. */
export function histogramBucket(milliseconds: number): number {
  let low = 0;
  let high = boundsMs.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (milliseconds < (boundsMs[middle] as number)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** Lower bound (seconds) of a bucket. */
export function bucketFloorSeconds(bucket: number): number {
  return bucket === 0 ? 0 : (histogramBoundsSeconds[bucket - 1] as number);
}

/** Upper bound (seconds) of a bucket; null for the open-ended last one. */
export function bucketCeilingSeconds(bucket: number): number | null {
  return histogramBoundsSeconds[bucket] ?? null;
}

/**
 * The value below which `fraction` of the population lies: found in its bucket, then
 * interpolated geometrically between the bucket's bounds (delays spread over orders of
 * magnitude), linearly in the first bucket; the open-ended last bucket answers its floor.
 */
export function histogramQuantile(histogram: ArrayLike<number>, fraction: number): number {
  let total = 0;
  for (let bucket = 0; bucket < histogramSize; bucket += 1) total += histogram[bucket] ?? 0;
  if (total === 0) return 0;
  const target = fraction * total;
  let below = 0;
  for (let bucket = 0; bucket < histogramSize; bucket += 1) {
    const count = histogram[bucket] ?? 0;
    if (count > 0 && below + count >= target) {
      const floor = bucketFloorSeconds(bucket);
      const ceiling = bucketCeilingSeconds(bucket);
      if (ceiling === null) return floor;
      const position = (target - below) / count;
      return floor === 0 ? position * ceiling : floor * (ceiling / floor) ** position;
    }
    below += count;
  }
  return bucketFloorSeconds(histogramSize - 1);
}
