// A Map-backed Web Storage for tests and stories (node has no localStorage).
import type { WholeStorage } from './localStore.ts';

export function memoryStorage(entries: Record<string, string> = {}): WholeStorage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
  };
}
