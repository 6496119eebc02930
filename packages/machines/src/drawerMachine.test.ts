import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { drawerMachine } from './drawerMachine.ts';

function start(width: number, locked = false) {
  return createActor(drawerMachine, { input: { width, locked } }).start();
}

describe('drawerMachine', () => {
  it('starts open above 1200 px', () => {
    const actor = start(1201);
    expect(actor.getSnapshot().matches('open')).toBe(true);
    expect(actor.getSnapshot().context.device).toBe('desktop');
  });

  it.each([
    [1200, 'desktop'],
    [1199, 'tablet'],
    [599, 'mobile'],
  ])('starts closed at %i px (%s)', (width, device) => {
    const actor = start(width);
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(actor.getSnapshot().context.device).toBe(device);
  });

  it('opens on hover and closes when the pointer leaves', () => {
    const actor = start(800);
    actor.send({ type: 'pointer.enter' });
    expect(actor.getSnapshot().matches('peeking')).toBe(true);
    actor.send({ type: 'pointer.leave' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
  });

  it('does not open on hover when lock_drawer is set', () => {
    const actor = start(800, true);
    actor.send({ type: 'pointer.enter' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
  });

  it('follows a change of the lock setting', () => {
    const actor = start(800, true);
    actor.send({ type: 'lock.change', locked: false });
    actor.send({ type: 'pointer.enter' });
    expect(actor.getSnapshot().matches('peeking')).toBe(true);
  });

  it('keeps a drawer opened on purpose when the pointer leaves', () => {
    const actor = start(1600);
    actor.send({ type: 'pointer.leave' });
    expect(actor.getSnapshot().matches('open')).toBe(true);
  });

  it('toggles with the menu button, also from a hover-opened drawer', () => {
    const actor = start(800);
    actor.send({ type: 'drawer.toggle' });
    expect(actor.getSnapshot().matches('open')).toBe(true);
    actor.send({ type: 'drawer.toggle' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    actor.send({ type: 'pointer.enter' });
    actor.send({ type: 'drawer.toggle' });
    actor.send({ type: 'pointer.leave' });
    expect(actor.getSnapshot().matches('open')).toBe(true);
  });

  it('opens on a swipe right of more than 100 px, not 100', () => {
    const actor = start(400);
    actor.send({ type: 'swipe.end', distance: 100 });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    actor.send({ type: 'swipe.end', distance: 101 });
    expect(actor.getSnapshot().matches('open')).toBe(true);
  });

  it('closes on a swipe left of more than 100 px', () => {
    const actor = start(1600);
    actor.send({ type: 'swipe.end', distance: -100 });
    expect(actor.getSnapshot().matches('open')).toBe(true);
    actor.send({ type: 'swipe.end', distance: -101 });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
  });

  it('closes a hover-opened drawer on a swipe left', () => {
    const actor = start(800);
    actor.send({ type: 'pointer.enter' });
    actor.send({ type: 'swipe.end', distance: 50 });
    expect(actor.getSnapshot().matches('peeking')).toBe(true);
    actor.send({ type: 'swipe.end', distance: -150 });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
  });

  it('updates the device class on resize without moving the drawer', () => {
    const actor = start(1600);
    actor.send({ type: 'window.resize', width: 500 });
    expect(actor.getSnapshot().context).toMatchObject({ width: 500, device: 'mobile' });
    expect(actor.getSnapshot().matches('open')).toBe(true);
  });
});
