// A small, fast, seeded PRNG (sfc32, seeded through splitmix32) and the distributions the
// demo traffic needs. Math.random cannot be seeded, and the demo seed, the benchmark and the
// tests must see the same traffic for the same seed on every machine.

export interface Random {
  /** uniform in [0, 1) */
  next(): number;
  int(maxExclusive: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** standard normal (Box-Muller) */
  normal(): number;
  /** log-normal with the given median and sigma of the underlying normal */
  logNormal(median: number, sigma: number): number;
}

function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

export function createRandom(seed: number): Random {
  const init = splitmix32(seed);
  let a = init();
  let b = init();
  let c = init();
  let d = init();
  function nextUint32(): number {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  }
  for (let warmup = 0; warmup < 12; warmup += 1) nextUint32();
  const next = () => nextUint32() / 4_294_967_296;
  let spareNormal: number | null = null;
  const normal = () => {
    if (spareNormal !== null) {
      const value = spareNormal;
      spareNormal = null;
      return value;
    }
    const u = 1 - next();
    const v = next();
    const radius = Math.sqrt(-2 * Math.log(u));
    spareNormal = radius * Math.sin(2 * Math.PI * v);
    return radius * Math.cos(2 * Math.PI * v);
  };
  return {
    next,
    int: (maxExclusive) => Math.floor(next() * maxExclusive),
    chance: (probability) => next() < probability,
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    normal,
    logNormal: (median, sigma) => median * Math.exp(sigma * normal()),
  };
}

/** Picks from weighted entries in O(log n), with the cumulative table built once. */
export function weightedPicker<T>(
  entries: readonly (readonly [T, number])[],
): (random: Random) => T {
  const cumulative: number[] = [];
  let total = 0;
  for (const [, weight] of entries) {
    total += weight;
    cumulative.push(total);
  }
  return (random) => {
    const target = random.next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] ?? 0) > target) high = middle;
      else low = middle + 1;
    }
    const entry = entries[low];
    if (entry === undefined) throw new Error('pick from an empty table');
    return entry[0];
  };
}
