// The search of the help start page, over the articles already loaded in the user's language
// (user/documentation/all): every word of the query must occur in an article's title or text.
// Letters compare without case or accents, ß as ss, œ and æ as oe and ae, and typographic
// apostrophes as ', so "delivrabilite" finds "délivrabilité" and "l'aide" finds "l’aide".
// Articles holding more of the words in their title come first, then those naming them most
// often, then the help's own order. Each hit carries its title and a passage of its text as
// parts marked matched or not, for <mark>. Client side: 36 articles answer within a keystroke.
import type { HelpTopic } from '@console/contract';
import { parseMarkdown, type Inline } from './markdown.ts';

export type HelpArticle = HelpTopic['articles'][number];

export interface TextPart {
  text: string;
  match: boolean;
}

export interface HelpSearchHit {
  topic: HelpTopic;
  article: HelpArticle;
  /** The article's title, its matches marked. */
  title: TextPart[];
  /** A passage of the text around the first match (its beginning when only the title matched). */
  snippet: TextPart[];
}

export interface FoldedText {
  text: string;
  folded: string;
  /** For each UTF-16 unit of `folded`, where its character starts in `text`; then text.length. */
  origin: number[];
}

const foldings: Readonly<Record<string, string>> = {
  ß: 'ss',
  ẞ: 'ss',
  œ: 'oe',
  Œ: 'oe',
  æ: 'ae',
  Æ: 'ae',
  '’': "'",
  '‘': "'",
  ʼ: "'",
  '\u00a0': ' ',
  '\u202f': ' ',
};

/** The text lower-cased without accents, with where each folded unit came from. */
export function foldText(text: string): FoldedText {
  let folded = '';
  const origin: number[] = [];
  let index = 0;
  for (const char of text) {
    const mapped =
      foldings[char] ??
      char
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .normalize('NFD')
        .replace(/\p{M}/gu, '');
    for (let unit = 0; unit < mapped.length; unit += 1) origin.push(index);
    folded += mapped;
    index += char.length;
  }
  origin.push(text.length);
  return { text, folded, origin };
}

/** The query's distinct words, folded. */
export function searchTerms(query: string): string[] {
  return [
    ...new Set(
      foldText(query)
        .folded.split(/\s+/)
        .filter((term) => term !== ''),
    ),
  ];
}

const inlineText = (parts: readonly Inline[]) => parts.map((part) => part.text).join('');

/** An article's text as read: Markdown marks, link targets and heading signs left out. */
export function plainText(markdown: string): string {
  return parseMarkdown(markdown)
    .map((block) => {
      if (block.kind === 'code') return block.text;
      if (block.kind === 'list') return block.items.map(inlineText).join(' ');
      return inlineText(block.content);
    })
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

type Range = [start: number, end: number];

/** Every occurrence of the terms, as ranges of the original text, sorted and merged. */
function matchRanges(text: FoldedText, terms: readonly string[]): Range[] {
  const ranges: Range[] = [];
  for (const term of terms) {
    for (let at = text.folded.indexOf(term); at !== -1; at = text.folded.indexOf(term, at + 1)) {
      // The end is the first original character after the term's last folded unit (ß → ss).
      let end = at + term.length;
      const last = text.origin[end - 1];
      while (end < text.folded.length && text.origin[end] === last) end += 1;
      ranges.push([text.origin[at] ?? 0, text.origin[end] ?? text.text.length]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: Range[] = [];
  for (const range of ranges) {
    const previous = merged.at(-1);
    if (previous && range[0] <= previous[1]) previous[1] = Math.max(previous[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

/** `text` between `from` and `to` as parts, the ranges inside it marked. */
function markedParts(text: string, ranges: readonly Range[], from = 0, to = text.length) {
  const parts: TextPart[] = [];
  let at = from;
  for (const [start, end] of ranges) {
    if (end <= from || start >= to) continue;
    const clippedStart = Math.max(start, from);
    if (clippedStart > at) parts.push({ text: text.slice(at, clippedStart), match: false });
    const clippedEnd = Math.min(end, to);
    parts.push({ text: text.slice(clippedStart, clippedEnd), match: true });
    at = clippedEnd;
  }
  if (at < to) parts.push({ text: text.slice(at, to), match: false });
  return parts;
}

/** About `length` characters of `text` around its first match, cut at spaces, with ellipses. */
function snippetOf(text: string, ranges: readonly Range[], length: number): TextPart[] {
  const first = ranges[0];
  // The match a third of the way in, unless the window would then run past the end.
  let start = first ? Math.min(first[0] - Math.round(length / 3), text.length - length) : 0;
  if (start <= 0) start = 0;
  else if (first) {
    const space = text.indexOf(' ', start);
    start = space !== -1 && space < first[0] ? space + 1 : first[0];
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > (first ? first[1] : start)) end = space;
  }
  const parts = markedParts(text, ranges, start, end);
  if (start > 0) parts.unshift({ text: '…', match: false });
  if (end < text.length) parts.push({ text: '…', match: false });
  return parts;
}

const occurrences = (folded: string, term: string) => {
  let count = 0;
  for (let at = folded.indexOf(term); at !== -1; at = folded.indexOf(term, at + term.length))
    count += 1;
  return count;
};

/** The articles holding every word of `query`, best first; none for an empty query. */
export function searchHelp(
  topics: readonly HelpTopic[],
  query: string,
  { snippetLength = 180 }: { snippetLength?: number } = {},
): HelpSearchHit[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [];
  const scored: { hit: HelpSearchHit; score: number; order: number }[] = [];
  for (const topic of topics) {
    for (const article of topic.articles) {
      const title = foldText(article.title);
      const body = foldText(plainText(article.body));
      if (!terms.every((term) => title.folded.includes(term) || body.folded.includes(term)))
        continue;
      const inTitle = terms.filter((term) => title.folded.includes(term)).length;
      const inBody = terms.reduce((sum, term) => sum + occurrences(body.folded, term), 0);
      scored.push({
        hit: {
          topic,
          article,
          title: markedParts(article.title, matchRanges(title, terms)),
          snippet: snippetOf(body.text, matchRanges(body, terms), snippetLength),
        },
        score: inTitle * 1000 + Math.min(inBody, 999),
        order: scored.length,
      });
    }
  }
  return scored.sort((a, b) => b.score - a.score || a.order - b.order).map((entry) => entry.hit);
}
