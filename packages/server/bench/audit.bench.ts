// `npm run bench:audit -- [--db pglite,postgres] [--runs K]`: the Email Auditor benchmark, figures
// printed, not asserted.
// 1. A 100 kB newsletter (text and HTML, 60 links, DKIM-signed with a 2048-bit key) audited K
//    times (default 30) from the end of DATA to a stored report: the raw message stored as the
//    SMTP listener stores it, then processed by the audit route (parse, SPF, DKIM, DMARC, ARC,
//    reverse DNS, 15 blocklists for the IP and the domains, the eight topics, the report row),
//    DNS from a loopback server, spamd off. The baseline, in the same process: mailauth's
//    authenticate() alone on the same message and resolver.
// 2. spamd (Debian's, when installed) scoring the same message, printed apart.
// 3. 20 messages sent at once through the SMTP listener: how many reports are stored, and when.
import '../../../scripts/benchUsage.ts';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { authenticate } from 'mailauth';
import nodemailer from 'nodemailer';
import { loadConfig } from '../src/config.ts';
import { mailauthResolver } from '../src/dns/mailauthResolver.ts';
import { createLogger } from '../src/http/logging.ts';
import { insertMessages } from '../src/mail/inbound/inbound.repository.ts';
import { processMessage } from '../src/mail/inbound/processing.ts';
import { inboundRoutes } from '../src/mail/inbound/registry.ts';
import { startInboundSmtp, type InboundSmtp } from '../src/mail/inbound/smtpListener.ts';
import { askSpamd } from '../src/modules/auditor/audit/spamd.ts';
import { startServices } from '../src/start.ts';
import { publishSender, signedBySender } from '../src/testing/auditMail.ts';
import { serveLiveLists } from '../src/testing/blocklistZones.ts';
import { startTestDnsServer } from '../src/testing/dnsServer.ts';
import { freePort } from '../src/testing/productProcess.ts';
import { spamdBinary, startSpamd } from '../src/testing/spamd.ts';
import { loadAverage, option } from './benchArgs.ts';
import { ms, median, table } from './da/stats.ts';
import { freshStorage } from './freshStorage.ts';

const databases = option('db', 'pglite,postgres').split(',');
const runs = Number(option('runs', '30'));
const log = (line: string) => console.log(line);

log(
  `Email Auditor benchmark: ${os.cpus().length} cores, Node ${process.version}, load average ${loadAverage()}`,
);

const dns = await startTestDnsServer();
serveLiveLists(dns);
publishSender(dns);

/** A newsletter of about 100 kB: 60 articles, each a paragraph and a link, in text and HTML. */
function newsletter(): string {
  const words = 'deliverability senders inbox placement reputation authentication'.split(' ');
  const paragraph = (n: number) =>
    Array.from({ length: 70 }, (_, i) => words[(n + i) % words.length]).join(' ');
  const articles = Array.from({ length: 60 }, (_, n) => n);
  const html = articles
    .map(
      (n) =>
        `<h2>Article ${n}</h2><p style="font-family:Arial,sans-serif;color:#333">${paragraph(n)}</p>` +
        `<p><a href="https://sender.example/articles/${n}?utm_source=news">Read more</a></p>`,
    )
    .join('\n');
  const text = articles
    .map((n) => `Article ${n}\n${paragraph(n)}\nhttps://sender.example/articles/${n}\n`)
    .join('\n');
  return [
    'From: Example News <news@sender.example>',
    'To: audit@example.net',
    'Subject: The weekly news',
    'Date: Thu, 26 Nov 2026 09:00:00 +0000',
    'Message-ID: <weekly-48@sender.example>',
    'MIME-Version: 1.0',
    'List-Unsubscribe: <https://sender.example/u/abc>',
    'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    'Content-Type: multipart/alternative; boundary="b"',
    '',
    '--b',
    'Content-Type: text/plain; charset=utf-8',
    '',
    text,
    '--b',
    'Content-Type: text/html; charset=utf-8',
    '',
    `<html><body>${html}</body></html>`,
    '--b--',
    '',
  ].join('\r\n');
}

const raw = Buffer.from(await signedBySender(newsletter()));
log(`Message: ${(raw.length / 1024).toFixed(0)} kB; DNS from a loopback server.`);

for (const kind of databases) {
  const { storage, cleanUp } = await freshStorage(kind, 'audit_bench');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-bench-'));
  const config = loadConfig({
    APP_DIR: '/nonexistent',
    DATA_DIR: dataDir,
    DNS_SERVERS: dns.hostPort,
    MAIL_DOMAIN: 'audit.bench',
    INBOUND_SMTP_HOST: '127.0.0.1',
    INBOUND_SMTP_PORT: String(await freePort()),
    SPAMD_URL: 'off',
    SECRET_KEY: crypto.randomBytes(32).toString('base64'),
  });
  const started = await startServices(config, createLogger('silent'), storage, { work: false });
  const { services } = started;
  const workspace = await services.db
    .selectFrom('workspaces')
    .select(['id', 'account_id'])
    .executeTakeFirstOrThrow();
  const token = 'bench0000000000';
  await services.db
    .insertInto('audit_addresses')
    .values({ workspace_id: workspace.id, account_id: workspace.account_id, token })
    .execute();
  const to = `audit+${token}@audit.bench`;

  const audits: number[] = [];
  const baselines: number[] = [];
  const resolver = mailauthResolver(services.dns);
  for (let run = 0; run < runs + 3; run += 1) {
    const auditStart = performance.now();
    const [id] = await insertMessages(services.db, [
      {
        source: 'smtp',
        route: 'audit',
        mail_from: 'bounces@sender.example',
        rcpt_to: [to],
        client_address: '127.0.0.1',
        helo: 'mta.sender.example',
        tls_protocol: 'TLSv1.3',
        tls_cipher: 'TLS_AES_256_GCM_SHA384',
        size: raw.length,
        raw,
      },
    ]);
    const outcome = await processMessage(services, id ?? 0, inboundRoutes);
    if (outcome.state !== 'processed') throw new Error(`audit ${outcome.state}`);
    const auditMs = performance.now() - auditStart;
    const baseStart = performance.now();
    await authenticate(raw, {
      ip: '127.0.0.1',
      helo: 'mta.sender.example',
      sender: 'bounces@sender.example',
      mta: 'audit.bench',
      resolver,
      disableBimi: true,
    });
    const baseMs = performance.now() - baseStart;
    if (run >= 3) {
      audits.push(auditMs);
      baselines.push(baseMs);
    }
  }
  log('');
  log(`1. One audit on ${kind}, end of DATA to stored report (load average ${loadAverage()})`);
  for (const line of table([
    ['step', 'p50', 'runs'],
    ['mailauth authenticate() alone (baseline)', ms(median(baselines)), String(runs)],
    ['audit, stored', ms(median(audits)), String(runs)],
    ['ratio', `${(median(audits) / median(baselines)).toFixed(2)}x`, ''],
  ]))
    log(line);

  // 3. twenty at once through the listener
  const smtp = (await startInboundSmtp(services)) as InboundSmtp;
  const before = await services.db
    .selectFrom('audit_reports')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const burstStart = performance.now();
  const responses = await Promise.allSettled(
    Array.from({ length: 20 }, async () => {
      const transport = nodemailer.createTransport({
        host: '127.0.0.1',
        port: smtp.port,
        secure: false,
        ignoreTLS: true,
        name: 'mta.sender.example',
      });
      try {
        return await transport.sendMail({
          envelope: { from: 'bounces@sender.example', to: [to] },
          raw,
        });
      } finally {
        transport.close();
      }
    }),
  );
  const accepted = responses.filter((response) => response.status === 'fulfilled').length;
  let stored: number;
  for (;;) {
    const row = await services.db
      .selectFrom('audit_reports')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    stored = Number(row.n) - Number(before.n);
    if (stored >= accepted || performance.now() - burstStart > 120_000) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  log('');
  log(`3. 20 audits arriving at once on ${kind}`);
  for (const line of table([
    ['sent', 'accepted (250)', 'reports stored', 'all stored after'],
    ['20', String(accepted), String(stored), ms(performance.now() - burstStart)],
  ]))
    log(line);
  await smtp.close();
  await started.stop();
  cleanUp();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

log('');
if (fs.existsSync(spamdBinary)) {
  const spamd = await startSpamd();
  const times: number[] = [];
  let score = 0;
  for (let run = 0; run < runs + 3; run += 1) {
    const start = performance.now();
    score = (await askSpamd(spamd, raw)).score;
    if (run >= 3) times.push(performance.now() - start);
  }
  await spamd.stop();
  log('2. spamd (Debian SpamAssassin, local tests) on the same message, apart from the audit');
  for (const line of table([
    ['step', 'p50', 'score', 'runs'],
    ['spamd REPORT', ms(median(times)), String(score), String(runs)],
  ]))
    log(line);
} else {
  log(`2. spamd: ${spamdBinary} is not installed (apt-get install spamd), not measured`);
}
await dns.close();
