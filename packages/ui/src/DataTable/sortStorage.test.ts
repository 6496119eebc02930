import { describe, expect, it } from 'vitest';
import { createWebSortStorage, parseStoredSort, SORT_STORAGE_PREFIX } from './sortStorage.ts';

const memoryStorage = (): Storage => {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
};

describe('parseStoredSort', () => {
  it('accepts a stored sort and rejects anything else', () => {
    expect(parseStoredSort('{"column":"sent","direction":"descending"}')).toEqual({
      column: 'sent',
      direction: 'descending',
    });
    expect(parseStoredSort(null)).toBeNull();
    expect(parseStoredSort('not json')).toBeNull();
    expect(parseStoredSort('{"column":"sent","direction":"DESC"}')).toBeNull();
    expect(parseStoredSort('[1]')).toBeNull();
  });
});

describe('createWebSortStorage', () => {
  it('remembers one sort per table id under a prefixed key', () => {
    const backing = memoryStorage();
    const storage = createWebSortStorage(() => backing);
    storage.save('ips', { column: 'address', direction: 'ascending' });
    storage.save('domains', { column: 'name', direction: 'descending' });
    expect(storage.load('ips')).toEqual({ column: 'address', direction: 'ascending' });
    expect(storage.load('domains')).toEqual({ column: 'name', direction: 'descending' });
    expect(storage.load('other')).toBeNull();
    expect(backing.getItem(`${SORT_STORAGE_PREFIX}ips`)).toContain('address');
  });

  it('survives a storage that throws or is missing', () => {
    const throwing = createWebSortStorage(() => {
      throw new Error('denied');
    });
    expect(throwing.load('ips')).toBeNull();
    expect(() => throwing.save('ips', { column: 'a', direction: 'ascending' })).not.toThrow();
    expect(createWebSortStorage(() => undefined).load('ips')).toBeNull();
  });
});
