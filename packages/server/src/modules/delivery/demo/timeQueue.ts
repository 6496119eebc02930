// A binary min-heap of future events ordered by time, then by insertion: the demo generator
// schedules a message's delivery, opens and complaints ahead and emits them when the clock
// reaches them, so the stream comes out in time order with only in-flight messages in memory.

export interface Scheduled<T> {
  time: number;
  sequence: number;
  item: T;
}

export class TimeQueue<T> {
  private readonly heap: Scheduled<T>[] = [];
  private sequence = 0;

  get size(): number {
    return this.heap.length;
  }

  push(time: number, item: T): void {
    const entry = { time, sequence: this.sequence++, item };
    const heap = this.heap;
    heap.push(entry);
    let index = heap.length - 1;
    while (index > 0) {
      const parent = (index - 1) >> 1;
      const above = heap[parent];
      if (above === undefined || !before(entry, above)) break;
      heap[index] = above;
      index = parent;
    }
    heap[index] = entry;
  }

  peekTime(): number {
    return this.heap[0]?.time ?? Number.POSITIVE_INFINITY;
  }

  pop(): Scheduled<T> | undefined {
    const heap = this.heap;
    const top = heap[0];
    const last = heap.pop();
    if (top === undefined || last === undefined || heap.length === 0) return top;
    let index = 0;
    for (;;) {
      const left = index * 2 + 1;
      const right = left + 1;
      let smallest = last;
      let smallestIndex = -1;
      const leftEntry = heap[left];
      const rightEntry = heap[right];
      if (leftEntry !== undefined && before(leftEntry, smallest)) {
        smallest = leftEntry;
        smallestIndex = left;
      }
      if (rightEntry !== undefined && before(rightEntry, smallest)) {
        smallest = rightEntry;
        smallestIndex = right;
      }
      if (smallestIndex < 0) break;
      heap[index] = smallest;
      index = smallestIndex;
    }
    heap[index] = last;
    return top;
  }
}

function before<T>(a: Scheduled<T>, b: Scheduled<T>): boolean {
  return a.time < b.time || (a.time === b.time && a.sequence < b.sequence);
}
