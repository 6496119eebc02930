// The framer's own split of quoted records against csv-parse (which decides every record it
// does not take): for any line of commas, quotes, doubled quotes, line breaks and text, the
// fast split gives csv-parse's fields or leaves the line to it.
import fc from 'fast-check';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { splitQuotedRecord } from './csvRecords.ts';

const pieces = ['a', 'bc', ',', '"', '""', ' ', '\n', '\r', 'é', ';', 'x,y', '5.1.1'];

function csvParse(text: string): unknown {
  try {
    const records = parse(text, { relax_quotes: true, relax_column_count: true }) as string[][];
    return records.length === 1 ? records[0] : `${records.length} records`;
  } catch (error) {
    return `error ${String((error as { code?: unknown }).code)}`;
  }
}

describe('splitQuotedRecord', () => {
  it('splits plain RFC 4180 quoting as csv-parse does', () => {
    expect(splitQuotedRecord('d,"smtp;550 5.1.1 no, such user",mx')).toEqual([
      'd',
      'smtp;550 5.1.1 no, such user',
      'mx',
    ]);
    expect(splitQuotedRecord('"say ""hi""",,"a\nb",')).toEqual(['say "hi"', '', 'a\nb', '']);
    expect(splitQuotedRecord('a,b"c')).toBeNull();
    expect(splitQuotedRecord('"open,')).toBeNull();
    expect(splitQuotedRecord('"closed" ,x')).toBeNull();
  });

  it('agrees with csv-parse whenever it answers', () => {
    let answered = 0;
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 14 }),
        (parts) => {
          const text = parts.join('');
          const fields = splitQuotedRecord(text);
          if (fields === null) return;
          answered += 1;
          expect(fields).toEqual(csvParse(text));
        },
      ),
      { numRuns: 5000 },
    );
    expect(answered).toBeGreaterThan(500);
  });
});
