// What each audit test says in the reader's language. The server sends a test's name and what
// it found in English (`name`, `details`) with the values it saw (`facts`, named per test in the
// contract's auditChecks.ts); the app words them itself, keyed by the stable test id:
//
//   check.<id>.name                  what the test checks
//   check.<id>.seen.<result>[_alt|_bare]  what was seen, the facts in {{placeholders}}
//   check.<id>.why, check.<id>.fix   why it matters, how to fix it
//
// A result can arrive with more or fewer facts (an IP with or without a PTR name, a From field
// missing or malformed), so a result has up to three sentences, from the most facts to none:
// the first whose placeholders the test's facts fill is used. A test id or a combination this
// version has no words for shows the server's English, never a half-filled sentence.
import type { AuditTest } from '@console/contract';

/** The text of a key of the auditor namespace in the reader's language, if there is one. */
export type TemplateOf = (key: string) => string | undefined;

export interface FactFormat {
  /** a count with the user's separators; `digits` fraction digits */
  count: (value: number, digits?: number) => string;
}

/** The sentence variants of a result, tried in this order. */
export const seenVariants = ['', '_alt', '_bare'] as const;

/** Facts that are counts, shown with the user's separators (a key's bits are written as is). */
const countFacts = new Set(['count', 'checked', 'images', 'words', 'links', 'insecure']);
/** Facts that are scores with decimals (SpamAssassin's). */
const decimalFacts = new Set(['score', 'threshold']);

export const placeholdersOf = (text: string): string[] =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1] as string);

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => values[name] ?? '');

const numberOf = (value: string) => (value.trim() === '' ? NaN : Number(value));

export function checkTexts(template: TemplateOf, format: FactFormat) {
  const decimal = (value: number) => format.count(value, Number.isInteger(value) ? 0 : 1);

  /** The facts as a sentence shows them; empty values count as not seen. */
  const factValues = (facts: Record<string, string>): Record<string, string> => {
    const values: Record<string, string> = {};
    for (const [name, value] of Object.entries(facts)) {
      if (value.trim() === '') continue;
      const number = numberOf(value);
      if (name === 'size' && Number.isFinite(number))
        values[name] = fill(template('unit.kilobytes') ?? '{{value}} kB', {
          value: format.count(number / 1024, 1),
        });
      else if (countFacts.has(name) && Number.isFinite(number)) values[name] = format.count(number);
      else if (decimalFacts.has(name) && Number.isFinite(number)) values[name] = decimal(number);
      else values[name] = value;
    }
    return values;
  };

  return {
    /** what the test checks */
    name: (test: Pick<AuditTest, 'id' | 'name'>) => template(`check.${test.id}.name`) ?? test.name,
    /** what was seen, from the test's facts; the server's English when no sentence fits */
    seen: (test: AuditTest) => {
      const values = factValues(test.facts);
      for (const variant of seenVariants) {
        const text = template(`check.${test.id}.seen.${test.result}${variant}`);
        if (text && placeholdersOf(text).every((name) => name in values)) return fill(text, values);
      }
      return test.details;
    },
    /** why the test matters: for every result but a pass */
    why: (test: AuditTest) =>
      test.result === 'pass' ? undefined : template(`check.${test.id}.why`),
    /**
     * how to fix it: for a failure or a warning; a check that could not run has nothing of the
     * message to fix, so it says what to try instead; an information needs nothing
     */
    fix: (test: AuditTest) => {
      if (test.result === 'error') return template('test.errorFix');
      if (test.result === 'fail' || test.result === 'warning')
        return template(`check.${test.id}.fix`);
      return undefined;
    },
  };
}

export type CheckTexts = ReturnType<typeof checkTexts>;
