// The module manifests the route table collects: one per module code of the contract, in its
// order; route names, fallbacks and start routes that point at pages of the same module; and
// code for Delivery Analytics' pages (a page without code is a later release's placeholder).
import { describe, expect, it } from 'vitest';
import { moduleCodes, modulePaths, moduleStartRoutes } from '@console/contract/moduleCodes';
import { moduleManifests } from './moduleList.ts';

const allPages = moduleManifests.flatMap((manifest) => manifest.pages);

describe('module manifests', () => {
  it('are one per module code, in the contract order, under the contract path', () => {
    expect(moduleManifests.map((manifest) => manifest.code)).toEqual(moduleCodes);
    for (const manifest of moduleManifests) {
      expect(manifest.path).toBe(modulePaths[manifest.code]);
      expect(manifest.startRoute).toBe(moduleStartRoutes[manifest.code]);
    }
  });

  it.each(moduleManifests)('$path names its pages after itself, each once', (manifest) => {
    const names = manifest.pages.map((page) => page.name);
    expect(new Set(names).size).toBe(names.length);
    for (const page of manifest.pages) {
      expect(page.name.startsWith(`${manifest.path}-`)).toBe(true);
      expect(page.module).toBe(manifest.path);
    }
    expect(names).toContain(`${manifest.path}-home`);
  });

  it.each(moduleManifests)('$path starts on one of its pages without parameters', (manifest) => {
    const start = manifest.pages.find((page) => page.name === manifest.startRoute);
    expect(start?.path).not.toContain(':');
  });

  it.each(moduleManifests)('$path falls back only to its own pages', (manifest) => {
    const names = manifest.pages.map((page) => page.name);
    for (const page of manifest.pages) {
      if (page.fallback) expect(names).toContain(page.fallback);
      expect(page.fallback !== undefined).toBe(page.path.includes(':'));
    }
  });

  it('take aliases that are no other module path, each once', () => {
    const aliases = moduleManifests.flatMap((manifest) => manifest.aliases);
    expect(new Set(aliases).size).toBe(aliases.length);
    expect(
      aliases.filter((alias) => (Object.values(modulePaths) as string[]).includes(alias)),
    ).toEqual([]);
    expect(aliases).toContain('email-audit');
  });

  it('give code to every Delivery Analytics page (the later modules add theirs)', () => {
    const delivery = allPages.filter((page) => page.module === 'delivery-analytics');
    expect(delivery.map((page) => [page.name, typeof page.load])).toEqual([
      ['delivery-analytics-home', 'function'],
      ['delivery-analytics-report', 'function'],
      ['delivery-analytics-search', 'function'],
    ]);
  });
});
