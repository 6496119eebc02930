// The small Markdown of the help articles (server/help/*.md): paragraphs, ### headings, bullet
// and numbered lists, fenced code, and inline **bold**, *emphasis*, `code` and [links](url).
// Parsed to plain data and rendered by React, so no HTML from the text ever reaches the page.

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'em'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'link'; text: string; href: string };

export type Block =
  | { kind: 'heading'; level: 3 | 4; content: Inline[] }
  | { kind: 'paragraph'; content: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'code'; text: string };

const inlinePattern = /\*\*(.+?)\*\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)|\*([^*\s][^*]*?)\*/g;

/** Links may leave for the web or mail, or stay in the console; nothing else (no javascript:). */
export const isSafeHref = (href: string): boolean => /^(https?:\/\/|mailto:|\/(?!\/))/i.test(href);

export function parseInline(text: string): Inline[] {
  const parts: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(inlinePattern)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ kind: 'text', text: text.slice(last, index) });
    const [whole, strong, code, linkText, href, em] = match;
    if (strong !== undefined) parts.push({ kind: 'strong', text: strong });
    else if (code !== undefined) parts.push({ kind: 'code', text: code });
    else if (linkText !== undefined && href !== undefined)
      parts.push(
        isSafeHref(href) ? { kind: 'link', text: linkText, href } : { kind: 'text', text: whole },
      );
    else if (em !== undefined) parts.push({ kind: 'em', text: em });
    last = index + whole.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

const bullet = /^\s*[-*]\s+(.*)$/;
const numbered = /^\s*\d+[.)]\s+(.*)$/;
const heading = /^(#{3,6})\s+(.*)$/;

export function parseMarkdown(markdown: string): Block[] {
  const blocks: Block[] = [];
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  let paragraph: string[] = [];
  // Widened on purpose: flush() resets it, which narrowing inside the loop would not see.
  let list = null as { ordered: boolean; items: string[] } | null;

  const flush = () => {
    if (paragraph.length > 0) {
      blocks.push({ kind: 'paragraph', content: parseInline(paragraph.join(' ')) });
      paragraph = [];
    }
    if (list) {
      blocks.push({ kind: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
      list = null;
    }
  };

  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    if (line.startsWith('```')) {
      flush();
      const code: string[] = [];
      for (index += 1; index < lines.length && !(lines[index] ?? '').startsWith('```'); index += 1)
        code.push(lines[index] ?? '');
      blocks.push({ kind: 'code', text: code.join('\n') });
      continue;
    }
    const headingMatch = heading.exec(line);
    const item = bullet.exec(line) ?? numbered.exec(line);
    if (line.trim() === '') flush();
    else if (headingMatch) {
      flush();
      const level = (headingMatch[1] ?? '###').length === 3 ? 3 : 4;
      blocks.push({ kind: 'heading', level, content: parseInline(headingMatch[2] ?? '') });
    } else if (item) {
      const ordered = numbered.test(line);
      if (paragraph.length > 0 || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(item[1] ?? '');
    } else if (list && /^\s+\S/.test(line)) {
      // A wrapped list item continues on an indented line.
      list.items[list.items.length - 1] += ` ${line.trim()}`;
    } else {
      if (list) flush();
      paragraph.push(line.trim());
    }
  }
  flush();
  return blocks;
}
