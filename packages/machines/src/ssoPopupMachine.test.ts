import { createActor, fromCallback, SimulatedClock } from 'xstate';
import type { AnyEventObject } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { ssoPopupMachine } from './ssoPopupMachine.ts';
import type { PopupCheckEvent, PopupRequest } from './ssoPopupMachine.ts';

/** A fake popup window: records how it was opened, answers checks, closes on cleanup. */
function fakePopup() {
  const window = {
    opened: [] as PopupRequest[],
    checks: 0,
    closedByUser: false,
    closedByMachine: false,
    post: (_event: AnyEventObject) => {},
  };
  const logic = fromCallback<PopupCheckEvent, PopupRequest>(({ input, sendBack, receive }) => {
    window.opened.push(input);
    window.post = sendBack;
    receive(() => {
      window.checks += 1;
      if (window.closedByUser) sendBack({ type: 'popup.closed' });
    });
    return () => {
      window.closedByMachine = true;
    };
  });
  return { window, logic };
}

function start(referrer: string | null = '/acme/dmarc-reports/domains') {
  const popup = fakePopup();
  const effects = { storeCsrfToken: vi.fn(), navigate: vi.fn() };
  const clock = new SimulatedClock();
  const machine = ssoPopupMachine.provide({
    actors: { popup: popup.logic },
    actions: {
      storeCsrfToken: (_, params) => effects.storeCsrfToken(params),
      navigate: (_, params) => effects.navigate(params),
    },
  });
  const actor = createActor(machine, { clock, input: { referrer } }).start();
  return { actor, clock, popup: popup.window, effects };
}

describe('ssoPopupMachine', () => {
  it.each(['google', 'microsoft'])('opens a 500x600 popup for %s', (provider) => {
    const { actor, popup } = start();
    actor.send({ type: 'provider.select', provider });
    expect(actor.getSnapshot().matches('open')).toBe(true);
    expect(popup.opened).toEqual([
      { url: `/api/v1.1/auth/authenticate?provider=${provider}`, width: 500, height: 600 },
    ]);
  });

  it('refuses an unknown provider with "Unknown provider"', () => {
    const { actor, popup } = start();
    actor.send({ type: 'provider.select', provider: 'yahoo' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({ text: 'Unknown provider' });
    expect(popup.opened).toEqual([]);
  });

  it('checks every second whether the popup was closed', () => {
    const { actor, clock, popup } = start();
    actor.send({ type: 'provider.select', provider: 'google' });
    clock.increment(999);
    expect(popup.checks).toBe(0);
    clock.increment(1);
    expect(popup.checks).toBe(1);
    clock.increment(1000);
    clock.increment(1000);
    expect(popup.checks).toBe(3);
    expect(actor.getSnapshot().matches('open')).toBe(true);
  });

  it('returns to the buttons a check after the user closed the popup', () => {
    const { actor, clock, popup, effects } = start();
    actor.send({ type: 'provider.select', provider: 'google' });
    popup.closedByUser = true;
    clock.increment(1000);
    expect(actor.getSnapshot().matches('open')).toBe(true);
    clock.increment(999);
    expect(actor.getSnapshot().matches('open')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(popup.closedByMachine).toBe(true);
    clock.increment(5000);
    expect(popup.checks).toBe(1);
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it('signs in with the token the popup posted as it closed, heard after the window was seen closed', () => {
    const { actor, clock, popup, effects } = start();
    actor.send({ type: 'provider.select', provider: 'google' });
    popup.closedByUser = true;
    clock.increment(1000);
    clock.increment(500);
    popup.post({ type: 'popup.message', token: 'csrf-late' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(effects.storeCsrfToken).toHaveBeenCalledWith({ token: 'csrf-late' });
    expect(effects.navigate).toHaveBeenCalledWith({ to: '/acme/dmarc-reports/domains' });
  });

  it('returns to the buttons at once when the browser blocked the popup', () => {
    const { actor, popup } = start();
    actor.send({ type: 'provider.select', provider: 'google' });
    popup.post({ type: 'popup.blocked' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('stores the CSRF token from the popup and goes to the referrer', () => {
    const { actor, popup, effects } = start();
    actor.send({ type: 'provider.select', provider: 'microsoft' });
    popup.post({ type: 'popup.message', token: 'csrf-xyz' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(effects.storeCsrfToken).toHaveBeenCalledWith({ token: 'csrf-xyz' });
    expect(effects.navigate).toHaveBeenCalledWith({ to: '/acme/dmarc-reports/domains' });
    expect(popup.closedByMachine).toBe(true);
  });

  it('goes to / when the referrer is the sign-in page', () => {
    const { actor, popup, effects } = start('/authenticate');
    actor.send({ type: 'provider.select', provider: 'google' });
    popup.post({ type: 'popup.message', token: 'csrf-xyz' });
    expect(effects.navigate).toHaveBeenCalledWith({ to: '/' });
  });

  it.each([undefined, null, '', '   '])('says "Invalid token" for the token %s', (token) => {
    const { actor, popup, effects } = start();
    actor.send({ type: 'provider.select', provider: 'google' });
    popup.post({ type: 'popup.message', token });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({ text: 'Invalid token' });
    expect(effects.storeCsrfToken).not.toHaveBeenCalled();
    expect(popup.closedByMachine).toBe(true);
  });

  it.each([
    ['UnknownProvider', 'Unknown provider'],
    ['InvalidCredentials', 'Failed to login.'],
    ['InvalidToken', 'Invalid token'],
    ['InternalError', 'Invalid token'],
  ])('says why the popup page refused the sign-in (%s)', (errorName, text) => {
    const { actor, popup, effects } = start();
    actor.send({ type: 'provider.select', provider: 'microsoft' });
    popup.post({ type: 'popup.message', token: null, errorName });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({ text });
    expect(effects.storeCsrfToken).not.toHaveBeenCalled();
  });

  it('clears an earlier error when a known provider is chosen', () => {
    const { actor } = start();
    actor.send({ type: 'provider.select', provider: 'yahoo' });
    actor.send({ type: 'provider.select', provider: 'google' });
    expect(actor.getSnapshot().context).toMatchObject({ provider: 'google', error: null });
  });
});
