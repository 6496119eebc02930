import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { networkErrorsMachine } from './networkErrorsMachine.ts';

const couldNotConnect = {
  message: { text: 'Could not connect to the server.' },
  variant: 'error',
};

function start() {
  const effects = { notify: vi.fn(), reload: vi.fn() };
  const machine = networkErrorsMachine.provide({
    actions: {
      notify: (_, params) => effects.notify(params),
      reload: (_, params) => effects.reload(params),
    },
  });
  const clock = new SimulatedClock();
  return { actor: createActor(machine, { clock }).start(), clock, effects };
}

describe('networkErrorsMachine', () => {
  it('says "No network connection detected." when the connection drops', () => {
    const { actor, effects } = start();
    actor.send({ type: 'connection.lose' });
    expect(actor.getSnapshot().matches({ connection: 'offline' })).toBe(true);
    expect(effects.notify).toHaveBeenCalledWith({
      message: { text: 'No network connection detected.' },
      variant: 'error',
    });
  });

  it('says it once while offline and again after a new drop', () => {
    const { actor, effects } = start();
    actor.send({ type: 'connection.lose' });
    actor.send({ type: 'connection.lose' });
    expect(effects.notify).toHaveBeenCalledTimes(1);
    actor.send({ type: 'connection.restore' });
    expect(actor.getSnapshot().matches({ connection: 'online' })).toBe(true);
    actor.send({ type: 'connection.lose' });
    expect(effects.notify).toHaveBeenCalledTimes(2);
  });

  it('shows a fetch failure at most once per 3000 ms', () => {
    const { actor, clock, effects } = start();
    actor.send({ type: 'request.fail' });
    actor.send({ type: 'request.fail' });
    expect(effects.notify).toHaveBeenCalledTimes(1);
    expect(effects.notify).toHaveBeenCalledWith(couldNotConnect);
    clock.increment(2999);
    actor.send({ type: 'request.fail' });
    expect(effects.notify).toHaveBeenCalledTimes(1);
    clock.increment(1);
    actor.send({ type: 'request.fail' });
    expect(effects.notify).toHaveBeenCalledTimes(2);
  });

  it('stays quiet about fetch failures while offline', () => {
    const { actor, effects } = start();
    actor.send({ type: 'connection.lose' });
    actor.send({ type: 'request.fail' });
    expect(effects.notify).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches({ fetchErrors: 'ready' })).toBe(true);
  });

  it('reloads the page on an HTTP 401', () => {
    const { actor, effects } = start();
    actor.send({ type: 'session.expire' });
    expect(effects.reload).toHaveBeenCalledWith({});
  });
});
