import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { dimensionsLabel } from './dimensionRules.ts';
import { formatMessage } from './messages.ts';
import type { WorkspacePreferences } from './preferenceCleanup.ts';
import { reportLayoutMachine } from './reportLayoutMachine.ts';

const stored: WorkspacePreferences = {
  dimensions: ['isp', 'cat', 'domain', 'dsn', 'vmta'],
  metrics: ['complaints', 'sent', 'avg_del_time_chrt', 'delivered'],
};

function start(
  preferences: WorkspacePreferences = stored,
  save: (saved: WorkspacePreferences) => Promise<unknown> = async () => ({}),
) {
  const notify = vi.fn();
  const saveCall = vi.fn(save);
  const machine = reportLayoutMachine.provide({
    actors: {
      savePreferences: fromPromise(({ input }: { input: WorkspacePreferences }) => saveCall(input)),
    },
    actions: { notify: (_, params) => notify(params) },
  });
  const input = { preferences, workspaceMetrics: ['sent', 'deferred'] };
  const actor = createActor(machine, { input }).start();
  return { actor, notify, saveCall };
}

describe('reportLayoutMachine', () => {
  it('cleans the preferences on load, with auto layout and spacious density by default', () => {
    const { actor } = start();
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({
      layout: 'auto',
      density: 'spacious',
      dimensions: ['isp', 'domain', 'vmta', 'bounce', 'deferral'],
      metrics: ['sent', 'delivered', 'complaints'],
    });
  });

  it('changes layout and density while open', () => {
    const { actor } = start();
    actor.send({ type: 'layout.change', layout: 'two' });
    expect(actor.getSnapshot().context.layout).toBe('auto');
    actor.send({ type: 'panel.open' });
    actor.send({ type: 'layout.change', layout: 'two' });
    actor.send({ type: 'density.change', density: 'compact' });
    expect(actor.getSnapshot().context).toMatchObject({ layout: 'two', density: 'compact' });
  });

  it('stops at 6 counted dimensions and reads "6 out of 6"', () => {
    const { actor } = start({ dimensions: ['a', 'b', 'c', 'd', 'e'], metrics: [] });
    actor.send({ type: 'panel.open' });
    actor.send({ type: 'dimension.toggle', dimension: 'f' });
    expect(formatMessage(dimensionsLabel(actor.getSnapshot().context.dimensions))).toBe(
      '6 out of 6',
    );
    expect(actor.getSnapshot().can({ type: 'dimension.toggle', dimension: 'g' })).toBe(false);
    actor.send({ type: 'dimension.toggle', dimension: 'g' });
    expect(actor.getSnapshot().context.dimensions).not.toContain('g');
  });

  it('still allows uncounted dimensions and unselecting at the limit', () => {
    const { actor } = start({ dimensions: ['a', 'b', 'c', 'd', 'e', 'f'], metrics: [] });
    actor.send({ type: 'panel.open' });
    actor.send({ type: 'dimension.toggle', dimension: 'esp' });
    expect(actor.getSnapshot().context.dimensions).toContain('esp');
    actor.send({ type: 'dimension.toggle', dimension: 'a' });
    expect(actor.getSnapshot().context.dimensions).not.toContain('a');
    actor.send({ type: 'dimension.toggle', dimension: 'g' });
    expect(actor.getSnapshot().context.dimensions).toContain('g');
  });

  it('toggles metrics', () => {
    const { actor } = start();
    actor.send({ type: 'panel.open' });
    actor.send({ type: 'metric.toggle', metric: 'bounced' });
    actor.send({ type: 'metric.toggle', metric: 'sent' });
    expect(actor.getSnapshot().context.metrics).toEqual(['delivered', 'complaints', 'bounced']);
  });

  it('saves the preferences when the panel closes', async () => {
    const { actor, saveCall } = start();
    actor.send({ type: 'panel.open' });
    actor.send({ type: 'layout.change', layout: 'three' });
    actor.send({ type: 'panel.close' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches('closed'));
    expect(saveCall).toHaveBeenCalledWith({
      layout: 'three',
      density: 'spacious',
      dimensions: ['isp', 'domain', 'vmta', 'bounce', 'deferral'],
      metrics: ['sent', 'delivered', 'complaints'],
    });
  });

  it('says so when saving fails', async () => {
    const { actor, notify } = start(stored, () => Promise.reject(new Error('500')));
    actor.send({ type: 'panel.open' });
    actor.send({ type: 'panel.close' });
    await waitFor(actor, (snapshot) => snapshot.matches('closed'));
    expect(notify).toHaveBeenCalledWith({
      message: { text: 'Failed to save preferences.' },
      variant: 'error',
    });
  });
});
