import { describe, expect, it } from 'vitest';
import {
  belongsToWorkspace,
  defaultPresetOf,
  deletePreset,
  ignoredFiltersMessage,
  isCustomRangeIncomplete,
  isPresetNameTaken,
  presetKey,
  presetsOfWorkspace,
  sanitisePresetName,
  savePreset,
  splitPresetFilters,
} from './presetRules.ts';
import type { Preset, PresetMap } from './presetRules.ts';
import type { TimeRange } from './timeRangePresets.ts';

const range: TimeRange = { preset: 'yesterday', start: null, end: null };
const acme = { id: 'acme', dataset: 'news' };
const preset = (name: string, extra: Partial<Preset> = {}): Preset => ({
  name,
  workspace: 'acme',
  dataset: 'news',
  range,
  filters: [],
  ...extra,
});

const presets: PresetMap = {
  'acme.Zeta': preset('Zeta', { default: true }),
  'acme.Alpha': preset('Alpha'),
  Old: preset('Old', { workspace: null }),
  OtherData: preset('OtherData', { workspace: undefined, dataset: 'tx' }),
  'bolt.Alpha': preset('Alpha', { workspace: 'bolt', default: true }),
};

describe('sanitisePresetName', () => {
  it('replaces everything but letters, digits, space, underscore and hyphen', () => {
    expect(sanitisePresetName('Gmail: week/2 (EU).')).toBe('Gmail_ week_2 _EU__');
    expect(sanitisePresetName('Rückläufer-Übersicht_1')).toBe('Rückläufer-Übersicht_1');
  });
});

describe('workspace presets', () => {
  it('keys presets by workspace and name', () => {
    expect(presetKey('acme', 'Alpha')).toBe('acme.Alpha');
  });

  it('matches legacy presets by dataset and lists by name', () => {
    expect(belongsToWorkspace(presets.Old as Preset, acme)).toBe(true);
    expect(belongsToWorkspace(presets.OtherData as Preset, acme)).toBe(false);
    expect(presetsOfWorkspace(presets, acme).map(({ key }) => key)).toEqual([
      'acme.Alpha',
      'Old',
      'acme.Zeta',
    ]);
  });

  it('finds the default and taken names, ignoring case and the preset itself', () => {
    expect(defaultPresetOf(presets, acme)?.key).toBe('acme.Zeta');
    expect(isPresetNameTaken(presets, acme, ' alpha ')).toBe(true);
    expect(isPresetNameTaken(presets, acme, 'Alpha', 'acme.Alpha')).toBe(false);
    expect(isPresetNameTaken(presets, acme, 'OtherData')).toBe(false);
  });
});

describe('savePreset and deletePreset', () => {
  it('clears the other defaults of the workspace only', () => {
    const saved = savePreset(presets, acme, { name: ' New ', isDefault: true, range, filters: [] });
    expect(saved['acme.New']).toMatchObject({ name: 'New', default: true, workspace: 'acme' });
    expect(saved['acme.Zeta']?.default).toBe(false);
    expect(saved['bolt.Alpha']?.default).toBe(true);
  });

  it('leaves other defaults alone for a non-default preset, and replaces the previous key', () => {
    const saved = savePreset(
      presets,
      acme,
      { name: 'Beta', isDefault: false, range, filters: [] },
      'acme.Alpha',
    );
    expect(saved['acme.Alpha']).toBeUndefined();
    expect(saved['acme.Zeta']?.default).toBe(true);
  });

  it('deletes by key', () => {
    expect(Object.keys(deletePreset(presets, 'Old'))).not.toContain('Old');
  });
});

describe('preset checks', () => {
  it('flags a custom range without both ends', () => {
    expect(isCustomRangeIncomplete({ preset: 'custom', start: 'x', end: null })).toBe(true);
    expect(isCustomRangeIncomplete({ preset: 'custom', start: 'x', end: 'y' })).toBe(false);
    expect(isCustomRangeIncomplete(range)).toBe(false);
  });

  it('splits filters by enabled dimension and names the ignored ones', () => {
    const filters = [
      { field: 'isp', op: 'IN', values: ['Gmail'] },
      { field: 'vmta', op: 'IN', values: ['a'] },
      { field: 'tag', op: 'IN', values: ['b'] },
    ] as const;
    const { kept, ignoredFields } = splitPresetFilters(filters, ['isp']);
    expect(kept.map((filter) => filter.field)).toEqual(['isp']);
    expect(ignoredFields).toEqual(['vmta', 'tag']);
    expect(ignoredFiltersMessage(ignoredFields).values).toEqual({ fields: 'vmta, tag' });
  });
});
