// The auth client over a recording fetch: paths, headers, bodies, and how failures come back.
import { authCalls, type InvitationOffer as ContractOffer } from '@console/contract';
import { clientVersion } from '@console/contract/constants';
import type { InvitationOffer } from '@console/machines';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { ApiRequestError, NetworkError } from '../api/apiErrors.ts';
import { authPaths, createAuthClient } from './authClient.ts';

interface Sent {
  url: string;
  init: RequestInit;
}

function recordingFetch(answer: () => Response) {
  const sent: Sent[] = [];
  const fetch = async (url: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(url), init: init ?? {} });
    return answer();
  };
  return { sent, fetch: fetch as typeof globalThis.fetch };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('auth client', () => {
  it('uses the paths of the contract', () => {
    const byName = Object.fromEntries(authCalls.map((call) => [call.name, call]));
    for (const [name, path] of Object.entries(authPaths)) {
      expect(byName[name]?.path).toBe(path);
      expect(byName[name]?.method).toBe('POST');
    }
  });

  it('posts the credentials as JSON with credentials, version and CSRF headers', async () => {
    const { sent, fetch } = recordingFetch(() => json(200, { token: 'csrf-1' }));
    const client = createAuthClient({
      baseUrl: 'https://console.example.com',
      fetch,
      getCsrfToken: () => 'old-token',
    });

    const result = await client.login({
      username: 'ann@example.com',
      password: 'pw',
      code: '123456',
    });

    expect(result).toEqual({ token: 'csrf-1' });
    expect(sent[0]?.url).toBe('https://console.example.com/api/v1.1/auth/authenticate/postmastery');
    expect(sent[0]?.init.method).toBe('POST');
    expect(sent[0]?.init.credentials).toBe('include');
    expect(sent[0]?.init.headers).toEqual({
      'content-type': 'application/json',
      'x-client-version': clientVersion,
      'x-csrf-token': 'old-token',
    });
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual({
      username: 'ann@example.com',
      password: 'pw',
      code: '123456',
    });
  });

  it('sends no CSRF header without a token, and an empty body to logout', async () => {
    const { sent, fetch } = recordingFetch(() => json(200, { ok: true }));
    const client = createAuthClient({ fetch, getCsrfToken: () => null });

    await client.logout();

    expect(sent[0]?.url).toBe('/api/v1.1/auth/authenticate/logout');
    expect(sent[0]?.init.headers).not.toHaveProperty('x-csrf-token');
    expect(sent[0]?.init.body).toBe('{}');
  });

  it('posts reset and change requests', async () => {
    const { sent, fetch } = recordingFetch(() => json(200, { ok: true }));
    const client = createAuthClient({ fetch, getCsrfToken: () => null });

    await client.requestReset({ username: 'ann@example.com' });
    await client.changePassword({ token: 'abc', password: 'correct horse battery' });

    expect(sent.map((entry) => entry.url)).toEqual([authPaths.reset, authPaths.change]);
    expect(JSON.parse(String(sent[1]?.init.body))).toEqual({
      token: 'abc',
      password: 'correct horse battery',
    });
  });

  it('reads an invitation and accepts it, with a password only when one is given', async () => {
    const offer: InvitationOffer = {
      account_name: 'Acme Mail',
      role: 'member',
      invited_by: null,
      email: 'nina@example.com',
      expires_at: '2026-12-03T12:00:00.000Z',
      needs_password: true,
    };
    const { sent, fetch } = recordingFetch(() =>
      sent.length === 1 ? json(200, offer) : json(200, { ok: true }),
    );
    const client = createAuthClient({ fetch, getCsrfToken: () => null });

    expect(await client.invitation('inv-1')).toEqual(offer);
    await client.acceptInvitation({ token: 'inv-1', password: 'correct horse battery' });
    await client.acceptInvitation({ token: 'inv-2' });

    expect(sent.map((entry) => entry.url)).toEqual([
      authPaths.invitation,
      authPaths.accept,
      authPaths.accept,
    ]);
    expect(sent.map((entry) => JSON.parse(String(entry.init.body)))).toEqual([
      { token: 'inv-1' },
      { token: 'inv-1', password: 'correct horse battery' },
      { token: 'inv-2' },
    ]);
    // The machines' shape of an offer is what the contract answers.
    expectTypeOf<ContractOffer>().toExtend<InvitationOffer>();
  });

  it('reports a refused invitation by its error name', async () => {
    const { fetch } = recordingFetch(() =>
      json(410, { name: 'InvitationExpired', message: 'Invitation expired' }),
    );
    const client = createAuthClient({ fetch, getCsrfToken: () => null });

    const error = await client.invitation('old').catch((e) => e);

    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ name: 'InvitationExpired', status: 410 });
  });

  it('turns an error answer into an ApiRequestError with the server name and details', async () => {
    const { fetch } = recordingFetch(() =>
      json(429, {
        name: 'TooManyRequests',
        message: 'Too many failed sign-in attempts. Try again in 15 minutes.',
        details: { retryAfterSeconds: 900 },
      }),
    );
    const client = createAuthClient({ fetch, getCsrfToken: () => null });

    const error = await client.login({ username: 'a@b.co', password: 'x' }).catch((e) => e);

    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      name: 'TooManyRequests',
      status: 429,
      details: { retryAfterSeconds: 900 },
    });
  });

  it('reports a fetch that never got an answer as a NetworkError', async () => {
    const fetch = (() =>
      Promise.reject(new TypeError('Failed to fetch'))) as typeof globalThis.fetch;
    const client = createAuthClient({ fetch, getCsrfToken: () => null, isOnline: () => false });

    const error = await client.requestReset({ username: 'a@b.co' }).catch((e) => e);

    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ offline: true });
  });

  it('refuses a login answer without a token', async () => {
    const { fetch } = recordingFetch(() => json(200, {}));
    const client = createAuthClient({ fetch, getCsrfToken: () => null });

    await expect(client.login({ username: 'a@b.co', password: 'x' })).rejects.toThrow(
      'The sign-in answer carries no token',
    );
  });
});
