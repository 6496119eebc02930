// A fresh PGlite database in a second or two instead of fifteen (or twenty with the migrations):
// two template folders under the system's temp directory, built once and copied per test.
//   - empty: initdb only, per PGlite version (freshPgliteDataDir), for the tests that migrate
//     themselves or start the product on an empty folder (migrations, first start, durability);
//   - migrated: that copy with every migration applied, per PGlite version and migration set
//     (migrationHash.ts: a new or changed migration builds a new one), for the tests that want
//     the schema (freshMigratedPgliteDataDir). Its kysely_migration tables come along, so
//     migrateToLatest on a copy applies nothing.
// Parallel Vitest workers build each once between them (a lock folder beside it). Migrated
// templates of other migration sets unused for ten minutes are removed when one is built.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { openStorage } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { openPglite } from '../db/pglite/openPglite.ts';
import { migrationHash } from './migrationHash.ts';

const require = createRequire(import.meta.url);
// pglite's exports hide its package.json; its entry point lives in <package>/dist/.
const pglitePackage = path.join(
  path.dirname(require.resolve('@electric-sql/pglite')),
  '..',
  'package.json',
);
const pgliteVersion = (JSON.parse(fs.readFileSync(pglitePackage, 'utf8')) as { version: string })
  .version;
const templatePrefix = 'console-pglite-template-';
const emptyTemplate = path.join(os.tmpdir(), `${templatePrefix}${pgliteVersion}`);
const migratedSuffix = '-migrated-';
const migratedTemplate = `${emptyTemplate}${migratedSuffix}${migrationHash}`;
const migratedTemplateName = new RegExp(`^${templatePrefix}[^/]+${migratedSuffix}[0-9a-f]{16}$`);
const readyMarker = '.ready';
const staleAfterMs = 10 * 60_000;

/**
 * Builds `templateDir` once between all workers: `build` fills a folder of its own. A lock older
 * than `staleLockMs` belongs to a dead worker.
 */
export async function ensureTemplate(
  templateDir: string,
  build: (folder: string) => Promise<void>,
  staleLockMs = 120_000,
): Promise<void> {
  const ready = path.join(templateDir, readyMarker);
  const lock = `${templateDir}.lock`;
  for (;;) {
    if (fs.existsSync(ready)) return;
    try {
      fs.mkdirSync(lock);
    } catch {
      // another worker builds it
      const stat = fs.statSync(lock, { throwIfNoEntry: false });
      if (stat && Date.now() - stat.mtimeMs > staleLockMs)
        fs.rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 250));
      continue;
    }
    try {
      if (!fs.existsSync(ready)) {
        fs.rmSync(templateDir, { recursive: true, force: true });
        const building = `${templateDir}.building-${process.pid}`;
        fs.rmSync(building, { recursive: true, force: true });
        try {
          await build(building);
          fs.writeFileSync(path.join(building, readyMarker), pgliteVersion);
          fs.renameSync(building, templateDir);
        } finally {
          fs.rmSync(building, { recursive: true, force: true });
        }
      }
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }
}

async function buildEmpty(folder: string): Promise<void> {
  const { client } = await openPglite(folder);
  await client.close();
}

async function buildMigrated(folder: string): Promise<void> {
  await ensureTemplate(emptyTemplate, buildEmpty);
  copyTemplate(emptyTemplate, folder);
  const storage = await openStorage({ kind: 'pglite', dataDir: folder });
  try {
    await migrateToLatest(storage.db);
  } finally {
    await storage.close();
  }
  removeStaleMigratedTemplates();
}

/** Copies a template built by ensureTemplate into `dir`, without its ready marker. */
export function copyTemplate(templateDir: string, dir: string): void {
  fs.cpSync(templateDir, dir, { recursive: true });
  fs.rmSync(path.join(dir, readyMarker), { force: true });
}

/**
 * Migrated templates of other migration sets (or PGlite versions) not copied for ten minutes: a
 * template's marker is touched at every copy. Renamed first, so that no copy starts from half
 * of one; a worker that lost it meanwhile builds it again (freshMigratedPgliteDataDir).
 */
function removeStaleMigratedTemplates(): void {
  for (const name of fs.readdirSync(os.tmpdir())) {
    const folder = path.join(os.tmpdir(), name);
    if (!migratedTemplateName.test(name) || folder === migratedTemplate) continue;
    const marker = fs.statSync(path.join(folder, readyMarker), { throwIfNoEntry: false });
    if (!marker || Date.now() - marker.mtimeMs < staleAfterMs) continue;
    const doomed = `${folder}.removing-${process.pid}`;
    try {
      fs.renameSync(folder, doomed);
      fs.rmSync(doomed, { recursive: true, force: true });
    } catch {
      // another worker removes it
    }
  }
}

/** A new data folder holding an empty, initialised cluster; the caller removes it. */
export async function freshPgliteDataDir(): Promise<string> {
  await ensureTemplate(emptyTemplate, buildEmpty);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-test-pglite-'));
  copyTemplate(emptyTemplate, dir);
  return dir;
}

/**
 * A new data folder holding a cluster with every migration of db/migrations applied (nothing
 * seeded: no admin, no demo workspace); the caller removes it.
 */
export async function freshMigratedPgliteDataDir(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-test-pglite-'));
  for (let attempt = 1; ; attempt++) {
    await ensureTemplate(migratedTemplate, buildMigrated);
    try {
      const now = new Date();
      fs.utimesSync(path.join(migratedTemplate, readyMarker), now, now);
      copyTemplate(migratedTemplate, dir);
      return dir;
    } catch (error) {
      // removed as stale by a worker of another migration set between the check and the copy
      fs.rmSync(dir, { recursive: true, force: true });
      fs.mkdirSync(dir);
      if (attempt === 3) throw error;
    }
  }
}
