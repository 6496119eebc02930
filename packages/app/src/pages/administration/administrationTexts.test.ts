// The administration texts: French puts a no-break space before : ; ? and !, never a plain one;
// the roles named are the contract's.
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { roles } from '@console/contract';

const read = (language: string): Record<string, string> =>
  JSON.parse(
    fs.readFileSync(
      path.join(import.meta.dirname, '../../i18n/locales', language, 'administration.json'),
      'utf8',
    ),
  );

it('puts a no-break space before : ; ? and ! in French', () => {
  for (const [key, text] of Object.entries(read('fr'))) {
    expect(text, key).not.toMatch(/ [:;?!]/);
    expect(text, key).not.toMatch(/[^\s\u00a0\u202f][:;?!](\s|$)/);
  }
});

it('names and explains every role of the contract in each language', () => {
  for (const language of ['en', 'fr', 'de']) {
    const texts = read(language);
    for (const role of roles) {
      expect(texts[`role.${role}`], `${language} role.${role}`).toBeTruthy();
      expect(texts[`role.help.${role}`], `${language} role.help.${role}`).toBeTruthy();
    }
  }
});
