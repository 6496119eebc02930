// Every entity of the catalogue works against the contract: its calls exist, its forms can be
// generated from their input schemas, its key is what get and del take, and every field,
// column and choice a page shows has words in English, French and German.
import fs from 'node:fs';
import path from 'node:path';
import { callByKey, type CallKey } from '@console/contract';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { entityCatalogue, entityCodes } from './entityCatalogue.ts';
import { formFieldsOf } from './schemaFields.ts';

const locales = path.join(import.meta.dirname, '../../../i18n/locales');
const texts = (language: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(locales, language, 'management.json'), 'utf8'));
const reportTexts = (language: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(locales, language, 'report.json'), 'utf8'));
/** technical values that read the same in every language */
const rawOptions = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

describe.each(entityCodes)('%s', (code) => {
  const definition = entityCatalogue[code];
  const keys = [
    definition.list,
    definition.get,
    definition.add,
    definition.set,
    definition.del,
  ].filter((key): key is CallKey => key !== undefined);
  const fields = [definition.add, definition.set]
    .filter((key): key is CallKey => key !== undefined)
    .flatMap((key) => formFieldsOf(callByKey(key).input as z.ZodType));

  it('uses calls of the contract, keyed as get and del take it', () => {
    for (const key of keys) expect(callByKey(key), key).toBeDefined();
    for (const key of [definition.get, definition.del])
      if (key)
        expect(Object.keys((callByKey(key).input as z.ZodObject).shape)).toEqual([
          ...definition.key,
        ]);
    if (definition.add) expect(fields.length).toBeGreaterThan(0);
  });

  it.each(['en', 'fr', 'de'])('names every field, column and choice in %s', (language) => {
    const words = texts(language);
    const metrics = reportTexts(language);
    const names = new Set([...definition.columns, ...fields.map((field) => field.name)]);
    for (const name of names)
      expect(words[`field.${name}`], `${language} field.${name}`).toBeTruthy();
    for (const field of fields)
      for (const option of field.options) {
        if (rawOptions.has(option)) continue;
        const key =
          field.name === 'metrics'
            ? metrics[`metric.${option}`]
            : words[`option.${field.name === 'modules' ? 'module' : field.name}.${option}`];
        expect(key, `${language} ${field.name}=${option}`).toBeTruthy();
      }
    for (const key of ['title', 'one', 'many', 'add', 'new'])
      expect(words[`entity.${code}.${key}`], `${language} entity.${code}.${key}`).toBeTruthy();
  });
});
