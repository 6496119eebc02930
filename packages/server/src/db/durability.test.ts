// Durability of the embedded database. PGlite starts PostgreSQL with fsync off and its Node file
// system ignores fsync; openPglite turns fsync on and DurableNodeFS makes it reach the disk. The
// proof: a child process commits rows and reports each after its COMMIT returned; it is killed
// with SIGKILL mid-stream; the database reopened afterwards holds every reported row.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { freshPgliteDataDir } from '../testing/pgliteTemplate.ts';
import { openStorage } from './database.ts';
import { lockFileName } from './pglite/dataDirLock.ts';

const childScript = fileURLToPath(new URL('../testing/durabilityChild.ts', import.meta.url));
const folders: string[] = [];
afterAll(() => folders.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

async function folder(): Promise<string> {
  const dir = await freshPgliteDataDir();
  folders.push(dir);
  return dir;
}

describe('the embedded database (PGlite) on a crash', () => {
  it('starts PostgreSQL with fsync on, where PGlite alone reports it off', async () => {
    const plain = await PGlite.create({ dataDir: await folder() });
    const plainFsync = (await plain.query<{ fsync: string }>('show fsync')).rows[0]?.fsync;
    await plain.close();
    const storage = await openStorage({ kind: 'pglite', dataDir: await folder() });
    const settings = await sql<Record<string, string>>`
      select current_setting('fsync') as fsync, current_setting('wal_sync_method') as wal,
             current_setting('synchronous_commit') as commit,
             current_setting('shared_buffers') as buffers,
             current_setting('max_wal_size') as wal_size`.execute(storage.db);
    await storage.close();
    expect(plainFsync).toBe('off');
    // With the buffer cache raised from PostgreSQL's 128 MB (openPglite.ts).
    expect(settings.rows[0]).toEqual({
      fsync: 'on',
      wal: 'fsync',
      commit: 'on',
      buffers: '512MB',
      wal_size: '4GB',
    });
  }, 120_000);

  it('keeps every committed row when the process is killed right after the commits', async () => {
    const dataDir = await folder();
    const child = spawn(process.execPath, [childScript, dataDir], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const reported: Array<{ key: string; syncs: number }> = [];
    const lines = readline.createInterface({ input: child.stdout });
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on('exit', (_code, signal) => resolve(signal)),
    );
    for await (const line of lines) {
      if (line === 'ready') continue;
      reported.push(JSON.parse(line) as { key: string; syncs: number });
      // Killed at once after the 25th acknowledged commit, while it is writing the next ones.
      if (reported.length === 25) {
        child.kill('SIGKILL');
        break;
      }
    }
    expect(await exited, errors).toBe('SIGKILL');
    // The dead process left its lock behind; the next opener takes it over.
    expect(fs.existsSync(path.join(dataDir, lockFileName))).toBe(true);

    const reopened = await openStorage({ kind: 'pglite', dataDir });
    // ...and a second opener while it is open is refused: one process per folder.
    await expect(openStorage({ kind: 'pglite', dataDir })).rejects.toThrow(/is in use by process/);
    const rows = await reopened.db
      .selectFrom('dictionary')
      .select('key')
      .where('key', 'like', 'durable.%')
      .execute();
    await reopened.close();
    const kept = new Set(rows.map((row) => row.key));
    expect(reported.filter((entry) => !kept.has(entry.key))).toEqual([]);
    // Each COMMIT reached the disk through fsync before it returned.
    expect(reported.every((entry) => entry.syncs >= 1)).toBe(true);
  }, 120_000);
});
