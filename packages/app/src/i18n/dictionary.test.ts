import { describe, expect, it } from 'vitest';
import { dimensionCaption, toDictionary } from './dictionary.ts';

const dictionary = toDictionary([
  { key: 'dimension.ip', en: 'Sending IP', fr: 'IP d’envoi', de: 'Sende-IP' },
  { key: 'dimension.vmta', en: 'Virtual MTA', fr: 'MTA virtuel', de: '' },
  { key: 'module.da', en: 'Delivery Analytics', fr: 'Analyse', de: 'Zustellanalyse' },
]);

describe('dimensionCaption', () => {
  it('writes a dimension in the language of the dictionary', () => {
    expect(dimensionCaption(dictionary, 'ip', 'fr', 'Sending IP')).toBe('IP d’envoi');
    expect(dimensionCaption(dictionary, 'ip', 'de', 'Sending IP')).toBe('Sende-IP');
    expect(dimensionCaption(dictionary, 'ip', 'en', 'Sending IP')).toBe('Sending IP');
  });

  it('names a dimension the workspace lacks (a disabled one) from the dictionary', () => {
    expect(dimensionCaption(dictionary, 'vmta', 'fr', undefined)).toBe('MTA virtuel');
    expect(dimensionCaption(dictionary, 'vmta', 'en', undefined)).toBe('Virtual MTA');
  });

  it('falls back to the workspace caption, then the English, then the id', () => {
    // no entry at all, or the dictionary not loaded yet
    expect(dimensionCaption(toDictionary([]), 'ip', 'fr', 'Sending IP')).toBe('Sending IP');
    expect(dimensionCaption(dictionary, 'job', 'de', 'Job')).toBe('Job');
    // an entry without the language
    expect(dimensionCaption(dictionary, 'vmta', 'de', undefined)).toBe('Virtual MTA');
    expect(dimensionCaption(dictionary, 'vmta', 'de', 'Virtual MTA')).toBe('Virtual MTA');
    expect(dimensionCaption(dictionary, 'pool', 'fr', undefined)).toBe('pool');
    expect(dimensionCaption(dictionary, 'pool', 'fr', undefined, 'Pool')).toBe('Pool');
  });

  it('keeps a name the workspace chose itself in every language', () => {
    expect(dimensionCaption(dictionary, 'ip', 'fr', 'Our IPs')).toBe('Our IPs');
    // the same name written otherwise is still the catalogue's
    expect(dimensionCaption(dictionary, 'ip', 'fr', 'sending ip')).toBe('IP d’envoi');
  });
});
