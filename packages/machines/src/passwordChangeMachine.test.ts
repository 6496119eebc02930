import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { passwordChangeMachine } from './passwordChangeMachine.ts';
import type { ChangeRequest, PasswordChangeField } from './passwordChangeMachine.ts';

const GOOD_PASSWORD = 'correct horse battery';

interface Options {
  token?: string;
  change?: (request: ChangeRequest) => Promise<unknown>;
  logout?: () => Promise<unknown>;
}

function start({ token, change = async () => ({}), logout = async () => ({}) }: Options = {}) {
  const effects = { notify: vi.fn(), reload: vi.fn() };
  const changeCall = vi.fn(change);
  const machine = passwordChangeMachine.provide({
    actors: {
      changePassword: fromPromise(({ input }: { input: ChangeRequest }) => changeCall(input)),
      logout: fromPromise(logout),
    },
    actions: {
      notify: (_, params) => effects.notify(params),
      reload: (_, params) => effects.reload(params),
    },
  });
  const actor = createActor(machine, { input: { token: token ?? null } }).start();
  return { actor, effects, changeCall };
}

type Actor = ReturnType<typeof start>['actor'];

function fill(actor: Actor, fields: Partial<Record<PasswordChangeField, string>>) {
  for (const [field, value] of Object.entries(fields)) {
    actor.send({ type: 'field.change', field: field as PasswordChangeField, value });
  }
}

describe('passwordChangeMachine', () => {
  it('takes the token of the start URL', () => {
    const { actor } = start({ token: 'tok-1' });
    expect(actor.getSnapshot().context.token).toBe('tok-1');
  });

  it.each([
    ['the token is blank', { token: '  ', password: GOOD_PASSWORD, repeat: GOOD_PASSWORD }],
    ['the password is empty', { token: 't', password: '', repeat: GOOD_PASSWORD }],
    ['the repeat is empty', { token: 't', password: GOOD_PASSWORD, repeat: '' }],
    [
      'the password has 11 characters',
      { token: 't', password: 'a'.repeat(11), repeat: 'a'.repeat(11) },
    ],
    [
      'the password has 65 characters',
      { token: 't', password: 'a'.repeat(65), repeat: 'a'.repeat(65) },
    ],
    [
      'the repeat differs',
      { token: 't', password: GOOD_PASSWORD, repeat: 'correct horse battery!' },
    ],
  ])('cannot submit when %s', (_case, fields) => {
    const { actor, changeCall } = start();
    fill(actor, fields);
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
    actor.send({ type: 'form.submit' });
    expect(changeCall).not.toHaveBeenCalled();
  });

  it('accepts passwords of exactly 12 and 64 characters', () => {
    const { actor } = start({ token: 't' });
    fill(actor, { password: 'a'.repeat(12), repeat: 'a'.repeat(12) });
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(true);
    fill(actor, { password: 'b'.repeat(64), repeat: 'b'.repeat(64) });
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(true);
  });

  it('explains a length or repeat problem while typing', () => {
    const { actor } = start();
    fill(actor, { password: 'short' });
    expect(actor.getSnapshot().context.problem?.text).toBe(
      'The password must have at least 12 and at most 64 characters.',
    );
    fill(actor, { password: GOOD_PASSWORD, repeat: 'other' });
    expect(actor.getSnapshot().context.problem?.text).toBe('The passwords do not match.');
    fill(actor, { repeat: GOOD_PASSWORD });
    expect(actor.getSnapshot().context.problem).toBeNull();
  });

  it('sends the trimmed token, then logs out and reloads at /', async () => {
    const { actor, effects, changeCall } = start({ token: '  tok-1 \n' });
    fill(actor, { password: GOOD_PASSWORD, repeat: GOOD_PASSWORD });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(changeCall).toHaveBeenCalledWith({ token: 'tok-1', password: GOOD_PASSWORD });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(effects.reload).toHaveBeenCalledWith({ to: '/' });
  });

  it('waits for the logout before reloading', async () => {
    const { actor, effects } = start({ token: 't', logout: () => new Promise(() => {}) });
    fill(actor, { password: GOOD_PASSWORD, repeat: GOOD_PASSWORD });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('loggingOut'));
    expect(effects.reload).not.toHaveBeenCalled();
  });

  it('still reloads at / when the logout fails', async () => {
    const { actor, effects } = start({ token: 't', logout: () => Promise.reject(new Error('x')) });
    fill(actor, { password: GOOD_PASSWORD, repeat: GOOD_PASSWORD });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(effects.reload).toHaveBeenCalledWith({ to: '/' });
  });

  it.each([
    ['ResetTokenNotFound', 'Token not found'],
    ['ResetTokenExpired', 'Token expired'],
    ['PasswordInsecure', 'Password must contain at least 12 characters'],
    ['PasswordUsed', 'Password used before'],
    ['ServerError', 'Failed to change password.'],
  ])('shows the message of %s', async (name, text) => {
    const { actor, effects } = start({
      token: 't',
      change: () => Promise.reject(Object.assign(new Error('refused'), { name })),
    });
    fill(actor, { password: GOOD_PASSWORD, repeat: GOOD_PASSWORD });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({ text });
    expect(effects.notify).toHaveBeenCalledWith({ message: { text }, variant: 'error' });
    expect(effects.reload).not.toHaveBeenCalled();
  });
});
