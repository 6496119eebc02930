// What the content and link tests read of a message's HTML: its links (a and area href), its
// images, and its words. htmlparser2 reads it as a browser would, tolerating broken markup.
import { Parser } from 'htmlparser2';

export interface BodyFacts {
  links: string[];
  images: number;
  words: number;
}

const skipped = new Set(['script', 'style', 'head', 'title']);

export function readBody(html: string | null, text: string | null): BodyFacts {
  const links: string[] = [];
  let images = 0;
  let words = 0;
  let skipping = 0;
  if (html) {
    const parser = new Parser({
      onopentag(name, attributes) {
        if (skipped.has(name)) skipping += 1;
        if ((name === 'a' || name === 'area') && attributes.href)
          links.push(attributes.href.trim());
        if (name === 'img') images += 1;
      },
      onclosetag(name) {
        if (skipped.has(name)) skipping = Math.max(0, skipping - 1);
      },
      ontext(value) {
        if (skipping === 0) words += value.split(/\s+/).filter((word) => /\w/.test(word)).length;
      },
    });
    parser.write(html);
    parser.end();
  } else if (text) {
    words = text.split(/\s+/).filter((word) => /\w/.test(word)).length;
  }
  for (const match of (text ?? '').matchAll(/\bhttps?:\/\/[^\s<>"')\]]+/gi))
    if (!links.includes(match[0])) links.push(match[0]);
  return { links: links.filter((link) => /^https?:/i.test(link)), images, words };
}
