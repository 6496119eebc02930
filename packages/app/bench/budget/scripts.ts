// The JavaScript a page loaded, weighed as it travels: each script the browser fetched from the
// console's origin is matched to its file in packages/app/dist and counted at the size of its
// .gz twin (written by build/precompress.ts). Files below the plugin's 1 kB threshold have no
// twin; they are gzipped here at the same level.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

export interface LoadedScript {
  /** path under dist, e.g. assets/index-CHk80GPy.js */
  file: string;
  gzipBytes: number;
}

export function gzipSize(distDir: string, file: string): number {
  const twin = path.join(distDir, `${file}.gz`);
  if (fs.existsSync(twin)) return fs.statSync(twin).size;
  return gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length;
}

/**
 * Starts recording the scripts `page` fetches from `origin`; the answer lists them (each file
 * once, whether it came by <script>, modulepreload or import()).
 */
export function recordScripts(page: Page, origin: string, distDir: string) {
  const files = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== origin || !url.pathname.endsWith('.js')) return;
    files.add(url.pathname.slice(1));
  });
  return (): LoadedScript[] =>
    [...files]
      .map((file) => ({ file, gzipBytes: gzipSize(distDir, file) }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

export const totalBytes = (scripts: readonly LoadedScript[]) =>
  scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
