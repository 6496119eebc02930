// A real SpamAssassin daemon on loopback for tests: Debian's spamd (package spamd, which .ci/run
// installs), started by the test with its shipped rules, local tests only (no network checks,
// so the scores are the same everywhere), no user configuration, one child. Run as root, it
// scans as `nobody`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './productProcess.ts';

export const spamdBinary = '/usr/sbin/spamd';

export interface Spamd {
  host: string;
  port: number;
  stop(): Promise<void>;
}

async function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function startSpamd(): Promise<Spamd> {
  if (!fs.existsSync(spamdBinary))
    throw new Error(`${spamdBinary} is missing: apt-get install spamd (.ci/run does)`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spamd-'));
  fs.chmodSync(dir, 0o777);
  const port = await freePort();
  const root = process.getuid?.() === 0;
  const child = spawn(
    spamdBinary,
    [
      `--listen=127.0.0.1:${port}`,
      '--allowed-ips=127.0.0.1',
      '--local',
      '--nouser-config',
      '--max-children=1',
      `--helper-home-dir=${dir}`,
      `--pidfile=${path.join(dir, 'spamd.pid')}`,
      '--syslog=stderr',
      ...(root ? ['--username=nobody'] : []),
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  let exited: string | null = null;
  const ended = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      exited = `exit code ${code}`;
      resolve();
    }),
  );
  const deadline = Date.now() + 60_000;
  while (!(await listening(port))) {
    if (exited !== null) throw new Error(`spamd stopped (${exited}): ${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`spamd did not listen within 60 s: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    host: '127.0.0.1',
    port,
    async stop() {
      if (exited === null) {
        child.kill('SIGTERM');
        await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 5000))]);
        if (exited === null) child.kill('SIGKILL');
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
