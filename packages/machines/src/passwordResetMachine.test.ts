import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { passwordResetMachine } from './passwordResetMachine.ts';
import type { ResetRequest } from './passwordResetMachine.ts';

function start(requestReset: (request: ResetRequest) => Promise<unknown> = async () => ({})) {
  const effects = { notify: vi.fn(), navigate: vi.fn() };
  const resetCall = vi.fn(requestReset);
  const machine = passwordResetMachine.provide({
    actors: {
      requestReset: fromPromise(({ input }: { input: ResetRequest }) => resetCall(input)),
    },
    actions: {
      notify: (_, params) => effects.notify(params),
      navigate: (_, params) => effects.navigate(params),
    },
  });
  return { actor: createActor(machine).start(), effects, resetCall };
}

describe('passwordResetMachine', () => {
  it.each(['', 'ann', 'ann@', 'ann@example', 'ann @example.com'])(
    'keeps the button disabled for "%s"',
    (email) => {
      const { actor } = start();
      actor.send({ type: 'email.change', value: email });
      expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
    },
  );

  it('ignores a submit with an invalid email', () => {
    const { actor, resetCall } = start();
    actor.send({ type: 'email.change', value: 'ann' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(resetCall).not.toHaveBeenCalled();
  });

  it('sends the trimmed email as username while loading', () => {
    const { actor, resetCall } = start(() => new Promise(() => {}));
    actor.send({ type: 'email.change', value: ' ann@example.com ' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(resetCall).toHaveBeenCalledWith({ username: 'ann@example.com' });
  });

  it('says the token was sent and goes to the change page', async () => {
    const { actor, effects } = start();
    actor.send({ type: 'email.change', value: 'ann@example.com' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('sent'));
    expect(effects.notify).toHaveBeenCalledWith({
      message: { text: 'Email with token is sent.' },
      variant: 'success',
    });
    expect(effects.navigate).toHaveBeenCalledWith({ to: '/authenticate/change' });
  });

  it('shows "Failed to change password." when the call fails, and clears it on retry', async () => {
    let calls = 0;
    const { actor, effects } = start(() =>
      ++calls === 1 ? Promise.reject(new Error('500')) : new Promise(() => {}),
    );
    actor.send({ type: 'email.change', value: 'ann@example.com' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({ text: 'Failed to change password.' });
    expect(effects.notify).toHaveBeenCalledWith({
      message: { text: 'Failed to change password.' },
      variant: 'error',
    });
    expect(effects.navigate).not.toHaveBeenCalled();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
