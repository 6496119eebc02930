// A map keyed by message: the Message-ID hash and the recipient hash (two 53-bit numbers). A
// string key `${midHash}:${rcptHash}` per event cost two number-to-text conversions, a
// concatenation and the hashing of the result on every lookup. Here the JavaScript Map is
// keyed by the low 30 bits of the Message-ID hash (a small integer: a 53-bit number as a key
// is boxed on every lookup), and a chain, almost always one long, compares both hashes in
// full. Exact: no entry is told apart by fewer bits than the two hashes hold.

interface Slot<V> {
  midHash: number;
  rcptHash: number;
  value: V;
  next: Slot<V> | null;
}

const low30 = (hash: number) => hash & 0x3f_ff_ff_ff;

export class MessageMap<V> {
  readonly #byMessage = new Map<number, Slot<V>>();
  #size = 0;

  get size(): number {
    return this.#size;
  }

  get(midHash: number, rcptHash: number): V | undefined {
    let slot: Slot<V> | null | undefined = this.#byMessage.get(low30(midHash));
    for (; slot; slot = slot.next) {
      if (slot.rcptHash === rcptHash && slot.midHash === midHash) return slot.value;
    }
    return undefined;
  }

  has(midHash: number, rcptHash: number): boolean {
    return this.get(midHash, rcptHash) !== undefined;
  }

  set(midHash: number, rcptHash: number, value: V): void {
    const key = low30(midHash);
    const first = this.#byMessage.get(key);
    for (let slot: Slot<V> | null | undefined = first; slot; slot = slot.next) {
      if (slot.rcptHash === rcptHash && slot.midHash === midHash) {
        slot.value = value;
        return;
      }
    }
    this.#byMessage.set(key, { midHash, rcptHash, value, next: first ?? null });
    this.#size += 1;
  }

  /** Calls `visit` for every entry, roughly in the order they were first set. */
  forEach(visit: (value: V, midHash: number, rcptHash: number) => void): void {
    for (const first of this.#byMessage.values()) {
      for (let slot: Slot<V> | null = first; slot; slot = slot.next)
        visit(slot.value, slot.midHash, slot.rcptHash);
    }
  }

  values(): V[] {
    const values: V[] = [];
    this.forEach((value) => values.push(value));
    return values;
  }
}
