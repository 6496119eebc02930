// A hash table of deliveries (message -> when, with which combination) in typed arrays: 29
// bytes a slot, at most half the slots used, no object per entry. It starts small and doubles
// up to room for `capacity` entries, then refuses new ones. Open addressing with linear probing
// on a mix of both hashes; entries are never removed (the cache drops whole tables), so a probe
// stops at the first free slot.

export interface CachedDelivery {
  at: number;
  combo: number;
}

/** Multiplicative mix of the low 32 bits of each hash (exact for 53-bit integers). */
const mix = (midHash: number, rcptHash: number) =>
  Math.imul((midHash | 0) ^ Math.imul(rcptHash | 0, 0x9e3779b1), 0x85ebca6b) >>> 0;

const initialSlots = 1024;

export class DeliveryTable {
  readonly capacity: number;
  #mask = initialSlots - 1;
  #mids = new Float64Array(initialSlots);
  #rcpts = new Float64Array(initialSlots);
  #ats = new Float64Array(initialSlots);
  #combos = new Int32Array(initialSlots);
  #used = new Uint8Array(initialSlots);
  #size = 0;

  constructor(capacity: number) {
    this.capacity = capacity;
  }

  get size(): number {
    return this.#size;
  }

  /** The slot holding the message, or the free slot where it would go. */
  #slotOf(midHash: number, rcptHash: number): number {
    let slot = mix(midHash, rcptHash) & this.#mask;
    while (this.#used[slot] === 1) {
      if (this.#mids[slot] === midHash && this.#rcpts[slot] === rcptHash) return slot;
      slot = (slot + 1) & this.#mask;
    }
    return slot;
  }

  get(midHash: number, rcptHash: number): CachedDelivery | undefined {
    const slot = this.#slotOf(midHash, rcptHash);
    if (this.#used[slot] !== 1) return undefined;
    return { at: this.#ats[slot] as number, combo: this.#combos[slot] as number };
  }

  /** Stores or replaces the entry; a new entry in a full table is refused (false). */
  set(midHash: number, rcptHash: number, at: number, combo: number): boolean {
    let slot = this.#slotOf(midHash, rcptHash);
    if (this.#used[slot] !== 1) {
      if (this.#size >= this.capacity) return false;
      if ((this.#size + 1) * 2 > this.#mask + 1) {
        this.#grow();
        slot = this.#slotOf(midHash, rcptHash);
      }
      this.#used[slot] = 1;
      this.#mids[slot] = midHash;
      this.#rcpts[slot] = rcptHash;
      this.#size += 1;
    }
    this.#ats[slot] = at;
    this.#combos[slot] = combo;
    return true;
  }

  #grow(): void {
    const [mids, rcpts, ats, combos, used] = [
      this.#mids,
      this.#rcpts,
      this.#ats,
      this.#combos,
      this.#used,
    ];
    const slots = used.length * 2;
    this.#mask = slots - 1;
    this.#mids = new Float64Array(slots);
    this.#rcpts = new Float64Array(slots);
    this.#ats = new Float64Array(slots);
    this.#combos = new Int32Array(slots);
    this.#used = new Uint8Array(slots);
    for (let old = 0; old < used.length; old++) {
      if (used[old] !== 1) continue;
      const slot = this.#slotOf(mids[old] as number, rcpts[old] as number);
      this.#used[slot] = 1;
      this.#mids[slot] = mids[old] as number;
      this.#rcpts[slot] = rcpts[old] as number;
      this.#ats[slot] = ats[old] as number;
      this.#combos[slot] = combos[old] as number;
    }
  }
}
