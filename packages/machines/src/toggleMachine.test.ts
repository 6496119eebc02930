import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { toggleMachine } from './toggleMachine.ts';
import type { ToggleInput } from './toggleMachine.ts';

function start(input: ToggleInput) {
  return createActor(toggleMachine, { input }).start();
}

describe('toggleMachine', () => {
  it('starts on or off as given', () => {
    expect(start({ on: true }).getSnapshot().matches('on')).toBe(true);
    expect(start({ on: false }).getSnapshot().matches('off')).toBe(true);
  });

  it('flips on press, both ways', () => {
    const actor = start({ on: false });
    actor.send({ type: 'toggle.press' });
    expect(actor.getSnapshot().matches('on')).toBe(true);
    actor.send({ type: 'toggle.press' });
    expect(actor.getSnapshot().matches('off')).toBe(true);
  });

  it.each([
    ['disabled', { disabled: true }],
    ['loading', { loading: true }],
  ])('does not flip while %s', (_case, flags) => {
    const off = start({ on: false, ...flags });
    off.send({ type: 'toggle.press' });
    expect(off.getSnapshot().matches('off')).toBe(true);
    const on = start({ on: true, ...flags });
    on.send({ type: 'toggle.press' });
    expect(on.getSnapshot().matches('on')).toBe(true);
  });

  it('flips again once loading ends, keeping the disabled flag', () => {
    const actor = start({ on: true, loading: true });
    actor.send({ type: 'availability.change', loading: false });
    expect(actor.getSnapshot().context).toMatchObject({ loading: false, disabled: false });
    actor.send({ type: 'toggle.press' });
    expect(actor.getSnapshot().matches('off')).toBe(true);
    actor.send({ type: 'availability.change', disabled: true });
    actor.send({ type: 'toggle.press' });
    expect(actor.getSnapshot().matches('off')).toBe(true);
  });

  it("follows the owner's value even while disabled", () => {
    const actor = start({ on: false, disabled: true });
    actor.send({ type: 'toggle.sync', on: true });
    expect(actor.getSnapshot().matches('on')).toBe(true);
    actor.send({ type: 'toggle.sync', on: true });
    expect(actor.getSnapshot().matches('on')).toBe(true);
    actor.send({ type: 'toggle.sync', on: false });
    expect(actor.getSnapshot().matches('off')).toBe(true);
    actor.send({ type: 'toggle.sync', on: false });
    expect(actor.getSnapshot().matches('off')).toBe(true);
  });
});
