import { describe, expect, it } from 'vitest';
import { currentSettingsPage } from './settingsPages.ts';

describe('current settings page', () => {
  it('maps each settings path to its page, /settings to the preferences', () => {
    expect(currentSettingsPage('/settings/profile')).toBe('profile');
    expect(currentSettingsPage('/settings/alerts/')).toBe('alerts');
    expect(currentSettingsPage('/settings/release')).toBe('release');
    expect(currentSettingsPage('/settings')).toBe('preferences');
    expect(currentSettingsPage('/settings/')).toBe('preferences');
  });

  it('knows no page outside settings or for an unknown one', () => {
    expect(currentSettingsPage('/demo/delivery-analytics/report')).toBeNull();
    expect(currentSettingsPage('/settings/unknown')).toBeNull();
    expect(currentSettingsPage('/settingsx')).toBeNull();
  });
});
