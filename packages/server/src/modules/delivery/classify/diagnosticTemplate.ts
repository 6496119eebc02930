// Diagnostic templates: a remote server's answer with its variable parts (addresses, URLs,
// IPs, host names with digits, times, ids, long numbers, quoted parts) replaced by
// placeholders, so that "550 5.1.1 <john@x.com>: Recipient address rejected" and the same for
// jane count as one line in Top Bounces / Top Deferrals. Codes that identify the rule a
// provider applied (S3150, TSS04, OFR_416, 554.30, 5.7.1) are kept.
//
// Speed (bench/templates.bench.ts): one pass over the characters cuts the text into runs
// between delimiters and collapses whitespace; only runs holding a digit, `@`, `.`, `:` or `/`
// are looked at further. An alternation of token patterns over the whole string backtracks
// badly on long URLs and was several times slower.

/** Longer diagnostics are cut: the tail of a multi-line reply is rarely what tells them apart. */
const maxInputLength = 1000;

/** Character classes for the scan: 1 whitespace, 2 delimiter, 4 worth a closer look. */
const charClass = new Uint8Array(128);
for (const c of ' \t\r\n\f\v') charClass[c.charCodeAt(0)] = 1;
for (const c of '()<>[]{}"\',;') charClass[c.charCodeAt(0)] = 2;
for (const c of '0123456789@:./') charClass[c.charCodeAt(0)] = 4;
const doubleQuoted = /"[^"\n]{1,200}"/g;
const singleQuoted = /(?<!\w)'[^'\n]{1,200}'(?!\w)/g;
const leadingCodes = /^[245]\d\d(?:[ -][245]\.\d{1,3}\.\d{1,3})?(?=[\s-]|$)/;

const ipv4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;
const ipv6 = /^[0-9A-Fa-f:]+$/;
const clockTime = /^\d{1,2}:\d{2}(?::\d{2})?(?:\.\d+)?$/;
const dateTime = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2})?(?:\.\d+)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const hostName = /^[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
const dsnShape = /^\d\.\d{1,3}\.\d{1,3}$/;
const digitsAndDots = /^[\d.]+$/;
const longDigitRun = /\d{4}/;
/** Capitals then digits: a provider's rule or error code (S3150, TSS04, OFR_416, HM08, BL000010). */
const codeShape = /^[A-Z]{1,6}[_#]?\d{1,12}(?:_\d{1,6})?$/;

function templateOfWord(word: string): string {
  if (word.includes('@'))
    return word.indexOf('@') > 0 && word.indexOf('@') < word.length - 1 ? '{email}' : word;
  if (word.startsWith('http://') || word.startsWith('https://') || word.startsWith('ftp://'))
    return '{url}';
  if (word.includes(':')) {
    if (clockTime.test(word) || dateTime.test(word)) return '{time}';
    if (ipv6.test(word) && (word.includes('::') || word.split(':').length >= 8)) return '{ip}';
    if (word.includes('=')) return word.split('=').map(templateOfWord).join('=');
    return word;
  }
  if (word.includes('=')) return word.split('=').map(templateOfWord).join('=');
  if (ipv4.test(word)) return '{ip}';
  if (dateTime.test(word)) return '{time}';
  const hasDigit = /\d/.test(word);
  if (word.includes('.') && hostName.test(word)) return hasDigit ? '{host}' : word;
  if (!hasDigit) return word;
  if (dsnShape.test(word)) return word;
  if (digitsAndDots.test(word)) return longDigitRun.test(word) ? '{n}' : word;
  if (codeShape.test(word)) return word;
  return word.length >= 6 ? '{id}' : word;
}

/** Sentence punctuation after a word (`.`, `:`, `!`, `?`) is kept apart from it. */
function templateOfRun(run: string): string {
  let end = run.length;
  while (end > 0) {
    const code = run.charCodeAt(end - 1);
    if (code !== 46 && code !== 58 && code !== 33 && code !== 63) break;
    end -= 1;
  }
  if (end === 0) return run;
  return end === run.length
    ? templateOfWord(run)
    : templateOfWord(run.slice(0, end)) + run.slice(end);
}

const continuationLead = /^([245]\d\d)[ -](?:([245]\.\d{1,3}\.\d{1,3}) )?/;
/** One pattern per reply code and enhanced code seen: a few dozen in practice. */
const continuationPatterns = new Map<string, RegExp>();

/** Drops the `550-5.1.1` prefixes a multi-line reply repeats on each of its lines. */
function joinContinuationLines(diagnostic: string): string {
  const lead = continuationLead.exec(diagnostic);
  if (lead === null) return diagnostic;
  const key = lead[0];
  let repeated = continuationPatterns.get(key);
  if (repeated === undefined) {
    const enhanced = lead[2] === undefined ? '' : `(?:${lead[2].replaceAll('.', '\\.')} )?`;
    repeated = new RegExp(`\\s${lead[1] ?? ''}[ -]${enhanced}`, 'g');
    if (continuationPatterns.size < 1000) continuationPatterns.set(key, repeated);
  }
  return lead[0] + diagnostic.slice(lead[0].length).replace(repeated, ' ');
}

export function diagnosticTemplate(diagnostic: string): string {
  let input = diagnostic.length > maxInputLength ? diagnostic.slice(0, maxInputLength) : diagnostic;
  if (input.length > 4 && input.charCodeAt(3) === 45) input = joinContinuationLines(input);
  const lead = leadingCodes.exec(input)?.[0] ?? '';
  let body = input.slice(lead.length);
  if (lead !== '' && body.startsWith('-')) body = body.slice(1);
  if (body.includes('"')) body = body.replace(doubleQuoted, '"{q}"');
  if (body.includes("'")) body = body.replace(singleQuoted, "'{q}'");
  body = scan(body);
  // `550-5.1.1` (first line of a multi-line reply) and `550 5.1.1` are the same answer.
  return lead === ''
    ? body
    : body === ''
      ? lead.replace('-', ' ')
      : `${lead.replace('-', ' ')} ${body}`;
}

/** Runs between delimiters templated, delimiters kept, whitespace collapsed and trimmed. */
function scan(text: string): string {
  let out = '';
  let space = false;
  let index = 0;
  const length = text.length;
  while (index < length) {
    const code = text.charCodeAt(index);
    const kind = code < 128 ? (charClass[code] ?? 0) : 0;
    if (kind === 1) {
      space = out !== '';
      index += 1;
      continue;
    }
    if (space) {
      out += ' ';
      space = false;
    }
    if (kind === 2) {
      out += text[index];
      index += 1;
      continue;
    }
    let end = index + 1;
    let flags = kind;
    while (end < length) {
      const next = text.charCodeAt(end);
      const nextKind = next < 128 ? (charClass[next] ?? 0) : 0;
      if (nextKind === 1 || nextKind === 2) break;
      flags |= nextKind;
      end += 1;
    }
    const run = text.slice(index, end);
    out += flags & 4 ? templateOfRun(run) : run;
    index = end;
  }
  return out;
}
