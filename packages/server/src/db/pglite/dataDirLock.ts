// One process at a time in an embedded data folder. PGlite is PostgreSQL in single-user mode:
// two processes writing the same folder would corrupt it, and nothing in PGlite stops them. The
// lock file holds the owner's pid; a lock whose process is gone (a crash) is taken over.
import fs from 'node:fs';
import path from 'node:path';

export const lockFileName = 'console.lock';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function tryCreate(file: string): boolean {
  try {
    fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Takes the folder's lock; throws when a live process holds it (this one included: a second
 * open of the same folder in one process would be just as harmful). Returns the release.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, lockFileName);
  for (let tries = 0; tries < 2; tries += 1) {
    if (tryCreate(file)) return () => fs.rmSync(file, { force: true });
    const owner = Number(fs.readFileSync(file, 'utf8'));
    if (Number.isInteger(owner) && owner > 0 && alive(owner)) {
      throw new Error(
        `The embedded database in ${dataDir} is in use by process ${owner}. Stop it first, ` +
          'or run the console on a PostgreSQL server (DATABASE_URL) to share the data.',
      );
    }
    fs.rmSync(file, { force: true });
  }
  throw new Error(`Could not lock ${dataDir}`);
}
