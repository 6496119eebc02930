import { createActor, setup, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { loginMachine } from './loginMachine.ts';
import {
  isRequiredFromApp,
  requiredAction,
  requiredCallback,
  requiredPromise,
} from './provided.ts';

describe('defaults the app must replace', () => {
  it('are marked, and ordinary implementations are not', () => {
    expect(isRequiredFromApp(requiredAction('notify'))).toBe(true);
    expect(isRequiredFromApp(requiredPromise('login'))).toBe(true);
    expect(isRequiredFromApp(requiredCallback('popup'))).toBe(true);
    expect(isRequiredFromApp(() => {})).toBe(false);
    expect(isRequiredFromApp(null)).toBe(false);
  });

  it('make a missing actor fail the flow it belongs to', async () => {
    const machine = loginMachine.provide({
      actions: { notify: () => {}, navigate: () => {}, storeCsrfToken: () => {} },
    });
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'credentials.change', field: 'username', value: 'ann@example.com' });
    actor.send({ type: 'credentials.change', field: 'password', value: 'secret' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    expect(actor.getSnapshot().context.error?.text).toBe('Failed to login.');
  });

  it('make a missing action stop the machine with an explanation', () => {
    const machine = setup({ actions: { ring: requiredAction('ring') } }).createMachine({
      entry: 'ring',
    });
    const actor = createActor(machine);
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(errors[0])).toContain('action "ring" must be provided');
  });

  it('make a missing callback actor stop the machine with an explanation', () => {
    const machine = setup({ actors: { popup: requiredCallback('popup') } }).createMachine({
      invoke: { src: 'popup' },
    });
    const actor = createActor(machine);
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    expect(String(errors[0])).toContain('actor "popup" must be provided');
  });
});
