// Array literals on both databases: what goes in as a literal comes back element for element,
// with quotes, backslashes, commas, braces, spaces, newlines, NULL and the word NULL.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { awkwardTexts } from '../../../../testing/awkwardTexts.ts';
import { testDatabases, useTestStorage } from '../../../../testing/databases.ts';
import { arrayParam, numberArray, textArray } from './arrayLiterals.ts';

describe('array literals', () => {
  it('spell numbers and texts as PostgreSQL reads them', () => {
    expect(numberArray([1, null, -2.5])).toBe('{1,NULL,-2.5}');
    expect(textArray(['a', null, 'b"c\\d'])).toBe('{"a",NULL,"b\\"c\\\\d"}');
  });
});

describe.each(testDatabases)('array literals on %s', (kind) => {
  const holder = useTestStorage(kind);

  it('round-trip every awkward text and number', async () => {
    const texts = [...awkwardTexts];
    const numbers = [0, -1, 9_007_199_254_740_991, null];
    const result = await sql<{ texts: (string | null)[]; numbers: (number | null)[] }>`
      select ${arrayParam('text', texts)} as texts, ${arrayParam('int8', numbers)}::float8[] as numbers`.execute(
      holder.storage.db,
    );
    expect(result.rows[0]).toEqual({ texts, numbers });
  });
});
