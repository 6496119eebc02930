import { data } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiRequestError, NetworkError } from '../api/apiErrors.ts';
import { ChunkLoadError, loadChunk } from './chunkLoad.ts';
import { errorDestination } from './errorDestination.ts';

/** What react-router hands the error route for `throw data(…, { status })`. */
async function routeErrorResponse(status: number): Promise<unknown> {
  const { createMemoryRouter } = await import('react-router');
  const router = createMemoryRouter([
    {
      path: '/',
      loader: () => {
        throw data('no', { status });
      },
      Component: () => null,
    },
  ]);
  await new Promise<void>((resolve) => {
    if (router.state.initialized) resolve();
    else router.subscribe((state) => state.initialized && resolve());
  });
  const error = router.state.errors && Object.values(router.state.errors)[0];
  router.dispose();
  return error;
}

describe('where an error sends the user (spec section 8)', () => {
  it.each([400, 403, 404, 500])('HTTP %i opens its exceptions page, unreported', async (status) => {
    const expected = { kind: 'navigate', to: `/exceptions/${status}`, report: false };
    expect(errorDestination(new ApiRequestError(status, 'Http', 'x'))).toEqual(expected);
    expect(errorDestination(await routeErrorResponse(status))).toEqual(expected);
  });

  it('HTTP 401 of a page signs out; an unhandled one goes to sign in', () => {
    const unauthorized = new ApiRequestError(401, 'Unauthorized', 'x');
    expect(errorDestination(unauthorized)).toEqual({
      kind: 'navigate',
      to: '/authenticate/logout',
      report: false,
    });
    expect(errorDestination(unauthorized, 'unhandled')).toEqual({
      kind: 'navigate',
      to: '/authenticate',
      report: false,
    });
  });

  it('another HTTP status opens /exceptions', () => {
    expect(errorDestination(new ApiRequestError(409, 'Conflict', 'x'))).toEqual({
      kind: 'navigate',
      to: '/exceptions',
      report: false,
    });
  });

  it('a failed chunk asks for a reload', () => {
    expect(errorDestination(new ChunkLoadError())).toEqual({ kind: 'updateRequired' });
  });

  it('a bug opens /exceptions and is reported; a network failure is not reported', () => {
    expect(errorDestination(new TypeError('x is undefined'))).toEqual({
      kind: 'navigate',
      to: '/exceptions',
      report: true,
    });
    expect(errorDestination(new NetworkError(false))).toMatchObject({ report: false });
    expect(errorDestination(new NetworkError(true), 'unhandled')).toEqual({ kind: 'stay' });
  });
});

describe('loading a chunk', () => {
  it('passes the module through', async () => {
    await expect(loadChunk(async () => ({ Component: 1 }))).resolves.toEqual({ Component: 1 });
  });

  it('turns a failed import into a ChunkLoadError that keeps the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = await loadChunk(() => Promise.reject(cause)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).cause).toBe(cause);
  });

  it('gives up after the timeout (120 s in the app)', async () => {
    const never = () => new Promise<never>(() => undefined);
    await expect(loadChunk(never, 20)).rejects.toBeInstanceOf(ChunkLoadError);
  });
});

it('waits as long as spec section 9 says before giving a chunk up', async () => {
  const { chunkLoadTimeoutMs } = await import('@console/contract/constants');
  const { CHUNK_LOAD_TIMEOUT_MS } = await import('./chunkLoad.ts');
  expect(CHUNK_LOAD_TIMEOUT_MS).toBe(chunkLoadTimeoutMs);
});
