import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { StateValueFrom } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { startupMachine } from './startupMachine.ts';
import type { StartupStatus } from './startupMachine.ts';
import type { StartWorkspace } from './startupRules.ts';

const acme: StartWorkspace = {
  id: 'acme',
  name: 'Acme newsletters',
  account: 'acme',
  dataset: 'news',
  modules: ['rm', 'ea'],
};
const bolt: StartWorkspace = {
  id: 'bolt',
  name: 'Bolt transactional',
  account: 'bolt',
  dataset: 'tx',
  modules: ['dr', 'da'],
};
const signedIn: StartupStatus = {
  authenticated: true,
  role: 'USER',
  owner: [],
  workspaces: [acme, bolt],
};

interface Options {
  url?: string;
  status?: () => Promise<StartupStatus>;
  session?: () => Promise<unknown>;
}

function start({
  url = '/',
  status = async () => signedIn,
  session = async () => ({}),
}: Options = {}) {
  const address = new URL(url, 'https://console.example');
  const effects = {
    navigate: vi.fn(),
    reload: vi.fn(),
    storeReferrer: vi.fn(),
    selectWorkspace: vi.fn(),
  };
  const statusCall = vi.fn(status);
  const machine = startupMachine.provide({
    actors: { fetchAuthStatus: fromPromise(statusCall), loadSession: fromPromise(session) },
    actions: {
      navigate: (_, params) => effects.navigate(params),
      reload: (_, params) => effects.reload(params),
      storeReferrer: (_, params) => effects.storeReferrer(params),
      selectWorkspace: (_, params) => effects.selectWorkspace(params),
    },
  });
  const clock = new SimulatedClock();
  const input = { pathname: address.pathname, search: address.search };
  const actor = createActor(machine, { clock, input }).start();
  return { actor, clock, effects, statusCall };
}

async function settle(
  started: ReturnType<typeof start>,
  state: StateValueFrom<typeof startupMachine>,
) {
  started.clock.increment(1000);
  await waitFor(started.actor, (snapshot) => snapshot.matches(state));
  return started.actor.getSnapshot();
}

describe('startupMachine', () => {
  it('checks the auth status during the 1 s delay and settles only after it', async () => {
    const { actor, clock, effects, statusCall } = start({ url: '/bolt' });
    expect(statusCall).toHaveBeenCalledTimes(1);
    // Once the session is loaded the workspace is chosen and the home address replaced, so the
    // app can prepare the page behind the splash...
    await waitFor(actor, (snapshot) => snapshot.context.outcome === 'signedIn');
    expect(effects.selectWorkspace).toHaveBeenCalledWith({ workspace: bolt });
    expect(effects.navigate).toHaveBeenCalledWith({ to: '/bolt/delivery-analytics/report' });
    // ...but start-up settles only when the delay is over.
    clock.increment(999);
    expect(actor.getSnapshot().matches('starting')).toBe(true);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
  });

  it('waits for an auth status slower than the delay', async () => {
    let answer: (status: StartupStatus) => void = () => {};
    const started = start({ status: () => new Promise((resolve) => (answer = resolve)) });
    started.clock.increment(5000);
    expect(started.actor.getSnapshot().matches('starting')).toBe(true);
    answer(signedIn);
    await waitFor(started.actor, (snapshot) => snapshot.matches('ready'));
    expect(started.effects.selectWorkspace).toHaveBeenCalledWith({ workspace: acme });
  });

  it('opens the change-password screen with the token of the start URL', async () => {
    const started = start({ url: '/?mod=change&token=abc%20123' });
    await settle(started, 'changingPassword');
    expect(started.effects.navigate).toHaveBeenCalledWith({
      to: '/authenticate/change?token=abc+123',
    });
    expect(started.statusCall).not.toHaveBeenCalled();
  });

  it('goes to logout with the failed flag when the auth check fails', async () => {
    const started = start({ status: () => Promise.reject(new Error('500')) });
    await settle(started, 'authFailed');
    expect(started.effects.navigate).toHaveBeenCalledWith({
      to: '/authenticate/logout?failed=true',
    });
  });

  it('sends an unauthenticated user to login, remembering the page', async () => {
    const started = start({
      url: '/acme/reputation-monitor/ips?tag=x',
      status: async () => ({ authenticated: false }),
    });
    await settle(started, 'signedOut');
    expect(started.effects.storeReferrer).toHaveBeenCalledWith({
      path: '/acme/reputation-monitor/ips?tag=x',
    });
    expect(started.effects.navigate).toHaveBeenCalledWith({ to: '/authenticate' });
  });

  it('leaves an unauthenticated user on a public page', async () => {
    const started = start({
      url: '/authenticate/reset',
      status: async () => ({ authenticated: false }),
    });
    await settle(started, 'signedOut');
    expect(started.effects.navigate).not.toHaveBeenCalled();
  });

  it('redirects the home page to the first module of the workspace (rm before ea)', async () => {
    const started = start({ url: '/' });
    const snapshot = await settle(started, 'ready');
    expect(snapshot.context.workspace).toEqual(acme);
    expect(started.effects.selectWorkspace).toHaveBeenCalledWith({ workspace: acme });
    expect(started.effects.navigate).toHaveBeenCalledWith({ to: '/acme/reputation-monitor/ips' });
  });

  it('redirects /{workspace} to that workspace, da before dr', async () => {
    const started = start({ url: '/bolt' });
    await settle(started, 'ready');
    expect(started.effects.navigate).toHaveBeenCalledWith({
      to: '/bolt/delivery-analytics/report',
    });
  });

  it('selects the workspace of a version=old start URL', async () => {
    const started = start({ url: '/?version=old&account=bolt&dataset=tx' });
    const snapshot = await settle(started, 'ready');
    expect(snapshot.context.workspace?.id).toBe('bolt');
    expect(started.effects.selectWorkspace).toHaveBeenCalledWith({ workspace: bolt });
  });

  it('stays on a deep link and reports the roles', async () => {
    const started = start({
      url: '/bolt/dmarc-reports/forensic',
      status: async () => ({ ...signedIn, role: 'ADMIN', owner: ['bolt'] }),
    });
    const snapshot = await settle(started, 'ready');
    expect(started.effects.navigate).not.toHaveBeenCalled();
    expect(snapshot.context).toMatchObject({ isAdmin: true, isOwner: true });
  });

  it('uses the placeholder workspace for a user without workspaces', async () => {
    const started = start({ status: async () => ({ authenticated: true }) });
    const snapshot = await settle(started, 'ready');
    expect(snapshot.context.workspace?.name).toBe('No workspaces available');
    expect(snapshot.context).toMatchObject({ isAdmin: false, isOwner: false });
    expect(started.effects.navigate).toHaveBeenCalledWith({ to: '/delivery-analytics/home' });
  });

  it('redirects to /error.html when the session cannot be loaded', async () => {
    const started = start({ session: () => Promise.reject(new Error('boom')) });
    await settle(started, 'failed');
    expect(started.effects.reload).toHaveBeenCalledWith({ to: '/error.html' });
  });

  it('asks to reload after a failed lazy load, and reloads the page on confirm', async () => {
    const started = start();
    await settle(started, 'ready');
    started.actor.send({ type: 'chunk.fail' });
    expect(started.actor.getSnapshot().matches('updateRequired')).toBe(true);
    expect(started.actor.getSnapshot().context.notice).toEqual({
      text: 'The application was updated. Reload to continue.',
    });
    started.actor.send({ type: 'reload.confirm' });
    expect(started.effects.reload).toHaveBeenCalledWith({});
  });
});
