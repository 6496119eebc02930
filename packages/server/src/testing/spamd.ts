// A real SpamAssassin daemon on loopback for tests: Debian's spamd (package spamd, which .ci/run
// installs), started by the test with its shipped rules, local tests only (no network checks,
// so the scores are the same everywhere), no user configuration, one child. Run as root, it
// scans as `nobody`. A test run shares one (serveSpamdOnDemand, from globalSetup.ts): a file
// asks for it with sharedSpamd().
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
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

/**
 * spamd for a whole test run, started by the first connection to this address (loopback) and
 * relayed to from then on: a run that audits no mail does not spend seconds of a shared CPU
 * loading SpamAssassin's rules. A start that fails is printed once; its connections are cut.
 */
export async function serveSpamdOnDemand(): Promise<Spamd> {
  let started: Promise<Spamd> | undefined;
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  // Half-open both ways: a client ends its side after the message (askSpamd does), and spamd's
  // answer must still come back through the relay.
  const relay = net.createServer({ allowHalfOpen: true }, (client) => {
    track(client);
    started ??= startSpamd().catch((error: unknown) => {
      console.error(`spamd of the test run did not start: ${String(error)}`);
      throw error;
    });
    started.then(
      (spamd) => {
        if (client.destroyed) return;
        const upstream = net.connect({ host: spamd.host, port: spamd.port, allowHalfOpen: true });
        track(upstream);
        upstream.on('error', () => client.destroy());
        client.on('error', () => upstream.destroy());
        client.pipe(upstream);
        upstream.pipe(client);
      },
      () => client.destroy(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    relay.once('error', reject);
    relay.listen(0, '127.0.0.1', resolve);
  });
  const { port } = relay.address() as net.AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    async stop() {
      relay.close();
      for (const socket of sockets) socket.destroy();
      const spamd = await started?.catch(() => undefined);
      await spamd?.stop();
    },
  };
}

/**
 * The test run's spamd (globalSetup.ts): its address at once, as SPAMD_URL takes it, and `ready`,
 * which resolves once it answers a PING. The first file to ask starts it, which takes seconds
 * after it listens (the rules load): awaiting `ready` before mail is sent, with the server or
 * database started meanwhile, keeps that out of the 15 s an audit gives spamd.
 */
export function sharedSpamd(): { url: string; ready: Promise<void> } {
  const url = inject('spamdUrl');
  const [host, port] = url.split(':') as [string, string];
  const ready = new Promise<string>((resolve) => {
    let text = '';
    const socket = net.connect(Number(port), host, () => socket.end('PING SPAMC/1.5\r\n\r\n'));
    socket.setTimeout(90_000, () => socket.destroy());
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(text));
  }).then((answer) => {
    if (/^SPAMD\/[\d.]+ 0 PONG/.test(answer)) return;
    const got = answer.trim() || 'nothing';
    throw new Error(`spamd of the test run answered a PING with ${got}: see the run's output`);
  });
  // awaited later, in another hook: a failure before then is not an unhandled rejection
  ready.catch(() => undefined);
  return { url, ready };
}
