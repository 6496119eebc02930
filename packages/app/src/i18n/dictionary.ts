// The server's dictionary (public/dictionary/all) read as captions: admins' translations of the
// product's terms that the app's locale files cannot know, such as the names of the dimension
// catalogue (`dimension.<id>`). Pure, so the rules are tested without a server or a DOM.
import type { DictionaryEntry } from '@console/contract';

export type Language = 'en' | 'fr' | 'de';

export type Dictionary = ReadonlyMap<string, DictionaryEntry>;

export const emptyDictionary: Dictionary = new Map();

export function toDictionary(entries: readonly DictionaryEntry[]): Dictionary {
  return new Map(entries.map((entry) => [entry.key, entry]));
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function isLanguage(code: string): code is Language {
  return code === 'en' || code === 'fr' || code === 'de';
}

/**
 * A dimension's caption in the language: the dictionary's `dimension.<id>` entry, else the
 * workspace's caption (`own`), else the dictionary's English, else `fallback` (the id). A
 * workspace that renamed a dimension ("Our pools" for vmta) keeps its own name in every
 * language: the dictionary translates the catalogue's name, not a name it has never seen.
 */
export function dimensionCaption(
  dictionary: Dictionary,
  id: string,
  language: string,
  own: string | undefined,
  fallback: string = id,
): string {
  const entry = dictionary.get(`dimension.${id}`);
  if (entry && (own === undefined || sameText(own, entry.en))) {
    const translated = isLanguage(language) ? entry[language].trim() : '';
    if (translated) return translated;
  }
  return own ?? (entry?.en.trim() || fallback);
}
