import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { loginMachine } from './loginMachine.ts';
import type { LoginRequest, LoginResult } from './loginMachine.ts';
import type { AuthStatus } from './types.ts';

interface Options {
  referrer?: string | null;
  login?: (request: LoginRequest) => Promise<LoginResult>;
  status?: () => Promise<AuthStatus>;
}

function start({ referrer = null, login, status }: Options = {}) {
  const effects = { notify: vi.fn(), navigate: vi.fn(), storeCsrfToken: vi.fn() };
  const loginCall = vi.fn(login ?? (async () => ({ token: 'csrf-123' })));
  const machine = loginMachine.provide({
    actors: {
      login: fromPromise(({ input }: { input: LoginRequest }) => loginCall(input)),
      fetchAuthStatus: fromPromise(status ?? (async () => ({ authenticated: true }))),
    },
    actions: {
      notify: (_, params) => effects.notify(params),
      navigate: (_, params) => effects.navigate(params),
      storeCsrfToken: (_, params) => effects.storeCsrfToken(params),
    },
  });
  const actor = createActor(machine, { input: { referrer } }).start();
  return { actor, effects, loginCall };
}

function fill(actor: ReturnType<typeof start>['actor'], username: string, password: string) {
  actor.send({ type: 'credentials.change', field: 'username', value: username });
  actor.send({ type: 'credentials.change', field: 'password', value: password });
}

describe('loginMachine', () => {
  it('keeps the Login button disabled until username and password are filled', () => {
    const { actor } = start();
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
    fill(actor, 'ann@example.com', '');
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
    fill(actor, '   ', 'secret');
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
    fill(actor, 'ann@example.com', 'secret');
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(true);
  });

  it('ignores a submit while the form is incomplete', () => {
    const { actor, loginCall } = start();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(loginCall).not.toHaveBeenCalled();
  });

  it('shows the loading state and sends the trimmed username, without an empty code', () => {
    const { actor, loginCall } = start({ login: () => new Promise(() => {}) });
    fill(actor, ' ann@example.com ', 'secret');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches('loggingIn')).toBe(true);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(loginCall).toHaveBeenCalledWith({ username: 'ann@example.com', password: 'secret' });
  });

  it('sends the second-factor code when one is filled', () => {
    const { actor, loginCall } = start();
    fill(actor, 'ann@example.com', 'secret');
    actor.send({ type: 'credentials.change', field: 'code', value: ' 123456 ' });
    actor.send({ type: 'form.submit' });
    expect(loginCall).toHaveBeenCalledWith({
      username: 'ann@example.com',
      password: 'secret',
      code: '123456',
    });
  });

  it('stores the CSRF token, checks the status and goes to the stored referrer', async () => {
    const { actor, effects } = start({ referrer: '/acme/delivery-analytics/report' });
    fill(actor, 'ann@example.com', 'secret');
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('signedIn'));
    expect(effects.storeCsrfToken).toHaveBeenCalledWith({ token: 'csrf-123' });
    expect(effects.navigate).toHaveBeenCalledWith({ to: '/acme/delivery-analytics/report' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('passes through checkingStatus while the auth status loads', async () => {
    const { actor } = start({ status: () => new Promise(() => {}) });
    fill(actor, 'ann@example.com', 'secret');
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('checkingStatus'));
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
  });

  it.each([
    [null, '/'],
    ['/authenticate/reset', '/'],
  ])('goes to / when the referrer is %s', async (referrer, destination) => {
    const { actor, effects } = start({ referrer });
    fill(actor, 'ann@example.com', 'secret');
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('signedIn'));
    expect(effects.navigate).toHaveBeenCalledWith({ to: destination });
  });

  it.each([
    ['the login call fails', { login: () => Promise.reject(new Error('401')) }],
    ['the status call fails', { status: () => Promise.reject(new Error('500')) }],
    ['the status says unauthenticated', { status: async () => ({ authenticated: false }) }],
  ])('shows "Failed to login." when %s', async (_case, options: Options) => {
    const { actor, effects } = start(options);
    fill(actor, 'ann@example.com', 'secret');
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({ text: 'Failed to login.' });
    expect(effects.notify).toHaveBeenCalledWith({
      message: { text: 'Failed to login.' },
      variant: 'error',
    });
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it('clears the previous error when the user submits again', async () => {
    let attempts = 0;
    const { actor } = start({
      login: () => (++attempts === 1 ? Promise.reject(new Error('no')) : new Promise(() => {})),
    });
    fill(actor, 'ann@example.com', 'wrong');
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().context.password).toBe('wrong');
  });
});
