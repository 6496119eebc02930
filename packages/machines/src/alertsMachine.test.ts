import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { alertsMachine } from './alertsMachine.ts';
import type { AlertRow, AlertsInput } from './alertsMachine.ts';

const blocklist: AlertRow = { id: 'a1', active: true, alert: 'blocklist', module: 'rm' };
const bounces: AlertRow = { id: 'a2', active: false, alert: 'bounce_rate', module: 'da' };

interface Calls {
  saveAlert?: (alert: AlertRow) => Promise<unknown>;
  authorize?: () => Promise<string>;
  add?: (input: { code: string }) => Promise<unknown>;
  remove?: () => Promise<unknown>;
}

function start(input: Partial<AlertsInput> = {}, calls: Calls = {}) {
  const notify = vi.fn();
  const spies = {
    saveAlert: vi.fn(calls.saveAlert ?? (async () => ({}))),
    authorize: vi.fn(calls.authorize ?? (async () => '1234.5678.abc')),
    add: vi.fn(calls.add ?? (async () => ({}))),
    remove: vi.fn(calls.remove ?? (async () => ({}))),
  };
  const machine = alertsMachine.provide({
    actors: {
      saveAlert: fromPromise(({ input: alert }: { input: AlertRow }) => spies.saveAlert(alert)),
      authorizeTeamChat: fromPromise(() => spies.authorize()),
      addTeamChat: fromPromise(({ input: code }: { input: { code: string } }) => spies.add(code)),
      removeTeamChat: fromPromise(() => spies.remove()),
    },
    actions: { notify: (_, params) => notify(params) },
  });
  const actor = createActor(machine, {
    input: { alerts: [blocklist, bounces], email: true, teamChat: false, ...input },
  }).start();
  const settled = () =>
    waitFor(actor, (snapshot) => snapshot.matches({ activeToggles: 'idle', teamChat: 'idle' }));
  return { actor, notify, spies, settled };
}

describe('alertsMachine', () => {
  it('flips an Active toggle at once and saves the alert', async () => {
    const { actor, spies, settled } = start();
    actor.send({ type: 'alert.toggle', id: 'a2' });
    expect(actor.getSnapshot().context.alerts[1]?.active).toBe(true);
    expect(actor.getSnapshot().context.savingId).toBe('a2');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settled();
    expect(spies.saveAlert).toHaveBeenCalledWith({ ...bounces, active: true });
    expect(actor.getSnapshot().context.savingId).toBeNull();
  });

  it('restores the toggle and says so when saving fails', async () => {
    const { actor, notify, settled } = start(
      {},
      { saveAlert: () => Promise.reject(new Error('500')) },
    );
    actor.send({ type: 'alert.toggle', id: 'a1' });
    await settled();
    expect(actor.getSnapshot().context.alerts[0]?.active).toBe(true);
    expect(notify).toHaveBeenCalledWith({
      message: { text: 'Failed to save alert.' },
      variant: 'error',
    });
  });

  it('ignores toggles of unknown alerts and while another save runs', () => {
    const { actor, spies } = start({}, { saveAlert: () => new Promise(() => {}) });
    actor.send({ type: 'alert.toggle', id: 'zz' });
    expect(actor.getSnapshot().matches({ activeToggles: 'idle' })).toBe(true);
    actor.send({ type: 'alert.toggle', id: 'a1' });
    actor.send({ type: 'alert.toggle', id: 'a2' });
    expect(actor.getSnapshot().context.alerts.map((alert) => alert.active)).toEqual([false, false]);
    expect(spies.saveAlert).toHaveBeenCalledTimes(1);
  });

  it('changes the email toggle locally only', () => {
    const { actor, spies } = start();
    actor.send({ type: 'email.toggle' });
    expect(actor.getSnapshot().context.email).toBe(false);
    actor.send({ type: 'email.toggle' });
    expect(actor.getSnapshot().context.email).toBe(true);
    expect(spies.saveAlert).not.toHaveBeenCalled();
  });

  it('connects team chat through the OAuth popup with the returned code', async () => {
    const { actor, spies, settled } = start();
    actor.send({ type: 'teamChat.toggle' });
    expect(actor.getSnapshot().matches({ teamChat: 'authorizing' })).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.context.teamChat);
    await settled();
    expect(spies.add).toHaveBeenCalledWith({ code: '1234.5678.abc' });
    expect(actor.getSnapshot().context.code).toBeNull();
  });

  it('refuses a code that is not letters, digits and dots', async () => {
    const { actor, spies, notify, settled } = start(
      {},
      { authorize: async () => 'abc&redirect=evil' },
    );
    actor.send({ type: 'teamChat.toggle' });
    await settled();
    expect(spies.add).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.teamChat).toBe(false);
    expect(notify).toHaveBeenCalledWith({
      message: { text: 'Invalid team-chat code.' },
      variant: 'error',
    });
  });

  it('stays disconnected without a message when the popup is closed', async () => {
    const { actor, notify, settled } = start(
      {},
      { authorize: () => Promise.reject(new Error('closed')) },
    );
    actor.send({ type: 'teamChat.toggle' });
    await settled();
    expect(actor.getSnapshot().context.teamChat).toBe(false);
    expect(notify).not.toHaveBeenCalled();
  });

  it('stays disconnected and says so when adding fails', async () => {
    const { actor, notify, settled } = start({}, { add: () => Promise.reject(new Error('500')) });
    actor.send({ type: 'teamChat.toggle' });
    await waitFor(actor, (snapshot) => snapshot.matches({ teamChat: 'adding' }));
    await settled();
    expect(actor.getSnapshot().context.teamChat).toBe(false);
    expect(notify).toHaveBeenCalledWith({
      message: { text: 'Failed to change the team-chat channel.' },
      variant: 'error',
    });
  });

  it('deletes the integration when team chat is turned off', async () => {
    const { actor, spies, settled } = start({ teamChat: true });
    actor.send({ type: 'teamChat.toggle' });
    expect(actor.getSnapshot().matches({ teamChat: 'removing' })).toBe(true);
    await settled();
    expect(spies.remove).toHaveBeenCalledTimes(1);
    expect(spies.authorize).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.teamChat).toBe(false);
  });

  it('stays connected when deleting fails', async () => {
    const { actor, notify, settled } = start(
      { teamChat: true },
      { remove: () => Promise.reject(new Error('x')) },
    );
    actor.send({ type: 'teamChat.toggle' });
    await settled();
    expect(actor.getSnapshot().context.teamChat).toBe(true);
    expect(notify).toHaveBeenCalledTimes(1);
  });
});
