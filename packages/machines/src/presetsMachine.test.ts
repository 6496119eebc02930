import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { PresetMap } from './presetRules.ts';
import { presetsMachine } from './presetsMachine.ts';
import type { PresetsInput } from './presetsMachine.ts';
import type { TimeRange } from './timeRangePresets.ts';
import type { Filter } from './types.ts';

const acme = { id: 'acme', dataset: 'news' };
const lastWeek: TimeRange = { preset: 'lastWeek', start: null, end: null };
const gmailOnly: Filter = { field: 'isp', op: 'IN', values: ['Gmail'] };
const notPoolB: Filter = { field: 'vmta', op: 'NOT_IN', values: ['pool-b'] };

const presets: PresetMap = {
  'acme.Gmail week': {
    name: 'Gmail week',
    workspace: 'acme',
    dataset: 'news',
    range: lastWeek,
    filters: [gmailOnly],
    default: true,
  },
  'acme.Pools': {
    name: 'Pools',
    workspace: 'acme',
    dataset: 'news',
    range: lastWeek,
    filters: [gmailOnly, notPoolB],
  },
  Legacy: { name: 'Legacy', dataset: 'news', range: lastWeek, filters: [] },
  'bolt.Other': {
    name: 'Other',
    workspace: 'bolt',
    dataset: 'tx',
    range: lastWeek,
    filters: [],
    default: true,
  },
};

function start(
  input: Partial<PresetsInput> = {},
  save: (next: PresetMap) => Promise<unknown> = async () => ({}),
) {
  const effects = { applyPreset: vi.fn(), notify: vi.fn() };
  const saveCall = vi.fn(save);
  const machine = presetsMachine.provide({
    actors: { savePresets: fromPromise(({ input: next }: { input: PresetMap }) => saveCall(next)) },
    actions: {
      applyPreset: (_, params) => effects.applyPreset(params),
      notify: (_, params) => effects.notify(params),
    },
  });
  const actor = createActor(machine, {
    input: { presets, workspace: acme, enabledFields: ['isp', 'vmta'], ...input },
  }).start();
  const saved = () => waitFor(actor, (snapshot) => snapshot.matches('idle'));
  return { actor, effects, saveCall, saved };
}

describe('presetsMachine', () => {
  it('applies the workspace default preset on load', () => {
    const { actor, effects } = start();
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(effects.applyPreset).toHaveBeenCalledWith({
      key: 'acme.Gmail week',
      range: lastWeek,
      filters: [gmailOnly],
    });
    expect(effects.notify).not.toHaveBeenCalled();
  });

  it('applies nothing when the workspace has no default', () => {
    const { effects } = start({ workspace: { id: 'cargo', dataset: 'logs' } });
    expect(effects.applyPreset).not.toHaveBeenCalled();
  });

  it('applies a chosen preset and warns about filters on disabled dimensions', () => {
    const { actor, effects } = start({ enabledFields: ['isp'] });
    actor.send({ type: 'preset.apply', key: 'acme.Pools' });
    expect(effects.applyPreset).toHaveBeenLastCalledWith({
      key: 'acme.Pools',
      range: lastWeek,
      filters: [gmailOnly],
    });
    expect(effects.notify).toHaveBeenCalledWith({
      message: {
        text: 'Some preset filters were ignored because their dimensions are disabled: {fields}.',
        values: { fields: 'vmta' },
      },
      variant: 'warning',
    });
  });

  it('ignores an unknown preset', () => {
    const { actor, effects } = start();
    actor.send({ type: 'preset.apply', key: 'acme.Gone' });
    actor.send({ type: 'preset.edit', key: 'acme.Gone' });
    expect(effects.applyPreset).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('applies the new workspace default when the workspace changes', () => {
    const { actor, effects } = start();
    actor.send({
      type: 'workspace.select',
      workspace: { id: 'bolt', dataset: 'tx' },
      enabledFields: [],
    });
    expect(effects.applyPreset).toHaveBeenLastCalledWith({
      key: 'bolt.Other',
      range: lastWeek,
      filters: [],
    });
  });

  it('adds a preset under {workspace}.{name} with a sanitised name', async () => {
    const { actor, saveCall, saved } = start();
    actor.send({
      type: 'preset.create',
      range: { preset: 'today', start: null, end: null },
      filters: [notPoolB],
    });
    expect(actor.getSnapshot().matches('adding')).toBe(true);
    actor.send({ type: 'name.change', value: 'Pool B: bounces/day' });
    expect(actor.getSnapshot().context.name).toBe('Pool B_ bounces_day');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await saved();
    const stored = actor.getSnapshot().context.presets['acme.Pool B_ bounces_day'];
    expect(stored).toEqual({
      name: 'Pool B_ bounces_day',
      workspace: 'acme',
      dataset: 'news',
      range: { preset: 'today', start: null, end: null },
      filters: [notPoolB],
      default: false,
    });
    expect(saveCall.mock.calls[0]?.[0]).toBe(actor.getSnapshot().context.presets);
  });

  it('adds a new default preset and clears the old default of the workspace', async () => {
    const { actor, saved } = start();
    actor.send({ type: 'preset.create', range: lastWeek, filters: [] });
    actor.send({ type: 'name.change', value: 'Weekly' });
    actor.send({ type: 'default.change', value: true });
    actor.send({ type: 'form.submit' });
    await saved();
    const { presets: after } = actor.getSnapshot().context;
    expect(after['acme.Weekly']?.default).toBe(true);
    expect(after['acme.Gmail week']?.default).toBe(false);
  });

  it('rejects a duplicate name with "Preset name already exists"', () => {
    const { actor, saveCall } = start();
    actor.send({ type: 'preset.create', range: lastWeek, filters: [] });
    actor.send({ type: 'name.change', value: 'pools' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches('adding')).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({ text: 'Preset name already exists' });
    expect(saveCall).not.toHaveBeenCalled();
    actor.send({ type: 'name.change', value: 'Pools 2' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('rejects a custom range without both ends', () => {
    const { actor } = start();
    actor.send({
      type: 'preset.create',
      range: { preset: 'custom', start: '2024-05-01T00:00:00Z', end: null },
      filters: [],
    });
    actor.send({ type: 'name.change', value: 'Half' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.error).toEqual({
      text: 'Custom range requires start and end date',
    });
  });

  it('does not save without a name, and closes on cancel', () => {
    const { actor, saveCall } = start();
    actor.send({ type: 'preset.create', range: lastWeek, filters: [] });
    actor.send({ type: 'name.change', value: '   ' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches('adding')).toBe(true);
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(saveCall).not.toHaveBeenCalled();
  });

  it('makes an edited preset the only default of its workspace', async () => {
    const { actor, saved } = start();
    actor.send({ type: 'preset.edit', key: 'acme.Pools' });
    expect(actor.getSnapshot().context).toMatchObject({ name: 'Pools', isDefault: false });
    actor.send({ type: 'default.change', value: true });
    actor.send({ type: 'form.submit' });
    await saved();
    const { presets: after } = actor.getSnapshot().context;
    expect(after['acme.Pools']?.default).toBe(true);
    expect(after['acme.Gmail week']?.default).toBe(false);
    expect(after['bolt.Other']?.default).toBe(true);
  });

  it('renames a preset, may keep its own name, and moves a legacy one to a workspace key', async () => {
    const { actor, saved } = start();
    actor.send({ type: 'preset.edit', key: 'acme.Pools' });
    actor.send({ type: 'form.submit' });
    await saved();
    expect(actor.getSnapshot().context.presets['acme.Pools']?.filters).toEqual([
      gmailOnly,
      notPoolB,
    ]);
    actor.send({ type: 'preset.edit', key: 'Legacy' });
    actor.send({ type: 'name.change', value: 'Legacy news' });
    actor.send({ type: 'form.submit' });
    await saved();
    const { presets: after } = actor.getSnapshot().context;
    expect(after.Legacy).toBeUndefined();
    expect(after['acme.Legacy news']).toMatchObject({ name: 'Legacy news', workspace: 'acme' });
  });

  it('rejects renaming onto another preset of the workspace', () => {
    const { actor } = start();
    actor.send({ type: 'preset.edit', key: 'acme.Pools' });
    actor.send({ type: 'name.change', value: 'Gmail week' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.error?.text).toBe('Preset name already exists');
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('deletes a preset after confirmation, not on cancel', async () => {
    const { actor, saved } = start();
    actor.send({ type: 'preset.delete', key: 'acme.Pools' });
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot().context.presets['acme.Pools']).toBeDefined();
    actor.send({ type: 'preset.delete', key: 'acme.Pools' });
    expect(actor.getSnapshot().matches('deleting')).toBe(true);
    actor.send({ type: 'form.submit' });
    await saved();
    expect(actor.getSnapshot().context.presets['acme.Pools']).toBeUndefined();
  });

  it('keeps the old presets and says so when saving fails', async () => {
    const { actor, effects, saved } = start({}, () => Promise.reject(new Error('500')));
    actor.send({ type: 'preset.delete', key: 'acme.Pools' });
    actor.send({ type: 'form.submit' });
    await saved();
    expect(actor.getSnapshot().context.presets).toBe(presets);
    expect(actor.getSnapshot().context.pending).toBeNull();
    expect(effects.notify).toHaveBeenCalledWith({
      message: { text: 'Failed to save preset.' },
      variant: 'error',
    });
  });
});
