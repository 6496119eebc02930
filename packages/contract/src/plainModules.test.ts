// The entry points other than "." (package.json "exports") are the contract's plain modules:
// the app, and the server's ingest, read them on every page or request, so they must never pull
// in zod. Each one, and every module it imports, is read from disk and its imports checked.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
  exports: Record<string, string>;
};
const plainEntries = Object.entries(manifest.exports).filter(([name]) => name !== '.');

const importPattern =
  /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]/g;

/** Every module `file` reaches through relative imports, itself included, with what it imports. */
function importsOf(file: string, seen = new Map<string, string[]>()): Map<string, string[]> {
  if (seen.has(file)) return seen;
  const specifiers = [...readFileSync(file, 'utf8').matchAll(importPattern)].map(
    (match) => match[1] ?? match[2] ?? '',
  );
  seen.set(file, specifiers);
  for (const specifier of specifiers.filter((name) => name.startsWith('.'))) {
    importsOf(path.resolve(path.dirname(file), specifier), seen);
  }
  return seen;
}

describe('plain entry points', () => {
  it('include constants, texts, module codes, time-range presets and platforms', () => {
    expect(plainEntries.map(([name]) => name)).toEqual([
      './constants',
      './texts',
      './moduleCodes',
      './timeRangePresets',
      './platforms',
    ]);
  });

  it.each(plainEntries)('%s imports only plain relative modules, never zod', (_, file) => {
    const modules = importsOf(path.join(packageDir, file));
    const outside = [...modules.values()].flat().filter((name) => !name.startsWith('.'));
    expect(outside).toEqual([]);
  });
});
