// The guards on their own: what each answers for a signed-out user, a member, an owner and an
// admin, as the redirect a loader would throw.
import { describe, expect, it, vi } from 'vitest';
import type { AuthStatus } from '@console/contract';
import { adminAuthStatus, sampleAuthStatus } from '../stories/sampleSession.ts';
import { createSessionStore } from '../startup/sessionStore.ts';
import {
  requireAdmin,
  requireOwnerOrAdmin,
  requireUser,
  requireWorkspace,
  type RouteEnv,
} from './guards.ts';

const signedOut: AuthStatus = {
  authenticated: false,
  user: null,
  role: null,
  owner: [],
  workspaces: [],
};
const member: AuthStatus = {
  ...sampleAuthStatus,
  user: { ...sampleAuthStatus.user, owner: false },
  owner: [],
};

function environment(status: AuthStatus) {
  const fetchStatus = vi.fn(async () => status);
  const env: RouteEnv = { session: createSessionStore(fetchStatus), storeReferrer: vi.fn() };
  return { env, fetchStatus };
}

const request = (path: string) => new Request(`http://console.test${path}`);

/** The redirect a guard threw, as [status, location]. */
async function redirected(check: Promise<unknown>) {
  const thrown = await check.then(
    () => null,
    (error: unknown) => error,
  );
  return thrown instanceof Response ? [thrown.status, thrown.headers.get('Location')] : null;
}

describe('requireUser', () => {
  it('asks the server when the store is empty and lets a signed-in user through', async () => {
    const { env, fetchStatus } = environment(sampleAuthStatus);
    await expect(requireUser(env, request('/settings'))).resolves.toMatchObject({
      authenticated: true,
    });
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    await requireUser(env, request('/settings/alerts'));
    expect(fetchStatus).toHaveBeenCalledTimes(1);
  });

  it('sends a signed-out user to /authenticate and stores the page with its query', async () => {
    const { env } = environment(signedOut);
    expect(
      await redirected(requireUser(env, request('/demo/delivery-analytics/report?x=1'))),
    ).toEqual([302, '/authenticate']);
    expect(env.storeReferrer).toHaveBeenCalledWith('/demo/delivery-analytics/report?x=1');
  });

  it('asks the server and stores the referrer once per navigation', async () => {
    const { env, fetchStatus } = environment(signedOut);
    const navigation = request('/management');
    await Promise.allSettled([requireUser(env, navigation), requireAdmin(env, navigation)]);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    expect(env.storeReferrer).toHaveBeenCalledTimes(1);
  });
});

describe('requireAdmin and requireOwnerOrAdmin', () => {
  it.each([
    ['a member', member, [302, '/'], [302, '/']],
    ['an owner', sampleAuthStatus, [302, '/'], null],
    ['an admin', adminAuthStatus, null, null],
  ] as const)('%s', async (_who, status, management, administration) => {
    expect(await redirected(requireAdmin(environment(status).env, request('/management')))).toEqual(
      management,
    );
    expect(
      await redirected(requireOwnerOrAdmin(environment(status).env, request('/administration'))),
    ).toEqual(administration);
  });
});

describe('requireWorkspace', () => {
  it('accepts the user’s workspaces and no workspace at all, and finds nothing else', async () => {
    const { env } = environment(sampleAuthStatus);
    expect(await redirected(requireWorkspace(env, request('/demo'), 'demo'))).toBeNull();
    expect(await redirected(requireWorkspace(env, request('/x'), undefined))).toBeNull();
    expect(await redirected(requireWorkspace(env, request('/acme'), 'acme'))).toEqual([
      302,
      '/exceptions/404',
    ]);
  });
});
