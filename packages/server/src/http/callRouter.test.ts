// The call router over HTTP on both databases: unknown calls, authentication before
// validation, validation errors with their issues, Fastify's own client errors in the error shape, and a 500 that leaks nothing.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases.ts';
import { adminEmail, adminPassword, useTestApp } from '../testing/testApp.ts';
import { registerCallRouter } from './callRouter.ts';
import type { Services } from './context.ts';
import { registerErrorHandler } from './errorHandler.ts';
import { handle } from './routes.ts';

describe.each(testDatabases)('call router on %s', (kind) => {
  const holder = useTestApp(kind);
  const t = () => holder.app;

  // A contract call no module handles yet answers 404 too, after its guards: see
  // authorization.matrix.test.ts, which lists those calls.
  it('answers 404 NotFound for a call the contract does not know', async () => {
    const unknown = await t().call('public/nothing/here', {});
    expect([unknown.statusCode, unknown.json()]).toEqual([
      404,
      { name: 'NotFound', message: 'Unknown call public/nothing/here' },
    ]);
  });

  it('answers 400 ValidationError with the issues: wrong type, unknown field, missing field', async () => {
    const session = await t().signIn(adminEmail, adminPassword);
    const wrongType = await t().call('user/users/set', { language: 'xx', bom: 'yes' }, session);
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().name).toBe('ValidationError');
    const paths = wrongType
      .json()
      .details.issues.map((issue: { path: string[] }) => issue.path.join('.'));
    expect(paths.sort()).toEqual(['bom', 'language']);
    const unknownField = await t().call('user/users/set', { colour: 'red' }, session);
    expect(unknownField.json().details.issues[0]).toMatchObject({ code: 'unrecognized_keys' });
    const missing = await t().call('user/documentation/all', {}, session);
    expect(missing.json().details.issues[0]).toMatchObject({ path: ['language'] });
  });

  it('answers 401 before reading the body of a call that needs a session', async () => {
    const wrongBody = { language: 'xx', bom: 'yes' };
    const anonymous = await t().call('user/users/set', wrongBody);
    expect([anonymous.statusCode, anonymous.json()]).toEqual([
      401,
      { name: 'Unauthorized', message: 'Sign in first' },
    ]);
    const session = await t().signIn(adminEmail, adminPassword);
    const withoutToken = await t().call('admin/accounts/set', wrongBody, {
      cookie: session.cookie,
      token: 'not-the-token',
    });
    expect([withoutToken.statusCode, withoutToken.json()]).toEqual([
      401,
      { name: 'CsrfTokenInvalid', message: 'The CSRF token is missing or wrong' },
    ]);
    // A public call has no session to check: its body is validated at once.
    const publicCall = await t().call('public/dictionary/all', { colour: 'red' });
    expect([publicCall.statusCode, publicCall.json().name]).toEqual([400, 'ValidationError']);
  });

  it('answers malformed JSON and oversized bodies in the error shape', async () => {
    const malformed = await t().app.inject({
      method: 'POST',
      url: '/api/v1.1/public/dictionary/all',
      payload: '{"oops":',
      headers: { 'content-type': 'application/json' },
    });
    expect([malformed.statusCode, malformed.json().name]).toEqual([400, 'ValidationError']);
    const huge = await t().app.inject({
      method: 'POST',
      url: '/api/v1.1/public/dictionary/all',
      payload: JSON.stringify({ text: 'x'.repeat(3 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect([huge.statusCode, huge.json()]).toEqual([
      413,
      { name: 'PayloadTooLarge', message: 'The request body is too large' },
    ]);
  });
});

describe('a failing handler', () => {
  it('answers 500 InternalError without the error it hit', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    const failing = handle('public/dictionary/all', () => {
      throw new Error('connection to 10.0.0.5 refused: password authentication failed');
    });
    registerCallRouter(app, [failing], {} as Services);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1.1/public/dictionary/all',
      payload: {},
    });
    expect([response.statusCode, response.json()]).toEqual([
      500,
      { name: 'InternalError', message: 'Something went wrong' },
    ]);
    expect(response.body).not.toContain('10.0.0.5');
    await app.close();
  });
});
