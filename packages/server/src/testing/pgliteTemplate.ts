// A fresh PGlite database in about two seconds instead of fifteen: initdb runs once per PGlite
// version into a template folder under the system's temp directory, and every test database
// starts as a copy of it. Parallel Vitest workers build it once between them (a lock folder).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { openPglite } from '../db/pglite/openPglite.ts';

const require = createRequire(import.meta.url);
// pglite's exports hide its package.json; its entry point lives in <package>/dist/.
const pglitePackage = path.join(
  path.dirname(require.resolve('@electric-sql/pglite')),
  '..',
  'package.json',
);
const pgliteVersion = (JSON.parse(fs.readFileSync(pglitePackage, 'utf8')) as { version: string })
  .version;
const templateDir = path.join(os.tmpdir(), `console-pglite-template-${pgliteVersion}`);
const readyMarker = path.join(templateDir, '.ready');

async function buildTemplate(): Promise<void> {
  const building = `${templateDir}.building-${process.pid}`;
  fs.rmSync(building, { recursive: true, force: true });
  const { client } = await openPglite(building);
  await client.close();
  fs.writeFileSync(path.join(building, '.ready'), pgliteVersion);
  fs.renameSync(building, templateDir);
}

async function ensureTemplate(): Promise<void> {
  const lock = `${templateDir}.lock`;
  for (;;) {
    if (fs.existsSync(readyMarker)) return;
    try {
      fs.mkdirSync(lock);
    } catch {
      // another worker builds it; a lock older than two minutes belongs to a dead worker
      const stat = fs.statSync(lock, { throwIfNoEntry: false });
      if (stat && Date.now() - stat.mtimeMs > 120_000)
        fs.rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 250));
      continue;
    }
    try {
      if (!fs.existsSync(readyMarker)) {
        fs.rmSync(templateDir, { recursive: true, force: true });
        await buildTemplate();
      }
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }
}

/** A new data folder holding an empty, initialised cluster; the caller removes it. */
export async function freshPgliteDataDir(): Promise<string> {
  await ensureTemplate();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-test-pglite-'));
  fs.cpSync(templateDir, dir, { recursive: true });
  fs.rmSync(path.join(dir, '.ready'));
  return dir;
}
