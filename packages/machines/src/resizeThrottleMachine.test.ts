import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { resizeThrottleMachine } from './resizeThrottleMachine.ts';

function start() {
  const publishSize = vi.fn();
  const machine = resizeThrottleMachine.provide({
    actions: { publishSize: (_, size) => publishSize(size) },
  });
  const clock = new SimulatedClock();
  return { actor: createActor(machine, { clock }).start(), clock, publishSize };
}

describe('resizeThrottleMachine', () => {
  it('passes the first size at once', () => {
    const { actor, publishSize } = start();
    actor.send({ type: 'window.resize', width: 1024, height: 768 });
    expect(publishSize).toHaveBeenCalledWith({ width: 1024, height: 768 });
    expect(actor.getSnapshot().context.size).toEqual({ width: 1024, height: 768 });
    expect(actor.getSnapshot().matches('throttling')).toBe(true);
  });

  it('holds sizes for 200 ms and then passes only the last one', () => {
    const { actor, clock, publishSize } = start();
    actor.send({ type: 'window.resize', width: 1024, height: 768 });
    actor.send({ type: 'window.resize', width: 1000, height: 768 });
    actor.send({ type: 'window.resize', width: 900, height: 700 });
    clock.increment(199);
    expect(publishSize).toHaveBeenCalledTimes(1);
    clock.increment(1);
    expect(publishSize).toHaveBeenCalledTimes(2);
    expect(publishSize).toHaveBeenLastCalledWith({ width: 900, height: 700 });
  });

  it('keeps throttling while sizes keep coming, and rests when they stop', () => {
    const { actor, clock, publishSize } = start();
    actor.send({ type: 'window.resize', width: 800, height: 600 });
    clock.increment(100);
    actor.send({ type: 'window.resize', width: 700, height: 600 });
    clock.increment(100);
    actor.send({ type: 'window.resize', width: 600, height: 600 });
    clock.increment(199);
    expect(publishSize).toHaveBeenCalledTimes(2);
    clock.increment(1);
    expect(publishSize).toHaveBeenLastCalledWith({ width: 600, height: 600 });
    expect(actor.getSnapshot().matches('throttling')).toBe(true);
    clock.increment(200);
    expect(publishSize).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    actor.send({ type: 'window.resize', width: 500, height: 600 });
    expect(publishSize).toHaveBeenCalledTimes(4);
  });
});
