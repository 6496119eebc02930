// DMARC Reports' alerts on both databases (the demo account's, seeded at first start): a
// domain's first sources and policy are a baseline,
// told to no one; then a new source failing DMARC and a change of the published policy are
// mailed once to the account's alert recipients, each in their language, with a link to the
// screens; a recipient who switched the alert off and a source not yet looked up are left out.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../testing/databases.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { latestOutboxMail } from '../../mail/outbox.repository.ts';
import { saveSource } from './dmarc.repository.ts';
import { newSourceAlert, policyChangeAlert, runDmarcAlerts } from './dmarcAlerts.ts';
import { importReports } from './reportImport.ts';

const now = Date.UTC(2026, 10, 20, 12);
const day = (offset: number) => Date.UTC(2026, 10, 20 + offset) / 1000;

function report(
  id: string,
  begin: number,
  p: string,
  rows: [ip: string, count: number, pass: boolean][],
) {
  const records = rows.map(
    ([ip, count, pass]) =>
      `<record><row><source_ip>${ip}</source_ip><count>${count}</count><policy_evaluated><disposition>none</disposition><dkim>${pass ? 'pass' : 'fail'}</dkim><spf>fail</spf></policy_evaluated></row><identifiers><header_from>alerts.example</header_from></identifiers><auth_results><spf><domain>alerts.example</domain><result>fail</result></spf></auth_results></record>`,
  );
  return Buffer.from(
    `<feedback><report_metadata><org_name>google.com</org_name><report_id>${id}</report_id><date_range><begin>${begin}</begin><end>${begin + 86_399}</end></date_range></report_metadata><policy_published><domain>alerts.example</domain><p>${p}</p></policy_published>${records.join('')}</feedback>`,
  );
}

const named = (ip: string, ptr: string | null, baseDomain: string | null) => ({
  ip,
  ptr,
  base_domain: baseDomain,
  country: null,
  asn: null,
  as_name: null,
  lookup_error: null,
});

describe.each(testDatabases)('DMARC alerts on %s', (kind) => {
  const holder = useTestApp(kind);

  beforeAll(async () => {
    const t = holder.app;
    const { db } = t.services;
    const passwords: Record<string, string> = {};
    for (const [email, language] of [
      ['postmaster@demo.example', 'en'],
      ['responsable@demo.example', 'fr'],
      ['quiet@demo.example', 'en'],
    ] as const) {
      passwords[email] = await t.addUser(email, { account: 'demo' });
      await db.updateTable('users').set({ language }).where('id', '=', email).execute();
      await db
        .updateTable('memberships')
        .set({ alerts: true })
        .where('user_id', '=', email)
        .execute();
    }
    // one recipient switches the policy alert off in their alert center
    const quiet = await t.signIn('quiet@demo.example', passwords['quiet@demo.example'] as string);
    const switched = await t.call(
      'user/alerts/set',
      { id: 'demo-dmarc-policy', scope: 'domain', alert: policyChangeAlert, active: false },
      quiet,
    );
    expect(switched.statusCode).toBe(200);
  });

  it('tells no one of a domain’s first sources and policy', async () => {
    const { db } = holder.app.services;
    await importReports(
      db,
      'demo',
      report('a-1', day(-2), 'none', [
        ['192.0.2.10', 50, true],
        ['192.0.2.66', 4, false],
      ]),
    );
    await saveSource(db, named('192.0.2.10', 'o1.ptr.sendgrid.net', 'sendgrid.net'));
    await saveSource(db, named('192.0.2.66', null, null));
    expect(await runDmarcAlerts(holder.app.services, now)).toEqual([]);
  });

  it('mails a new failing source and a policy change once, in each recipient’s language', async () => {
    const { db } = holder.app.services;
    await importReports(
      db,
      'demo',
      report('a-2', day(-1), 'reject', [
        ['192.0.2.10', 60, true],
        ['198.51.100.20', 7, false],
        ['203.0.113.9', 3, false],
      ]),
    );
    await saveSource(db, named('198.51.100.20', 'a20.smtp-out.amazonses.com', 'amazonses.com'));
    // 203.0.113.9 is not looked up yet: it waits for its name
    const events = await runDmarcAlerts(holder.app.services, now);
    expect(events).toEqual([
      {
        alert: newSourceAlert,
        account: 'demo',
        domain: 'alerts.example',
        subject: 'amazonses.com',
        // the demo's admin is a recipient from the first start
        sentTo: [
          'admin@example.com',
          'postmaster@demo.example',
          'quiet@demo.example',
          'responsable@demo.example',
        ],
      },
      {
        alert: policyChangeAlert,
        account: 'demo',
        domain: 'alerts.example',
        subject: 'p=reject; sp=reject',
        sentTo: ['admin@example.com', 'postmaster@demo.example', 'responsable@demo.example'],
      },
    ]);
    const [policyMail] = await latestOutboxMail(db, 1, 'responsable@demo.example');
    expect(policyMail).toMatchObject({
      subject: '[DMARC] alerts.example publie désormais p=reject; sp=reject',
      text_body: [
        'La politique DMARC de alerts.example est passée de « p=none; sp=none » à « p=reject; sp=reject », d’après le rapport de google.com du 2026-11-19.',
        'Si vous n’avez pas fait ce changement, vérifiez dès maintenant l’enregistrement TXT _dmarc.alerts.example : les destinataires l’appliquent.',
        '',
        'Le domaine :',
        'http://localhost:8080/demo/dmarc-reports/domains/alerts.example',
      ].join('\n'),
    });
    const [sourceMail] = await latestOutboxMail(db, 2, 'postmaster@demo.example').then((mails) =>
      mails.filter((mail) => mail.subject.includes('New source')),
    );
    expect(sourceMail).toMatchObject({
      subject: '[DMARC] New source failing DMARC for alerts.example: amazonses.com (Amazon SES)',
      text_body: [
        'A source the console had not seen send as alerts.example appeared in DMARC reports: amazonses.com (Amazon SES).',
        'In the last 3 days it sent 7 messages as alerts.example; 7 failed DMARC.',
        '',
        'If it sends for you, authorise it: add it to the SPF record of alerts.example, or have it sign with a DKIM key of alerts.example.',
        'If it does not, it is sending as alerts.example without your leave: a DMARC policy of quarantine or reject stops its mail.',
        '',
        'Its records:',
        'http://localhost:8080/demo/dmarc-reports/domains/alerts.example/amazonses.com',
      ].join('\n'),
    });
    // told once
    expect(await runDmarcAlerts(holder.app.services, now)).toEqual([]);
    const mails = await sql<{
      n: number;
    }>`select count(*)::int as n from outbox_mail where subject like '[DMARC]%'`.execute(db);
    expect(mails.rows[0]?.n).toBe(7);
  });
});
