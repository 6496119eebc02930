// Every visible string exists in en, fr and de: a key missing or empty in any language, or a
// placeholder that differs, fails here.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages, namespaces } from './resources.ts';

const folder = path.join(import.meta.dirname, 'locales');
const read = (language: string, namespace: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(folder, language, `${namespace}.json`), 'utf8'));
const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe.each(namespaces)('namespace %s', (namespace) => {
  const english = read('en', namespace);

  it.each(languages.filter((language) => language !== 'en'))(
    '%s has exactly the English keys',
    (language) => {
      const translated = read(language, namespace);
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
    },
  );

  it.each(languages)('%s has no empty text and the same placeholders as English', (language) => {
    const translated = read(language, namespace);
    for (const [key, text] of Object.entries(translated)) {
      expect(text.trim(), `${language}/${namespace}:${key}`).not.toBe('');
      expect(placeholders(text), `${language}/${namespace}:${key}`).toEqual(
        placeholders(english[key] ?? ''),
      );
    }
  });
});

it('keeps the spec texts of section 8 in English', () => {
  const english = read('en', 'errors');
  expect(english.loginFailed).toBe('Failed to login.');
  expect(english.feedbackSent).toBe('Thank your for your feedback.');
  expect(english.presetFiltersIgnored).toBe(
    'Some preset filters were ignored because their dimensions are disabled: {{fields}}.',
  );
});

it('has a folder for every language and a file for every namespace', () => {
  for (const language of languages) {
    for (const namespace of namespaces) {
      expect(
        fs.existsSync(path.join(folder, language, `${namespace}.json`)),
        `${language}/${namespace}`,
      ).toBe(true);
    }
  }
  expect(fs.readdirSync(folder).sort()).toEqual([...languages].sort());
});
