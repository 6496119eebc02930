// The client against a real HTTP server on loopback: what goes over the wire and how answers
// and failures come back.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './apiClient.ts';
import { ApiRequestError, NetworkError } from './apiErrors.ts';

interface Seen {
  url: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

describe('api client', () => {
  const seen: Seen[] = [];
  let server: http.Server;
  let baseUrl = '';

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      request.on('end', () => {
        seen.push({ url: request.url ?? '', headers: request.headers, body: JSON.parse(raw) });
        const status = Number(/^\/fail\/(\d+)\//.exec(request.url ?? '')?.[1] ?? 200);
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify(
            status === 200
              ? { echoed: true }
              : { name: 'ResetTokenExpired', message: 'Token expired', details: { at: 1 } },
          ),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const client = (overrides = {}) =>
    createApiClient({
      baseUrl,
      getCsrfToken: () => 'csrf-123',
      getAccount: () => 'acme',
      ...overrides,
    });

  it('POSTs JSON with CSRF, version and screen headers, and attaches the account to member calls', async () => {
    const answer = await client().member.datasets.all({});
    expect(answer).toEqual({ echoed: true });
    const request = seen.at(-1);
    expect(request?.url).toBe('/api/v1.1/member/datasets/all');
    expect(request?.headers['x-csrf-token']).toBe('csrf-123');
    expect(request?.headers['x-client-version']).toBe('v2-0-63-0');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers).toHaveProperty('x-screen-width');
    expect(request?.body).toEqual({ account: 'acme' });
  });

  it('does not attach the account to user calls', async () => {
    await client().user.users.get();
    expect(seen.at(-1)?.body).toEqual({});
  });

  it('throws the server error with its name, status and details, and reports 401', async () => {
    const onUnauthorized = vi.fn();
    const failing = client({ baseUrl: `${baseUrl}/fail/410`, onUnauthorized });
    const error = await failing.user.users.get().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 410,
      name: 'ResetTokenExpired',
      message: 'Token expired',
      details: { at: 1 },
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
    await client({ baseUrl: `${baseUrl}/fail/401`, onUnauthorized })
      .user.users.get()
      .catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('reports a refused connection as "Could not connect to the server." and offline as offline', async () => {
    const onNetworkError = vi.fn();
    const closedPort = 'http://127.0.0.1:9';
    const error = await client({ baseUrl: closedPort, onNetworkError })
      .user.users.get()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).message).toBe('Could not connect to the server.');
    const offline = await client({ baseUrl: closedPort, isOnline: () => false })
      .user.users.get()
      .catch((caught: unknown) => caught);
    expect((offline as NetworkError).message).toBe('No network connection detected.');
    expect(onNetworkError).toHaveBeenCalledTimes(1);
  });
});
