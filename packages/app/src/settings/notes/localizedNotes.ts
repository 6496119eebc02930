// Release notes and system messages in the reader's language (spec sections 2 and 3): French
// release notes (remarques) when the language is fr; fr_ and de_ variants of a message's title
// and text when the language is fr or de. An empty variant falls back to the English text, so a
// note that was never translated is still shown. Both lists read newest first.
import type { Language, Message, ReleaseNote } from '@console/contract';

export function releaseNoteText(note: ReleaseNote, language: Language): string {
  return language === 'fr' && note.remarques.trim() ? note.remarques : note.notes;
}

export interface LocalizedMessage {
  title: string;
  text: string;
  /** The language the text is in (for the lang attribute): English when not translated. */
  textLanguage: Language;
}

export function localizedMessage(message: Message, language: Language): LocalizedMessage {
  const english = { title: message.title, text: message.message, textLanguage: 'en' } as const;
  if (language === 'en') return english;
  const title = message[`${language}_title`];
  const text = message[`${language}_message`];
  return {
    title: title.trim() ? title : message.title,
    text: text.trim() ? text : message.message,
    textLanguage: text.trim() ? language : 'en',
  };
}

/** A copy sorted newest first by an ISO date or timestamp; equal dates keep their order. */
export function newestFirst<T>(items: readonly T[], dateOf: (item: T) => string): T[] {
  return items
    .map((item, index) => ({ item, index, time: Date.parse(dateOf(item)) }))
    .sort((a, b) => b.time - a.time || a.index - b.index)
    .map(({ item }) => item);
}

/** Paragraphs and bullet lists of a plain-text note: lines starting "- " or "* " are bullets. */
export type NoteBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

export function noteBlocks(text: string): NoteBlock[] {
  const blocks: NoteBlock[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    const bullet = /^[-*•]\s+(.*)$/.exec(line);
    const last = blocks.at(-1);
    if (!line) continue;
    if (bullet) {
      if (last?.kind === 'list') last.items.push(bullet[1] ?? '');
      else blocks.push({ kind: 'list', items: [bullet[1] ?? ''] });
    } else {
      blocks.push({ kind: 'paragraph', text: line });
    }
  }
  return blocks;
}
