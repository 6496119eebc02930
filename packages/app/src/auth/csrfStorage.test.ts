// The token store over a Map-backed storage, and over one that throws.
import { describe, expect, it } from 'vitest';
import { createTokenStorage, type KeyValueStorage } from './csrfStorage.ts';

function mapStorage(): KeyValueStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

const broken: KeyValueStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('token storage', () => {
  it('writes, reads and clears under its key', () => {
    const storage = mapStorage();
    const tokens = createTokenStorage('csrf', () => storage);

    tokens.write('token-1');
    expect(storage.entries.get('csrf')).toBe('token-1');
    expect(tokens.read()).toBe('token-1');

    tokens.clear();
    expect(tokens.read()).toBeNull();
  });

  it('reads a blank value as no token', () => {
    const storage = mapStorage();
    storage.setItem('csrf', '  ');
    expect(createTokenStorage('csrf', () => storage).read()).toBeNull();
  });

  it('survives a storage that throws', () => {
    const tokens = createTokenStorage('csrf', () => broken);
    expect(() => tokens.write('token-1')).not.toThrow();
    expect(tokens.read()).toBeNull();
    expect(() => tokens.clear()).not.toThrow();
  });
});
