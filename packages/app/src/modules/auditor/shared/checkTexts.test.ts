// Every test of the contract's auditChecks.ts has its words in en, fr and de: a name, a sentence
// of what was seen built only from the facts the test reports, why it matters and how to fix it;
// a sentence is chosen by the facts at hand, numbers take the reader's format, and a test this
// version does not know shows the server's English. French puts a no-break space before : ; ? !
import { auditChecks, auditCheckIds, type AuditTest } from '@console/contract';
import { describe, expect, it } from 'vitest';
import de from '../../../i18n/locales/de/auditor.json';
import en from '../../../i18n/locales/en/auditor.json';
import fr from '../../../i18n/locales/fr/auditor.json';
import { createFormatters } from '../../../format/formatters.ts';
import { checkTexts, placeholdersOf, seenVariants } from './checkTexts.ts';

const files: Record<'en' | 'fr' | 'de', Record<string, string>> = { en, fr, de };
const results = ['pass', 'info', 'warning', 'fail', 'error'] as const;
const factsOf = new Map(
  Object.values(auditChecks).flatMap((checks) =>
    Object.entries(checks).map(([id, facts]) => [id, facts as readonly string[]]),
  ),
);

const textsIn = (language: 'en' | 'fr' | 'de') =>
  checkTexts(
    (key) => files[language][key],
    createFormatters({
      language,
      timezone: 'Etc/Zulu',
      format: language === 'en' ? '#,###.##' : '# ###,##',
      clock: 'h23',
    }),
  );

const test = (changes: Partial<AuditTest>): AuditTest => ({
  id: 'connection.fcrdns',
  name: 'Forward-confirmed reverse DNS',
  result: 'pass',
  penalty: null,
  details: 'English details',
  facts: {},
  ...changes,
});

describe.each(auditCheckIds)('%s', (id) => {
  it.each(['en', 'fr', 'de'] as const)('has a name, why and fix in %s', (language) => {
    for (const part of ['name', 'why', 'fix'])
      expect(files[language][`check.${id}.${part}`], part).toBeTruthy();
  });

  it('says what was seen, with no fact the test does not report', () => {
    const sentences = results.flatMap((result) =>
      seenVariants
        .map((variant) => `check.${id}.seen.${result}${variant}`)
        .filter((key) => key in en),
    );
    expect(sentences.length).toBeGreaterThan(0);
    for (const key of sentences)
      for (const name of placeholdersOf(en[key as keyof typeof en]))
        expect(factsOf.get(id), `${key}: {{${name}}}`).toContain(name);
  });
});

it('has words for no test the contract does not list', () => {
  const ids = new Set(
    Object.keys(en)
      .filter((key) => key.startsWith('check.'))
      .map((key) => key.replace(/^check\./, '').replace(/\.(name|why|fix|seen\..*)$/, '')),
  );
  expect([...ids].sort()).toEqual([...auditCheckIds].sort());
});

describe('seen', () => {
  it('takes the sentence the facts fill, from the most facts to none', () => {
    const texts = textsIn('en');
    expect(
      texts.seen(test({ result: 'fail', facts: { ip: '192.0.2.10', ptr: 'mta1.example.com' } })),
    ).toBe('mta1.example.com does not resolve back to 192.0.2.10.');
    expect(texts.seen(test({ result: 'fail', facts: { ip: '192.0.2.10' } }))).toBe(
      '192.0.2.10 has no reverse name, so it cannot resolve back to itself.',
    );
  });

  it('counts an empty fact as not seen', () => {
    const spamd = test({
      id: 'content.spamassassin',
      facts: { score: '1.2', threshold: '5', rules: '' },
    });
    expect(textsIn('en').seen(spamd)).toBe('SpamAssassin scores 1.2; spam starts at 5.');
  });

  it('writes numbers and sizes the reader’s way', () => {
    const size = test({ id: 'content.size', result: 'warning', facts: { size: '120000' } });
    expect(textsIn('fr').seen(size)).toBe(
      'La partie HTML pèse 117,2\u00a0Ko\u00a0: Gmail la tronque au-delà de 102\u00a0Ko.',
    );
    expect(textsIn('de').seen(size)).toBe(
      'Der HTML-Teil ist 117,2\u00a0kB groß: Gmail schneidet ihn ab 102\u00a0kB ab.',
    );
    const lists = test({
      id: 'reputation.ip_lists',
      facts: { ip: '192.0.2.10', checked: '1200' },
    });
    expect(textsIn('en').seen(lists)).toBe(
      '192.0.2.10 is on none of the 1,200 IP blocklists checked.',
    );
  });

  it('shows the server’s English for a test or facts it has no sentence for', () => {
    const texts = textsIn('fr');
    expect(texts.seen(test({ id: 'future.check', details: 'Something new.' }))).toBe(
      'Something new.',
    );
    expect(texts.name(test({ id: 'future.check', name: 'Future check' }))).toBe('Future check');
    expect(texts.seen(test({ id: 'connection.ptr', result: 'pass', facts: {} }))).toBe(
      'English details',
    );
  });
});

describe('why and fix', () => {
  const texts = textsIn('en');
  it('say nothing for a pass; only why for an information', () => {
    expect(texts.why(test({}))).toBeUndefined();
    expect(texts.fix(test({}))).toBeUndefined();
    const info = test({ id: 'header.reply_to', result: 'info' });
    expect(texts.why(info)).toMatch(/^Replies go to the Reply-To address/);
    expect(texts.fix(info)).toBeUndefined();
  });

  it('tell a check that could not run to try again rather than how to fix the message', () => {
    const error = test({ id: 'envelope.spf', result: 'error' });
    expect(texts.fix(error)).toBe(en['test.errorFix']);
    expect(texts.fix(test({ id: 'envelope.spf', result: 'fail' }))).toBe(
      en['check.envelope.spf.fix'],
    );
  });
});

it('puts a no-break space before : ; ? ! and % in French, never a plain one', () => {
  for (const [key, text] of Object.entries(fr)) {
    expect(text, key).not.toMatch(/ [:;?!%»]/);
    // a mark ending a word and followed by a space is punctuation; not so https:, ip4: or the
    // tags of a DNS record (v=DMARC1; p=none;)
    const prose = text.replace(/\b\w+=[^\s;]*;/g, '');
    expect(prose, key).not.toMatch(/[^\s\u00a0\u202f][:;?!] /);
  }
});
