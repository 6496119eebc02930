import { describe, expect, it } from 'vitest';
import { duplicatePresetName, sanitizePresetName } from './presetName.ts';

describe('sanitizePresetName', () => {
  it('keeps letters, digits, space, underscore and hyphen', () => {
    expect(sanitizePresetName('Weekly report_2-b')).toBe('Weekly report_2-b');
    expect(sanitizePresetName('Prévisions été')).toBe('Prévisions été');
  });

  it('replaces anything else by an underscore', () => {
    expect(sanitizePresetName('Gmail/Yahoo (EU)')).toBe('Gmail_Yahoo _EU_');
    expect(sanitizePresetName('a.b:c')).toBe('a_b_c');
  });
});

describe('duplicatePresetName', () => {
  const presets = [{ name: 'Weekly' }, { name: 'Gmail only', isDefault: true }];

  it('rejects a name another preset has', () => {
    expect(duplicatePresetName('Weekly', presets)).toBe('Preset name already exists');
    expect(duplicatePresetName(' Weekly ', presets)).toBe('Preset name already exists');
  });

  it('accepts a new name', () => {
    expect(duplicatePresetName('Monthly', presets)).toBeNull();
  });

  it('accepts the edited preset keeping its own name', () => {
    expect(duplicatePresetName('Weekly', presets, 'Weekly')).toBeNull();
    expect(duplicatePresetName('Gmail only', presets, 'Weekly')).not.toBeNull();
  });

  it('takes another message', () => {
    expect(duplicatePresetName('Weekly', presets, null, 'Ce nom existe déjà')).toBe(
      'Ce nom existe déjà',
    );
  });
});
