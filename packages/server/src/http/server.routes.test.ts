// Every route the product documents is served by the server main.ts builds (server.ts):
// each contract call, each sign-in route, the ingest address of each source, and the app, all
// with the security headers. A
// route that is not registered answers the not-found handler's "No route" (or, for a contract
// call no module handles, the router's "Unknown call"); anything else means it is there. The
// calls of the modules still to come are listed by name, so one that lands must leave the list.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { authCalls, calls, exampleOf } from '@console/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { ssoHandoffPath } from '../auth/sso.routes.ts';
import { pushSources } from '../modules/delivery/ingest/parse/formats.ts';
import { ingestPaths } from '../modules/delivery/ingest/ingest.routes.ts';
import { testDatabases } from '../testing/databases.ts';
import { seedMatrix } from '../testing/matrixFixture.ts';
import { useTestApp } from '../testing/testApp.ts';
import { awaitingTheirModule } from '../testing/awaitingModules.ts';

const appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-app-'));
fs.writeFileSync(path.join(appDir, 'index.html'), '<!doctype html><title>console</title>');
afterAll(() => fs.rmSync(appDir, { recursive: true, force: true }));

const missing = (answer: { statusCode: number; body: string }) =>
  answer.statusCode === 404 && /"message":"(No route|Unknown call)/.test(answer.body);

describe.each(testDatabases)('the assembled server on %s', (kind) => {
  const holder = useTestApp(kind, { APP_DIR: appDir });

  it('answers every contract call but those of the modules to come', async () => {
    const t = holder.app;
    const { admin } = await seedMatrix(t);
    const unanswered: string[] = [];
    for (const call of calls) {
      const answer = await t.call(call.key, exampleOf(call.input), admin);
      if (missing(answer)) unanswered.push(call.key);
    }
    expect(unanswered).toEqual(awaitingTheirModule);
  });

  it('answers every sign-in route', async () => {
    const t = holder.app;
    for (const auth of authCalls) {
      const answer = await t.app.inject({ method: auth.method, url: auth.path, payload: {} });
      expect(missing(answer), `${auth.method} ${auth.path}`).toBe(false);
    }
    for (const provider of ['google', 'microsoft']) {
      const callback = await t.app.inject({
        method: 'GET',
        url: `/api/v1.1/auth/authenticate/${provider}/callback`,
      });
      expect(missing(callback), `${provider} callback`).toBe(false);
    }
    const handoff = await t.app.inject({ method: 'GET', url: ssoHandoffPath });
    expect(missing(handoff), 'sso handoff').toBe(false);
  });

  it('answers the ingest address of every source, asking for the dataset key', async () => {
    const paths = ingestPaths('demo-newsletters');
    expect(paths).toHaveLength(pushSources.length);
    for (const url of paths) {
      const answer = await holder.app.app.inject({ method: 'POST', url, payload: 'x' });
      expect(answer.statusCode, url).toBe(401);
    }
  });

  it('sends the security headers on the app and on the API', async () => {
    const app = holder.app.app;
    const page = await app.inject({ method: 'GET', url: '/demo/delivery-analytics/report' });
    const call = await app.inject({
      method: 'POST',
      url: '/api/v1.1/public/system/heartbeat',
      payload: {},
    });
    for (const answer of [page, call]) {
      const policy = String(answer.headers['content-security-policy']);
      expect(policy).toContain("script-src 'self';");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).not.toContain('unsafe-eval');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('serves the app at / and at its deep links', async () => {
    for (const url of ['/', '/demo/delivery-analytics/report', '/management/accounts']) {
      const answer = await holder.app.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body).toContain('<title>console</title>');
    }
  });
});
