// A real IMAP server on loopback for tests: Debian's dovecot (package dovecot-imapd, which
// .ci/run installs), started by the test as the current user with its own configuration in a
// temporary folder (no system configuration): plain-text login on 127.0.0.1, users in a
// passwd-file, maildirs under the folder, IDLE. Run as root, dovecot wants its login processes
// and mail access under other users: the package's `dovenull` and `dovecot`.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './productProcess.ts';

export const dovecotBinary = '/usr/sbin/dovecot';

export interface Dovecot {
  port: number;
  /** stops the server and removes its folder */
  stop(): Promise<void>;
}

interface Account {
  name: string;
  uid: number;
  gid: number;
}

/** A user of /etc/passwd, for the users dovecot needs when started as root. */
function systemAccount(name: string): Account {
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${name}:`));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (!line) throw new Error(`no user ${name}: is dovecot-imapd installed?`);
  return { name, uid: Number(uid), gid: Number(gid) };
}

function groupName(gid: number): string {
  const line = fs
    .readFileSync('/etc/group', 'utf8')
    .split('\n')
    .find((entry) => entry.split(':')[2] === String(gid));
  return line?.split(':')[0] ?? String(gid);
}

function configuration(dir: string, port: number, internal: Account, login: string): string {
  return `protocols = imap
listen = 127.0.0.1
base_dir = ${dir}/run
state_dir = ${dir}/state
instance_name = console-test-${crypto.randomBytes(4).toString('hex')}
log_path = ${dir}/dovecot.log
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
auth_failure_delay = 0 secs
default_internal_user = ${internal.name}
default_internal_group = ${groupName(internal.gid)}
default_login_user = ${login}
first_valid_uid = 1
first_valid_gid = 1
mail_location = maildir:~/Maildir
mailbox_idle_check_interval = 1 secs
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
userdb {
  driver = passwd-file
  args = username_format=%u ${dir}/users
}
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
`;
}

async function waitForPort(port: number, exited: () => string | null): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const failure = exited();
    if (failure !== null) throw new Error(`dovecot stopped: ${failure}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => resolve(true));
      socket.once('error', () => resolve(false));
    }).then((connected) => connected);
    if (open) return;
    if (Date.now() > deadline) throw new Error('dovecot did not listen within 15 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts dovecot with these users (name and password) and empty mailboxes. */
export async function startDovecot(
  users: readonly { name: string; password: string }[],
): Promise<Dovecot> {
  if (!fs.existsSync(dovecotBinary))
    throw new Error(`${dovecotBinary} is missing: apt-get install dovecot-imapd (.ci/run does)`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dovecot-'));
  const root = process.getuid?.() === 0;
  const me = os.userInfo();
  const current: Account = { name: me.username, uid: me.uid, gid: me.gid };
  // As root: mail and internal processes as `dovecot`, logins as `dovenull` (dovecot refuses
  // root for both); they must reach the folder.
  const mail = root ? systemAccount('dovecot') : current;
  const login = root ? systemAccount('dovenull').name : current.name;
  if (root) fs.chmodSync(dir, 0o755);
  const lines = users.map((user) => {
    const home = path.join(dir, 'home', user.name);
    fs.mkdirSync(home, { recursive: true });
    if (root) {
      fs.chownSync(path.join(dir, 'home'), mail.uid, mail.gid);
      fs.chownSync(home, mail.uid, mail.gid);
    }
    return `${user.name}:{PLAIN}${user.password}:${mail.uid}:${mail.gid}::${home}::`;
  });
  fs.writeFileSync(path.join(dir, 'users'), `${lines.join('\n')}\n`, { mode: 0o644 });
  const port = await freePort();
  const config = path.join(dir, 'dovecot.conf');
  fs.writeFileSync(config, configuration(dir, port, mail, login));

  const child = spawn(dovecotBinary, ['-F', '-c', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const log = () => {
    try {
      return fs.readFileSync(path.join(dir, 'dovecot.log'), 'utf8');
    } catch {
      return '';
    }
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killLater = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(killLater);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForPort(port, () =>
      child.exitCode !== null || child.signalCode !== null ? `${output}\n${log()}` : null,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, stop };
}
