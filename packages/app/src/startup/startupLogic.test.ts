// Start-up as the app provides it (spec sections 2 and 4), on xstate's simulated clock: the 1 s
// delay, the start URL parameters, where signed-out and signed-in users land, and failures.
import type { AuthStatus } from '@console/contract';
import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { noWorkspaceAuthStatus, sampleAuthStatus } from '../stories/sampleSession.ts';
import { createSessionStore } from './sessionStore.ts';
import { startupLogic } from './startupLogic.ts';

const signedOut: AuthStatus = {
  authenticated: false,
  user: null,
  role: null,
  owner: [],
  workspaces: [],
};

async function start(
  address: string,
  status: AuthStatus | Error = sampleAuthStatus,
  loadSession: () => Promise<void> = async () => undefined,
) {
  const url = new URL(address, 'http://console.test');
  const fetchAuthStatus = vi.fn(async () => {
    if (status instanceof Error) throw status;
    return status;
  });
  const dependencies = {
    session: createSessionStore(fetchAuthStatus),
    fetchAuthStatus,
    loadSession: vi.fn(loadSession),
    navigate: vi.fn(),
    reload: vi.fn(),
    storeReferrer: vi.fn(),
  };
  const clock = new SimulatedClock();
  const actor = createActor(startupLogic(dependencies), {
    clock,
    input: { pathname: url.pathname, search: url.search },
  }).start();
  const settle = async (ms = 1000) => {
    clock.increment(ms);
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
  };
  return { actor, settle, ...dependencies };
}

describe('start-up', () => {
  it('asks for the auth status at once and settles after the 1 s delay', async () => {
    const run = await start('/');
    await run.settle(999);
    expect(run.fetchAuthStatus).toHaveBeenCalledTimes(1);
    expect(run.navigate).toHaveBeenCalledWith('/demo/delivery-analytics/report');
    expect(run.actor.getSnapshot().value).not.toBe('ready');
    await run.settle(1);
    expect(run.actor.getSnapshot().value).toBe('ready');
  });

  it('sends / to the first module of the user’s workspace, with the session ready', async () => {
    const run = await start('/');
    await run.settle();
    expect(run.navigate).toHaveBeenCalledWith('/demo/delivery-analytics/report');
    expect(run.session.current()?.user.id).toBe('claire.martin@example.com');
    expect(run.session.selectedWorkspace()).toBe('demo');
    expect(run.loadSession).toHaveBeenCalledWith(sampleAuthStatus);
    expect(run.actor.getSnapshot().value).toBe('ready');
  });

  it('prefers the user’s default workspace (home) to the last selected one', async () => {
    const run = await start('/', {
      ...sampleAuthStatus,
      user: { ...sampleAuthStatus.user, home: 'transactional', workspace: 'demo' },
    });
    await run.settle();
    expect(run.navigate).toHaveBeenCalledWith('/transactional/delivery-analytics/report');
  });

  it('leaves a deep link where it is and selects the workspace it names', async () => {
    const run = await start('/transactional/reputation-monitor/ips');
    await run.settle();
    expect(run.navigate).not.toHaveBeenCalled();
    expect(run.session.selectedWorkspace()).toBe('transactional');
  });

  it('opens the change-password page for mod=change with the token, without an auth check', async () => {
    const run = await start('/?mod=change&token=q2Xk9LmN');
    await run.settle();
    expect(run.navigate).toHaveBeenCalledWith('/authenticate/change?token=q2Xk9LmN');
    expect(run.fetchAuthStatus).not.toHaveBeenCalled();
  });

  it('selects the workspace of version=old with account and dataset', async () => {
    const run = await start('/?version=old&account=demo&dataset=demo-transactional');
    await run.settle();
    expect(run.session.selectedWorkspace()).toBe('transactional');
    expect(run.navigate).toHaveBeenCalledWith('/transactional/delivery-analytics/report');
  });

  it('sends a signed-out user to sign in and stores the page as referrer', async () => {
    const run = await start('/demo/delivery-analytics/report?range=yesterday', signedOut);
    await run.settle();
    expect(run.storeReferrer).toHaveBeenCalledWith(
      '/demo/delivery-analytics/report?range=yesterday',
    );
    expect(run.navigate).toHaveBeenCalledWith('/authenticate');
    expect(run.session.current()).toBeNull();
  });

  it('leaves a signed-out user on a public page', async () => {
    const run = await start('/exceptions/404', signedOut);
    await run.settle();
    expect(run.navigate).not.toHaveBeenCalled();
    expect(run.storeReferrer).not.toHaveBeenCalled();
  });

  it('signs out with the failed flag when the auth status cannot be read', async () => {
    const run = await start('/demo', new Error('500'));
    await run.settle();
    expect(run.navigate).toHaveBeenCalledWith('/authenticate/logout?failed=true');
  });

  it('reloads at /error.html when the session cannot be loaded', async () => {
    const run = await start('/', sampleAuthStatus, () => Promise.reject(new Error('chunk')));
    await run.settle();
    expect(run.reload).toHaveBeenCalledWith('/error.html');
  });

  it('sends a user without workspaces to Delivery Analytics without a prefix', async () => {
    const run = await start('/', noWorkspaceAuthStatus);
    await run.settle();
    expect(run.navigate).toHaveBeenCalledWith('/delivery-analytics/home');
  });
});
