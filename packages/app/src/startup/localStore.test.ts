import { maxItems, maxLength } from '@console/contract';
import { describe, expect, it } from 'vitest';
import {
  clearStorageExceptCsrf,
  readJson,
  SNAPSHOT_MAX_ENTRIES,
  SNAPSHOT_MAX_VALUE,
  storageSnapshot,
  writeJson,
} from './localStore.ts';
import { memoryStorage } from './memoryStorage.ts';

describe('Reload on the exceptions page (spec section 2)', () => {
  it('clears the local storage but keeps the CSRF token', () => {
    const storage = memoryStorage({
      csrf: 'token-1',
      referrer: '/demo/delivery-analytics/report',
      history: '[]',
      'console.table-sort.senders': '{"column":"sent"}',
    });
    clearStorageExceptCsrf(storage);
    expect(storage.length).toBe(1);
    expect(storage.getItem('csrf')).toBe('token-1');
  });

  it('clears everything when nobody is signed in', () => {
    const storage = memoryStorage({ referrer: '/settings' });
    clearStorageExceptCsrf(storage);
    expect(storage.length).toBe(0);
  });
});

describe('the storage snapshot of an error report', () => {
  it('leaves the CSRF token out and keeps the rest', () => {
    const storage = memoryStorage({ csrf: 'secret', history: '[1]', referrer: '/x' });
    expect(storageSnapshot(storage)).toEqual({ history: '[1]', referrer: '/x' });
  });

  it('stays within the bounds public/feedback/error accepts', () => {
    const entries = Object.fromEntries(
      Array.from({ length: 250 }, (_, index) => [`key${index}`, 'v'.repeat(12_000)]),
    );
    const snapshot = storageSnapshot(memoryStorage(entries));
    expect(Object.keys(snapshot)).toHaveLength(SNAPSHOT_MAX_ENTRIES);
    expect(Object.values(snapshot).every((value) => value.length === SNAPSHOT_MAX_VALUE)).toBe(
      true,
    );
    expect(SNAPSHOT_MAX_ENTRIES).toBe(maxItems.localStorageEntries);
    expect(SNAPSHOT_MAX_VALUE).toBe(maxLength.localStorageValue);
  });
});

describe('JSON values', () => {
  const isNumbers = (value: unknown): value is number[] =>
    Array.isArray(value) && value.every((item) => typeof item === 'number');

  it('round-trips, and gives the fallback for missing, malformed or unexpected data', () => {
    const storage = memoryStorage({ broken: '{', wrong: '"text"' });
    writeJson(storage, 'numbers', [1, 2]);
    expect(readJson(storage, 'numbers', isNumbers, [])).toEqual([1, 2]);
    expect(readJson(storage, 'missing', isNumbers, [0])).toEqual([0]);
    expect(readJson(storage, 'broken', isNumbers, [0])).toEqual([0]);
    expect(readJson(storage, 'wrong', isNumbers, [0])).toEqual([0]);
  });
});
