// What the migrated test templates are keyed by (pgliteTemplate.ts, databases.ts): a hash of
// every file under db/migrations (its path and its contents, the list in index.ts and the
// catalogue seeds included). A new or changed migration changes it, so the next test run builds
// a new template instead of copying a schema the migrations no longer produce. The migrations
// import nothing outside that folder but kysely; one that does must be hashed here too.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const migrationsDir = fileURLToPath(new URL('../db/migrations/', import.meta.url));

function hashMigrations(): string {
  const hash = crypto.createHash('sha256');
  const files = (fs.readdirSync(migrationsDir, { recursive: true }) as string[])
    .filter((name) => fs.statSync(path.join(migrationsDir, name)).isFile())
    .sort();
  for (const name of files) {
    hash.update(`${name.split(path.sep).join('/')}\0`);
    hash.update(fs.readFileSync(path.join(migrationsDir, name)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** 16 hex digits, the same in every process that reads the same migration files */
export const migrationHash = hashMigrations();
