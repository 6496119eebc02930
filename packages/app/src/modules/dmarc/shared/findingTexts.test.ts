// Every finding of the DNS checks (member/dmarc/dns_records) can be said in every language. The
// server builds each one from a code, an English template with {{name}} placeholders and params
// (packages/server/src/modules/dmarc/dns/recordCheck.ts); the app says it from the text
// `finding.<code>` of dmarc.json, and a phrase param (findingWords there: the kind of a failed
// lookup...) from `findingWord.<param>.<key>`. This test reads the codes and templates from the
// server's source, so a finding added there without its texts fails here, as does a code with
// two templates (one text per code), a template the test cannot read, or a text left behind.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages } from '../../../i18n/resources.ts';

const dnsFolder = path.join(import.meta.dirname, '../../../../../server/src/modules/dmarc/dns');
const localesFolder = path.join(import.meta.dirname, '../../../i18n/locales');

const texts = (language: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(localesFolder, language, 'dmarc.json'), 'utf8'));
const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

/** a string literal without interpolation, then `+` and more of them */
const literal = String.raw`'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|` + '`(?:[^`\\\\$]|\\\\.)*`';
const concatenation = new RegExp(String.raw`^\s*((?:${literal})(?:\s*\+\s*(?:${literal}))*)`);
const unquote = (text: string) =>
  [...text.matchAll(new RegExp(literal, 'g'))]
    .map(([quoted]) => quoted.slice(1, -1).replace(/\\(.)/g, '$1'))
    .join('');

interface Call {
  file: string;
  code: string;
  template: string;
}

/**
 * The finding calls of the server's DNS checks: error|warning|info(code, template, params),
 * finding(severity, code, template, params), and lookupFailed(code, ...), whose template is the
 * one of recordCheck.ts's error(code, ...). A call whose code or template is not a literal is
 * `unreadable`, but for the helpers of recordCheck.ts that pass their own `code` on.
 */
function readCalls() {
  const calls: Call[] = [];
  const lookups: Array<Omit<Call, 'template'>> = [];
  const unreadable: string[] = [];
  let lookupTemplate: string | undefined;
  const files = fs
    .readdirSync(dnsFolder)
    .filter((file) => file.endsWith('.ts') && !/\.(test|d)\.ts$/.test(file));
  for (const file of files) {
    const source = fs.readFileSync(path.join(dnsFolder, file), 'utf8');
    for (const match of source.matchAll(
      /(?<!function )\b(error|warning|info|finding|lookupFailed)\(/g,
    )) {
      const helper = match[1] as string;
      let rest = source.slice((match.index ?? 0) + match[0].length);
      const where = `${file}: ${match[0]}${rest.slice(0, 60).replace(/\s+/g, ' ')}`;
      if (helper === 'finding') rest = rest.replace(/^\s*[^,()]+,/, '');
      const codeArgument = /^\s*(?:'([a-z0-9-]+(?:\.[a-z0-9-]+)+)'|(code))\s*,/.exec(rest);
      if (!codeArgument) {
        unreadable.push(where);
        continue;
      }
      rest = rest.slice(codeArgument[0].length);
      const code = codeArgument[1];
      if (code !== undefined && helper === 'lookupFailed') {
        lookups.push({ file, code });
        continue;
      }
      const template = concatenation.exec(rest);
      if (code === undefined) {
        // a helper of recordCheck.ts: lookupFailed's own template, or a code passed through
        if (file !== 'recordCheck.ts') unreadable.push(where);
        else if (template && helper === 'error') lookupTemplate = unquote(template[1] as string);
        else if (!/^\s*template\s*,/.test(rest)) unreadable.push(where);
        continue;
      }
      if (!template) unreadable.push(where);
      else calls.push({ file, code, template: unquote(template[1] as string) });
    }
  }
  if (lookupTemplate === undefined) unreadable.push('recordCheck.ts: the template of lookupFailed');
  else for (const lookup of lookups) calls.push({ ...lookup, template: lookupTemplate });
  return { calls, unreadable };
}

/** recordCheck.ts's findingWords: { param: { key: English phrase } }. */
function readWords(): Record<string, Record<string, string>> {
  const source = fs.readFileSync(path.join(dnsFolder, 'recordCheck.ts'), 'utf8');
  const block = /^export const findingWords = \{\n([\s\S]*?)\n\};$/m.exec(source)?.[1] ?? '';
  const words: Record<string, Record<string, string>> = {};
  for (const [, param, entries] of block.matchAll(/^ {2}(\w+): \{\n([\s\S]*?)\n {2}\}/gm))
    words[param as string] = Object.fromEntries(
      [
        ...(entries as string).matchAll(
          new RegExp(String.raw`^\s+'?([\w-]+)'?: (${literal}),$`, 'gm'),
        ),
      ].map(([, key, phrase]) => [key, unquote(phrase as string)]),
    );
  return words;
}

const { calls, unreadable } = readCalls();
const templates = new Map<string, Set<string>>();
for (const { code, template } of calls)
  templates.set(code, (templates.get(code) ?? new Set<string>()).add(template));
const words = readWords();
const wordKeys = Object.entries(words).flatMap(([param, phrases]) =>
  Object.entries(phrases).map(([key, phrase]) => ({ key: `findingWord.${param}.${key}`, phrase })),
);
const english = texts('en');

it('reads every finding of the DNS checks', () => {
  expect(unreadable).toEqual([]);
  // a sample of each kind of call, so a parser that reads nothing cannot pass
  expect(templates.get('dmarc.pct-invalid')).toEqual(
    new Set(['pct={{pct}} is not a whole number from 0 to 100.']),
  );
  expect(templates.get('mta-sts.mx-not-in-policy')?.size).toBe(1);
  expect([...(templates.get('spf.lookup-failed') ?? [])][0]).toMatch(
    /^The {{type}} lookup of {{name}} failed: {{failure}} \({{detail}}\)\. /,
  );
  expect(templates.size).toBeGreaterThan(60);
  expect(Object.keys(words).sort()).toEqual(['failure', 'problem', 'publisher']);
  expect(words.failure?.servfail).toBe('the DNS server failed (SERVFAIL)');
});

it('has one template per finding code', () => {
  const several = [...templates].filter(([, set]) => set.size > 1).map(([code]) => code);
  expect(several).toEqual([]);
});

it('has the English text of every finding code: its template', () => {
  for (const [code, set] of templates)
    expect(english[`finding.${code}`], `en/dmarc.json finding.${code}`).toBe([...set][0]);
  for (const { key, phrase } of wordKeys) expect(english[key], `en/dmarc.json ${key}`).toBe(phrase);
});

it('keeps no text of a finding code or phrase the server no longer has', () => {
  const known = new Set([
    ...[...templates.keys()].map((code) => `finding.${code}`),
    ...wordKeys.map(({ key }) => key),
  ]);
  const stale = Object.keys(english).filter(
    (key) => /^finding(Word)?\./.test(key) && !known.has(key),
  );
  expect(stale).toEqual([]);
});

describe.each(languages.filter((language) => language !== 'en'))('%s', (language) => {
  const translated = texts(language);

  it('has every finding code and phrase, with the placeholders of the template', () => {
    const keys = [
      ...[...templates.keys()].map((code) => `finding.${code}`),
      ...wordKeys.map(({ key }) => key),
    ];
    for (const key of keys) {
      const text = translated[key];
      expect(text?.trim(), `${language}/dmarc.json ${key}`).toBeTruthy();
      expect(placeholders(text ?? ''), `${language}/dmarc.json ${key}`).toEqual(
        placeholders(english[key] ?? ''),
      );
    }
  });
});
