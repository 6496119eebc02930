import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { snackbarMachine } from './snackbarMachine.ts';

const copied = { text: 'Value copied to clipboard' } as const;
const loginFailed = { text: 'Failed to login.' } as const;
const resetSent = { text: 'Email with token is sent.' } as const;

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(snackbarMachine, { clock }).start();
  return { actor, clock };
}

describe('snackbarMachine', () => {
  it('starts hidden with no message', () => {
    const { actor } = start();
    expect(actor.getSnapshot().matches('hidden')).toBe(true);
    expect(actor.getSnapshot().context.message).toBeNull();
  });

  it('shows a message with its variant', () => {
    const { actor } = start();
    actor.send({ type: 'snackbar.show', message: loginFailed, variant: 'error' });
    expect(actor.getSnapshot().matches('visible')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ message: loginFailed, variant: 'error' });
  });

  it('disappears after 3000 ms, not before', () => {
    const { actor, clock } = start();
    actor.send({ type: 'snackbar.show', message: loginFailed, variant: 'error' });
    clock.increment(2999);
    expect(actor.getSnapshot().matches('visible')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches('hidden')).toBe(true);
    expect(actor.getSnapshot().context.message).toBeNull();
  });

  it('replaces the message and restarts the 3 s', () => {
    const { actor, clock } = start();
    actor.send({ type: 'snackbar.show', message: loginFailed, variant: 'error' });
    clock.increment(2000);
    actor.send({ type: 'snackbar.show', message: resetSent, variant: 'success' });
    clock.increment(2000);
    expect(actor.getSnapshot().context).toEqual({ message: resetSent, variant: 'success' });
    clock.increment(1000);
    expect(actor.getSnapshot().matches('hidden')).toBe(true);
  });

  it('closes on request', () => {
    const { actor } = start();
    actor.send({ type: 'snackbar.show', message: copied, variant: 'primary' });
    actor.send({ type: 'snackbar.close' });
    expect(actor.getSnapshot().matches('hidden')).toBe(true);
  });
});
