import { describe, expect, it } from 'vitest';
import type { User } from '@console/contract';
import { presetNameOfKey, toMachinePresets, toStoredPresets } from './presetMapping.ts';

const stored: User['presets'] = {
  'demo.Gmail only': {
    dataset: 'demo-newsletters',
    workspace: 'demo',
    range: { preset: 'last7days', start: '2026-11-12T23:00:00Z', end: '2026-11-19T23:00:00Z' },
    filters: [{ field: 'provider', op: 'IN', values: ['google'] }],
    default: true,
  },
  Legacy: {
    dataset: 'demo-newsletters',
    range: { preset: 'yesterday', start: '2026-11-18T23:00:00Z', end: '2026-11-19T23:00:00Z' },
    filters: [],
    default: false,
  },
};

describe('presetNameOfKey', () => {
  it('reads the name after the workspace, or the whole legacy key', () => {
    expect(presetNameOfKey('demo.EU ISPs')).toBe('EU ISPs');
    expect(presetNameOfKey('Legacy')).toBe('Legacy');
  });
});

describe('preset mapping', () => {
  it('gives the machine each preset with its name, legacy ones without a workspace', () => {
    const presets = toMachinePresets(stored);
    expect(presets['demo.Gmail only']).toMatchObject({ name: 'Gmail only', workspace: 'demo' });
    expect(presets.Legacy).toMatchObject({ name: 'Legacy', workspace: null, default: false });
  });

  it('stores what it read unchanged', () => {
    const never = () => {
      throw new Error('not called');
    };
    expect(toStoredPresets(toMachinePresets(stored), never)).toEqual(stored);
  });

  it('completes a range saved without instants and drops the name', () => {
    const saved = toStoredPresets(
      {
        'demo.Today': {
          name: 'Today',
          workspace: 'demo',
          dataset: 'demo-newsletters',
          range: { preset: 'today', start: null, end: null },
          filters: [],
        },
      },
      () => ({ start: '2026-11-19T23:00:00.000Z', end: '2026-11-20T09:30:00.000Z' }),
    );
    expect(saved).toEqual({
      'demo.Today': {
        dataset: 'demo-newsletters',
        workspace: 'demo',
        range: {
          preset: 'today',
          start: '2026-11-19T23:00:00.000Z',
          end: '2026-11-20T09:30:00.000Z',
        },
        filters: [],
        default: false,
      },
    });
  });
});
