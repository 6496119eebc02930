// The SMTP listener as main.ts starts it (startInboundSmtp on the services of startServices),
// driven by a real SMTP client (nodemailer) on loopback, on both databases: a message is stored
// with its envelope, client, HELO and size before the 250, with and without STARTTLS (and its
// TLS facts then); RCPT TO of an address no route accepts is refused with 550 at once; SIZE is
// announced and a larger message refused (552) and not stored; a handler that throws leaves the
// message stored, failed with the reason, and `pnpm console inbound --retry` processes it again.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseArgs } from '../../cli/args.ts';
import { inboundCommand } from '../../cli/inboundCommands.ts';
import { testDatabases } from '../../testing/databases.ts';
import { createTestRoute } from '../../testing/inboundRoute.ts';
import { freePort } from '../../testing/productProcess.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { insertMessages } from './inbound.repository.ts';
import { startInboundSmtp, type InboundSmtp } from './smtpListener.ts';
import { generatedCertificateFile } from './tlsCertificate.ts';

const domain = 'inbound.test';
const message = (subject: string, body = 'A report.') =>
  `From: reports@sender.example\r\nTo: test+known@${domain}\r\nSubject: ${subject}\r\n` +
  `Message-ID: <${subject.replace(/\W/g, '')}@sender.example>\r\n\r\n${body}\r\n`;

/** A plain SMTP conversation, for what a client library does not let a test say. */
async function converse(port: number, lines: readonly string[]): Promise<string[]> {
  const socket = net.connect(port, '127.0.0.1');
  const replies: string[] = [];
  let buffer = '';
  let wake = () => undefined as void;
  socket.on('data', (chunk: Buffer) => {
    buffer += chunk.toString('latin1');
    wake();
  });
  const reply = async () => {
    for (;;) {
      const end = /^\d{3} .*\r\n/m.exec(buffer);
      if (end) {
        const text = buffer.slice(0, end.index + end[0].length);
        buffer = buffer.slice(text.length);
        return text.trimEnd();
      }
      await new Promise<void>((resolve) => (wake = resolve));
    }
  };
  replies.push(await reply());
  for (const line of lines) {
    socket.write(`${line}\r\n`);
    replies.push(await reply());
  }
  socket.end();
  return replies;
}

describe.each(testDatabases)('the SMTP listener on %s', (kind) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inbound-smtp-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    INBOUND_SMTP_HOST: '127.0.0.1',
    MAIL_DOMAIN: domain,
    INBOUND_MAX_MESSAGE_MB: '1',
  };
  beforeAll(async () => {
    env.INBOUND_SMTP_PORT = String(await freePort());
  });
  const holder = useTestApp(kind, env);
  const t = () => holder.app;
  const route = createTestRoute();
  const audit = createTestRoute('audit');
  let smtp: InboundSmtp;
  beforeAll(async () => {
    smtp = (await startInboundSmtp(t().services, { routes: [route, audit] })) as InboundSmtp;
  });
  afterAll(async () => {
    await smtp?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const send = async (raw: string, to: string[], tls: boolean) => {
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      name: 'sender.example',
      ignoreTLS: !tls,
      requireTLS: tls,
      // the generated certificate is self-signed, as senders of reports accept
      tls: { rejectUnauthorized: false },
    });
    try {
      return await transport.sendMail({ envelope: { from: 'bounces@sender.example', to }, raw });
    } finally {
      transport.close();
    }
  };
  const storedIds = (response: string) =>
    /Stored as ([\d, ]+)$/.exec(response)?.[1]?.split(', ').map(Number) ?? [];
  const row = (id: number) =>
    t()
      .storage.db.selectFrom('inbound_messages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const count = async () =>
    (await t().storage.db.selectFrom('inbound_messages').select('id').execute()).length;
  /** the row once its handler has run */
  const settled = async (id: number) => {
    for (let attempt = 0; attempt < 100; attempt++) {
      const current = await row(id);
      if (current.state === 'processed' || current.state === 'failed') return current;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`message ${id} was not processed`);
  };

  it('stores a message with its envelope before answering 250, then its handler parses it', async () => {
    const raw = message('Report 1');
    const info = await send(raw, [`test+known@${domain}`], false);
    expect(info.response).toMatch(/^250 /);
    const [id] = storedIds(info.response);
    // stored when the client had its answer
    expect(await row(id as number)).toMatchObject({
      source: 'smtp',
      route: 'test',
      mail_from: 'bounces@sender.example',
      rcpt_to: [`test+known@${domain}`],
      client_address: '127.0.0.1',
      helo: 'sender.example',
      tls_protocol: null,
      tls_cipher: null,
      size: Buffer.byteLength(raw),
    });
    const done = await settled(id as number);
    expect(Buffer.from(done.raw).toString()).toBe(raw);
    expect([done.state, done.failure, done.attempts]).toEqual(['processed', null, 1]);
    expect(route.handled.find((entry) => entry.id === id)?.subject).toBe('Report 1');
  });

  it('stores the TLS protocol and cipher of a sender that used STARTTLS', async () => {
    const info = await send(message('Report over TLS'), [`test+known@${domain}`], true);
    const stored = await row(storedIds(info.response)[0] as number);
    expect(stored.tls_protocol).toMatch(/^TLSv1\.[23]$/);
    expect(stored.tls_cipher).toMatch(/^TLS_|AES|CHACHA/);
    // the certificate was generated into the data folder, readable by its owner only
    const kept = path.join(dataDir, generatedCertificateFile);
    expect(fs.statSync(kept).mode & 0o777).toBe(0o600);
    expect(smtp.tls).toBe('generated');
  });

  it('keeps one row per route for a message to two modules', async () => {
    const info = await send(
      message('Two routes'),
      [`test+known@${domain}`, `audit+fails@${domain}`],
      false,
    );
    const ids = storedIds(info.response);
    expect(ids).toHaveLength(2);
    const rows = await Promise.all(ids.map(row));
    expect(rows.map((stored) => [stored.route, stored.rcpt_to])).toEqual([
      ['test', [`test+known@${domain}`]],
      ['audit', [`audit+fails@${domain}`]],
    ]);
  });

  it('refuses with 550 at RCPT TO an address no route accepts', async () => {
    const before = await count();
    for (const to of [
      `test+unknown@${domain}`,
      `nobody@${domain}`,
      `other+known@${domain}`,
      `test+known@elsewhere.example`,
    ]) {
      const refused = await send(message('Refused'), [to], false).catch((error: unknown) => error);
      expect(refused).toMatchObject({ code: 'EENVELOPE', responseCode: 550, command: 'RCPT TO' });
    }
    expect(await count()).toBe(before);
    // one refused among accepted ones: the message is stored for the accepted one only
    const mixed = await send(
      message('Mixed'),
      [`test+nope@${domain}`, `test+known@${domain}`],
      false,
    );
    expect([mixed.accepted, mixed.rejected]).toEqual([
      [`test+known@${domain}`],
      [`test+nope@${domain}`],
    ]);
    expect((await row(storedIds(mixed.response)[0] as number)).rcpt_to).toEqual([
      `test+known@${domain}`,
    ]);
  });

  it('announces SIZE and refuses a larger message, stored or not, with 552', async () => {
    const before = await count();
    const large = message('Too large', 'x'.repeat(76).concat('\r\n').repeat(15_000));
    const refused = await send(large, [`test+known@${domain}`], false).catch(
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ responseCode: 552 });
    // a client that does not declare the size: the limit holds on the data itself
    const replies = await converse(smtp.port, [
      'EHLO sender.example',
      'MAIL FROM:<bounces@sender.example>',
      `RCPT TO:<test+known@${domain}>`,
      'DATA',
      `${large}.`,
      'QUIT',
    ]);
    expect(replies[1]).toMatch(/^250[- ]SIZE 1048576$/m);
    expect(replies[4]).toMatch(/^354/);
    expect(replies[5]).toMatch(/^552 /);
    expect(await count()).toBe(before);
  });

  it('keeps a message whose handler throws, failed with the reason, and --retry parses it again', async () => {
    const info = await send(message('Report fail'), [`test+fails@${domain}`], false);
    const id = storedIds(info.response)[0] as number;
    const failed = await settled(id);
    expect([failed.state, failed.failure]).toEqual([
      'failed',
      'the report is not XML (test route)',
    ]);
    expect(Buffer.from(failed.raw).toString()).toContain('Subject: Report fail');

    const services = t().services;
    const inbound = (argv: string[]) => inboundCommand(services, parseArgs(argv), [route, audit]);
    const listed = await inbound(['inbound', '--state', 'failed']);
    expect(listed[0]).toBe('ID\tRECEIVED\tSOURCE\tFROM\tTO\tSIZE\tTLS\tROUTE\tSTATE\tFAILURE');
    expect(listed.find((line) => line.startsWith(`${id}\t`))).toMatch(
      new RegExp(
        `\\tsmtp 127\\.0\\.0\\.1\\tbounces@sender\\.example\\ttest\\+fails@${domain}\\t\\d+\\t-\\ttest\\tfailed\\tthe report is not XML`,
      ),
    );
    await expect(inbound(['inbound', '--retry', String(id)])).rejects.toThrow(
      `Mail ${id} failed again: the report is not XML`,
    );
    route.failing = false;
    expect(await inbound(['inbound', '--retry', String(id)])).toEqual([`Mail ${id} processed.`]);
    expect(await row(id)).toMatchObject({ state: 'processed', failure: null, attempts: 3 });
    expect(route.handled.at(-1)).toMatchObject({ id, subject: 'Report fail' });
    await expect(inbound(['inbound', '--retry', String(id)])).rejects.toThrow(
      `Mail ${id} is processed: only a failed mail is retried`,
    );
    await expect(inbound(['inbound', '--retry', '999999'])).rejects.toThrow('No mail 999999');
  });

  it('processes at start a message a stopped process stored but did not process', async () => {
    const [id] = await insertMessages(t().storage.db, [
      {
        source: 'smtp',
        route: 'test',
        rcpt_to: [`test+known@${domain}`],
        size: 10,
        raw: Buffer.from(message('Left over')),
      },
    ]);
    const services = t().services;
    const config = {
      ...services.config,
      inbound: { ...services.config.inbound, smtpPort: await freePort() },
    };
    const second = (await startInboundSmtp(
      { ...services, config },
      { routes: [route] },
    )) as InboundSmtp;
    await second.close();
    expect((await row(id as number)).state).toBe('processed');
  });
});
