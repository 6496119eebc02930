// Feedback and client error reports on both databases; feedback mail read from a local SMTP
// server.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../testing/databases.ts';
import { startSmtpCapture, type SmtpCapture } from '../../testing/smtpCapture.ts';
import { adminEmail, adminPassword, useTestApp } from '../../testing/testApp.ts';

let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(() => smtp.close());

describe.each(testDatabases)('feedback on %s', (kind) => {
  const holder = useTestApp(kind, {
    get SMTP_URL() {
      return smtp.url;
    },
    FEEDBACK_EMAIL: 'product@example.com',
  } as unknown as Record<string, string>);
  const t = () => holder.app;

  it('keeps feedback and mails it to FEEDBACK_EMAIL', async () => {
    const session = await t().signIn(adminEmail, adminPassword);
    const response = await t().call(
      'user/feedback/send',
      { message: '  The bounce report is great.  ', url: '/demo/delivery-analytics/report' },
      session,
    );
    expect([response.statusCode, response.json()]).toEqual([200, { ok: true }]);
    const rows = await t().storage.db.selectFrom('feedback').selectAll().execute();
    expect(rows).toMatchObject([
      {
        user_id: adminEmail,
        message: 'The bounce report is great.',
        url: '/demo/delivery-analytics/report',
      },
    ]);
    const mail = await smtp.waitFor('product@example.com');
    expect(mail.subject).toBe(`Feedback from ${adminEmail}`);
    expect(mail.text).toContain('The bounce report is great.');
    expect(mail.text).toContain('Page: /demo/delivery-analytics/report');
  });

  it('keeps a client error from a visitor, without local-storage entries that may hold secrets', async () => {
    const report = {
      error: {
        name: 'TypeError',
        message: "Cannot read properties of undefined (reading 'id')",
        stack: 'at Report (report.tsx:10)',
      },
      url: '/demo/delivery-analytics/report',
      localstorage: { language: 'fr', csrfToken: 'abc', 'auth.token': 'def', history: '["/demo"]' },
    };
    const response = await t().call('public/feedback/error', report);
    expect([response.statusCode, response.json()]).toEqual([200, { ok: true }]);
    const rows = await t().storage.db.selectFrom('client_errors').selectAll().execute();
    expect(rows).toMatchObject([
      {
        user_id: null,
        name: 'TypeError',
        url: report.url,
        local_storage: { language: 'fr', history: '["/demo"]' },
      },
    ]);
  });

  it('stays limited when reports cannot be stored, and never logs what a client sent', async () => {
    const db = t().storage.db;
    // A real failure of storage: the table is gone for the time of the test.
    await sql`alter table client_errors rename to client_errors_away`.execute(db);
    const stack = 'at secretFunction (app.tsx:42) with api-key-6f1d';
    const report = {
      error: { name: 'Error', message: 'boom', stack },
      url: '/demo/delivery-analytics/report',
      localstorage: {},
    };
    try {
      const statuses: number[] = [];
      for (let sent = 0; sent < 40; sent += 1) {
        const response = await t().app.inject({
          method: 'POST',
          url: '/api/v1.1/public/feedback/error',
          payload: report,
          // the limit is per process: each database's run has its own address
          remoteAddress: kind === 'pglite' ? '198.51.100.7' : '198.51.100.8',
        });
        statuses.push(response.statusCode);
      }
      expect(new Set(statuses)).toEqual(new Set([200]));
    } finally {
      await sql`alter table client_errors_away rename to client_errors`.execute(db);
    }
    const notStored = t().logs.filter((line) => line.includes('client error report not stored'));
    expect(notStored).toHaveLength(30);
    expect(t().logs.filter((line) => line.includes('secretFunction'))).toEqual([]);
  });
});
