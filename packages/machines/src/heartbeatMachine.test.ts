import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { Heartbeat } from './bannerRules.ts';
import { heartbeatMachine } from './heartbeatMachine.ts';
import type { HeartbeatInput } from './heartbeatMachine.ts';

const maintenance: Heartbeat = {
  banner: 'Maintenance tonight at 22:00 UTC',
  fr_banner: 'Maintenance ce soir à 22h00 UTC',
  de_banner: '',
  severity: 'WARNING',
  release: 'v2-0-63-0',
  timestamp: 1_700_000_000_000,
};

const user: HeartbeatInput = { language: 'en', version: 'v2-0-63-0', lastMessage: null };

/** Each load answers the next beat (the last one repeats); an Error makes that load fail. */
function start(beats: Array<Heartbeat | Error>, input: HeartbeatInput = user) {
  const effects = { refreshMessages: vi.fn(), recordSeen: vi.fn(), reload: vi.fn() };
  let calls = 0;
  const fetchHeartbeat = vi.fn(async () => {
    const beat = beats[Math.min(calls++, beats.length - 1)] ?? {};
    if (beat instanceof Error) throw beat;
    return beat;
  });
  const machine = heartbeatMachine.provide({
    actors: { fetchHeartbeat: fromPromise(fetchHeartbeat) },
    actions: {
      refreshMessages: () => effects.refreshMessages(),
      recordSeen: (_, params) => effects.recordSeen(params),
      reload: (_, params) => effects.reload(params),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock, input }).start();
  const loaded = () => waitFor(actor, (snapshot) => snapshot.matches({ polling: 'waiting' }));
  return { actor, clock, effects, fetchHeartbeat, loaded };
}

describe('heartbeatMachine', () => {
  it('loads once at start and then every 300000 ms', async () => {
    const { clock, fetchHeartbeat, effects, loaded } = start([maintenance]);
    await loaded();
    expect(fetchHeartbeat).toHaveBeenCalledTimes(1);
    expect(effects.refreshMessages).toHaveBeenCalledTimes(1);
    clock.increment(299_999);
    expect(fetchHeartbeat).toHaveBeenCalledTimes(1);
    clock.increment(1);
    await loaded();
    expect(fetchHeartbeat).toHaveBeenCalledTimes(2);
    expect(effects.refreshMessages).toHaveBeenCalledTimes(2);
  });

  it('shows an unseen banner in the colour of its severity', async () => {
    const { actor, loaded } = start([maintenance]);
    await loaded();
    expect(actor.getSnapshot().matches({ banner: 'shown' })).toBe(true);
    expect(actor.getSnapshot().context.banner).toEqual({
      text: 'Maintenance tonight at 22:00 UTC',
      message: null,
      colour: 'orange',
      action: null,
    });
  });

  it('shows the French variant to a French user and follows a language change', async () => {
    const { actor, loaded } = start([maintenance], { ...user, language: 'fr' });
    await loaded();
    expect(actor.getSnapshot().context.banner?.text).toBe('Maintenance ce soir à 22h00 UTC');
    actor.send({ type: 'language.change', language: 'de' });
    expect(actor.getSnapshot().context.banner?.text).toBe('Maintenance tonight at 22:00 UTC');
  });

  it('keeps a banner the user already closed hidden', async () => {
    const { actor, loaded } = start([maintenance], {
      ...user,
      lastMessage: maintenance.timestamp ?? null,
    });
    await loaded();
    expect(actor.getSnapshot().matches({ banner: 'hidden' })).toBe(true);
    expect(actor.getSnapshot().context.banner).toBeNull();
  });

  it('records last_message and version when the banner is closed', async () => {
    const { actor, effects, loaded } = start([maintenance], { ...user, version: 'v2-0-62-0' });
    await loaded();
    actor.send({ type: 'banner.close' });
    expect(actor.getSnapshot().matches({ banner: 'hidden' })).toBe(true);
    expect(effects.recordSeen).toHaveBeenCalledWith({
      lastMessage: 1_700_000_000_000,
      version: 'v2-0-63-0',
    });
    expect(actor.getSnapshot().context).toMatchObject({
      lastMessage: 1_700_000_000_000,
      version: 'v2-0-63-0',
    });
  });

  it('stays hidden after closing when the same heartbeat comes again', async () => {
    const { actor, clock, loaded } = start([maintenance]);
    await loaded();
    actor.send({ type: 'banner.close' });
    clock.increment(300_000);
    await loaded();
    expect(actor.getSnapshot().matches({ banner: 'hidden' })).toBe(true);
  });

  it('turns orange with "Reload to update" for a newer release, which records and reloads', async () => {
    const release = { ...maintenance, severity: 'INFO', release: 'v2-0-64-0' };
    const { actor, effects, loaded } = start([release]);
    await loaded();
    expect(actor.getSnapshot().context.banner).toMatchObject({
      colour: 'orange',
      action: { text: 'Reload to update' },
    });
    actor.send({ type: 'banner.reload' });
    expect(effects.recordSeen).toHaveBeenCalledWith({ lastMessage: null, version: 'v2-0-64-0' });
    expect(effects.reload).toHaveBeenCalledWith({});
  });

  it('offers no reload for a plain banner', async () => {
    const { actor, effects, loaded } = start([maintenance]);
    await loaded();
    actor.send({ type: 'banner.reload' });
    expect(effects.reload).not.toHaveBeenCalled();
  });

  it('hides the banner when a later heartbeat no longer has one', async () => {
    const { actor, clock, loaded } = start([maintenance, { severity: 'INFO' }]);
    await loaded();
    expect(actor.getSnapshot().matches({ banner: 'shown' })).toBe(true);
    clock.increment(300_000);
    await waitFor(actor, (snapshot) => snapshot.matches({ banner: 'hidden' }));
    expect(actor.getSnapshot().context.banner).toBeNull();
  });

  it('keeps polling after a failed load', async () => {
    const { actor, clock, loaded } = start([new Error('offline'), maintenance]);
    await loaded();
    expect(actor.getSnapshot().context.heartbeat).toBeNull();
    clock.increment(300_000);
    await waitFor(actor, (snapshot) => snapshot.matches({ banner: 'shown' }));
  });
});
