// The Email Auditor on both databases, as a sender uses it: the workspace's audit address, a
// newsletter signed with DKIM (its key, SPF, DMARC and reverse DNS published on a loopback DNS
// server) sent over STARTTLS, and a careless promotion sent in clear from an unknown domain,
// both through the SMTP listener; spamd is Debian's, the run's (sharedSpamd). Each report scores
// what its message deserves; a renewed address refuses mail to the old one; a full monthly
// allowance refuses more; another account never sees a report.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EmailAuditDetail, EmailAuditInbox } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInboundSmtp, type InboundSmtp } from '../../mail/inbound/smtpListener.ts';
import { newsletter, promotion, publishSender, signedBySender } from '../../testing/auditMail.ts';
import { testDatabases } from '../../testing/databases.ts';
import { useTestDnsServer } from '../../testing/dnsServer.ts';
import { freePort } from '../../testing/productProcess.ts';
import { sendRawMail } from '../../testing/smtpSend.ts';
import { sharedSpamd } from '../../testing/spamd.ts';
import { useTestApp, type TestSession } from '../../testing/testApp.ts';

const domain = 'audit.test';

describe.each(testDatabases)('Email Auditor on %s', (kind) => {
  const dnsHolder = useTestDnsServer();
  const env: Record<string, string> = {
    get DNS_SERVERS() {
      return dnsHolder.server.hostPort;
    },
    INBOUND_SMTP_HOST: '127.0.0.1',
    MAIL_DOMAIN: domain,
  };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-'));
  let spamdReady: Promise<void>;
  beforeAll(async () => {
    env.INBOUND_SMTP_PORT = String(await freePort());
    env.DATA_DIR = dataDir;
    // spamd starts (or is found running) while the database is prepared
    const spamd = sharedSpamd();
    env.SPAMD_URL = spamd.url;
    spamdReady = spamd.ready;
  });
  const holder = useTestApp(kind, env);
  let smtp: InboundSmtp;
  let owner: TestSession;
  let stranger: TestSession;
  const call = (path: string, body: object, session = owner) =>
    holder.app.call(path, { account: 'demo', ...body }, session);
  const inbox = async () =>
    (await call('member/emailaudit/all', { workspace: 'demo' })).json<EmailAuditInbox>();

  beforeAll(async () => {
    await spamdReady;
    const t = holder.app;
    publishSender(dnsHolder.server);
    smtp = (await startInboundSmtp(t.services)) as InboundSmtp;
    const password = await t.addUser('ops@demo.example', { account: 'demo', role: 'owner' });
    owner = await t.signIn('ops@demo.example', password);
    await t.services.db
      .insertInto('accounts')
      .values({ id: 'other', name: 'Other', modules: ['ea'] })
      .execute();
    const otherPassword = await t.addUser('ops@other.example', {
      account: 'other',
      role: 'owner',
    });
    stranger = await t.signIn('ops@other.example', otherPassword);
  }, 90_000);
  afterAll(async () => {
    await smtp?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const send = (to: string, raw: string, options: { from: string; tls: boolean }) =>
    sendRawMail(smtp.port, raw, { from: options.from, to }, options.tls);
  const reportsArrive = async (count: number) => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const current = await inbox();
      if (current.reports.length >= count) return current.reports;
      if (Date.now() > deadline) throw new Error(`${current.reports.length} reports of ${count}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const detail = async (id: string, session = owner) =>
    call('member/emailaudit/get', { id }, session);
  const results = (report: EmailAuditDetail) =>
    Object.fromEntries(
      report.report.topics.flatMap((topic) => topic.tests.map((test) => [test.id, test.result])),
    );

  it('gives the workspace an address and scores a signed newsletter and a careless promotion', async () => {
    const { address, reports } = await inbox();
    expect(address).toMatch(/^audit\+[0-9a-f]{16}@audit\.test$/);
    expect(reports).toEqual([]);
    expect((await inbox()).address).toBe(address);

    await send(address, await signedBySender(newsletter), {
      from: 'bounces@sender.example',
      tls: true,
    });
    await send(address, promotion, { from: 'deals@cheap.example', tls: false });
    const [promo, news] = await reportsArrive(2);
    expect([news?.subject, news?.from, promo?.subject, promo?.from]).toEqual([
      'November news',
      'news@sender.example',
      'WIN BIG',
      'deals@cheap.example',
    ]);

    const signed = (await detail(news?.id ?? '')).json<EmailAuditDetail>();
    expect(results(signed)).toMatchObject({
      'connection.tls': 'pass',
      'connection.ptr': 'pass',
      'connection.fcrdns': 'pass',
      'connection.helo': 'pass',
      'reputation.ip_lists': 'pass',
      'reputation.domain_lists': 'pass',
      'envelope.spf': 'pass',
      'envelope.alignment': 'pass',
      'dkim.valid': 'pass',
      'dkim.key_length': 'pass',
      'dkim.alignment': 'pass',
      'header.one_click': 'pass',
      'dmarc.record': 'pass',
      'dmarc.policy': 'pass',
      'dmarc.result': 'pass',
      'dmarc.arc': 'info',
      'dmarc.bimi': 'pass',
      'content.parts': 'pass',
      'content.spamassassin': 'pass',
      'links.https': 'pass',
      'links.alignment': 'pass',
    });
    expect(signed.summary).toEqual({
      CONNECTION: 10,
      REPUTATION: 10,
      ENVELOPE: 10,
      DKIM: 10,
      HEADER: 10,
      DMARC: 10,
      CONTENT: 10,
      LINKS: 10,
    });
    expect(signed.requirements.every((requirement) => requirement.met)).toBe(true);
    expect(signed.header).toMatch(/^DKIM-Signature: v=1; a=rsa-sha256;/);
    expect(signed.data).toMatchObject({
      client_ip: '127.0.0.1',
      ptr: 'mta.sender.example',
      helo: 'mta.sender.example',
      return_path: 'bounces@sender.example',
      spf: 'pass',
      dmarc: 'pass',
    });
    expect(signed.data.tls_version).toMatch(/^TLSv1\.[23]$/);

    const careless = (await detail(promo?.id ?? '')).json<EmailAuditDetail>();
    expect(results(careless)).toMatchObject({
      'connection.tls': 'fail',
      'reputation.domain_lists': 'pass',
      'envelope.spf': 'fail',
      'dkim.signature': 'fail',
      'header.date': 'fail',
      'header.message_id': 'fail',
      'header.mime_version': 'fail',
      'header.list_unsubscribe': 'fail',
      'header.one_click': 'fail',
      'dmarc.record': 'fail',
      'dmarc.bimi': 'info',
      'content.parts': 'warning',
      'content.image_ratio': 'warning',
      'links.https': 'warning',
      'links.shorteners': 'fail',
      'links.domain_lists': 'fail',
      'links.alignment': 'warning',
    });
    const linkTest = careless.report.topics
      .find((topic) => topic.id === 'LINKS')
      ?.tests.find((test) => test.id === 'links.domain_lists');
    expect(linkTest?.facts).toEqual({ listed: 'spam-links.example (Spamhaus DBL)' });
    expect(careless.summary).toEqual({
      CONNECTION: 6,
      REPUTATION: 10,
      ENVELOPE: 4,
      DKIM: 4,
      HEADER: 0,
      DMARC: 4,
      CONTENT: 2,
      LINKS: 0,
    });
    // Debian's SpamAssassin rules, network tests off
    const spamassassin = careless.report.topics
      .find((topic) => topic.id === 'CONTENT')
      ?.tests.find((test) => test.id === 'content.spamassassin');
    expect(spamassassin).toMatchObject({
      result: 'fail',
      penalty: 6,
      facts: {
        score: '7.2',
        threshold: '5',
        rules:
          'MISSING_DATE 2.7, HTML_IMAGE_ONLY_04 1.7, SHORT_SHORTNER 1, TO_NO_BRKTS_HTML_ONLY 1, ' +
          'MISSING_MID 0.6, MIME_HEADER_CTYPE_ONLY 0.1, MIME_HTML_ONLY 0.1',
      },
    });
    expect((await inbox()).reports.map((report) => report.score)).toEqual([3.8, 10]);
    expect(careless.requirements.filter((requirement) => requirement.met)).toEqual([
      { id: 'dns', met: true },
    ]);
    expect(careless.html).toContain('bit.ly/deal');
    expect(careless.text).toBeNull();
  });

  it('keeps a report from another account, and renews the address', async () => {
    const [report] = (await inbox()).reports;
    const foreign = await detail(report?.id ?? '', stranger);
    expect([foreign.statusCode, foreign.json()]).toEqual([
      403,
      { name: 'Forbidden', message: 'You are not a member of this account' },
    ]);
    const asOther = await holder.app.call(
      'member/emailaudit/get',
      { account: 'other', id: report?.id },
      stranger,
    );
    expect(asOther.json()).toMatchObject({ name: 'NotFound' });

    const old = (await inbox()).address;
    const renewed = (await call('editor/emailaudit/renew', { workspace: 'demo' })).json<{
      address: string;
    }>();
    expect(renewed.address).not.toBe(old);
    expect((await inbox()).address).toBe(renewed.address);
    await expect(
      send(old, promotion, { from: 'deals@cheap.example', tls: false }),
    ).rejects.toMatchObject({ responseCode: 550 });
  });

  it('refuses mail past the account monthly audit allowance', async () => {
    await holder.app.services.db
      .updateTable('accounts')
      .set({ audit_limit: 2 })
      .where('id', '=', 'demo')
      .execute();
    const { address } = await inbox();
    await expect(
      send(address, promotion, { from: 'deals@cheap.example', tls: false }),
    ).rejects.toMatchObject({ responseCode: 550 });
    expect((await inbox()).reports).toHaveLength(2);
    const admin = await holder.app.signIn('admin@example.com', 'admin password 123');
    const usage = (await holder.app.call('admin/usage/all', {}, admin)).json<
      Array<{ account: string; audits: number; audit_limit: number | null }>
    >();
    expect(usage.find((row) => row.account === 'demo')).toMatchObject({
      audits: 2,
      audit_limit: 2,
    });
  });
});
