// SpamAssassin's verdict on a message, asked of spamd over TCP (SPAMD_URL) with the SPAMC/1.5
// REPORT command: the score, the threshold, and each rule that hit with its points and
// description. Written here because the npm spamc clients are unmaintained; the protocol is a
// request line, two headers and the message (spamd/PROTOCOL in SpamAssassin). The answer is
// bounded (256 KiB) and so is the wait (15 s): spamd down or slow is "not scored", never 0.
import net from 'node:net';

export interface SpamdRule {
  name: string;
  points: number;
  description: string;
}

export interface SpamdVerdict {
  score: number;
  threshold: number;
  rules: SpamdRule[];
}

const maxAnswerBytes = 256 * 1024;

export function askSpamd(
  address: { host: string; port: number },
  message: Buffer,
  timeoutMs = 15_000,
): Promise<SpamdVerdict> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const socket = net.connect(address);
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error('spamd did not answer in time')));
    socket.on('connect', () => {
      socket.write(
        `REPORT SPAMC/1.5\r\nContent-length: ${message.length}\r\nUser: console\r\n\r\n`,
      );
      socket.end(message);
    });
    socket.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxAnswerBytes) socket.destroy(new Error('spamd answered too much'));
      else chunks.push(chunk);
    });
    socket.on('error', reject);
    socket.on('close', () => {
      try {
        resolve(readSpamdAnswer(Buffer.concat(chunks).toString('utf8')));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

/** The score line and the rules table of a REPORT answer. */
export function readSpamdAnswer(answer: string): SpamdVerdict {
  const status = /^SPAMD\/[\d.]+ (\d+) (\S+)/.exec(answer);
  if (!status) throw new Error('spamd gave no answer');
  if (status[1] !== '0') throw new Error(`spamd refused the message: ${status[2]}`);
  const spam = /^Spam: \w+ ; (-?[\d.]+) \/ (-?[\d.]+)/m.exec(answer);
  if (!spam) throw new Error('spamd gave no score');
  const rules: SpamdRule[] = [];
  const table = answer.split(/^-{3,} -{3,}.*$/m)[1] ?? '';
  for (const line of table.split(/\r?\n/)) {
    const rule = /^\s*(-?\d+(?:\.\d+)?)\s+([A-Z0-9_]+)\s+(.*)$/.exec(line);
    const last = rules.at(-1);
    if (rule)
      rules.push({ points: Number(rule[1]), name: rule[2] ?? '', description: rule[3] ?? '' });
    else if (last && /^\s{10,}\S/.test(line)) last.description += ` ${line.trim()}`;
  }
  return { score: Number(spam[1]), threshold: Number(spam[2]), rules };
}
