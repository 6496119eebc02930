// The translation files fetched on demand, one chunk per language and namespace (Vite makes a
// chunk of each lazy import). This table is itself fetched the first time a file is needed, so
// a page in English that needs only the bundled namespaces (resources.ts), the sign-in page
// first, loads neither it nor any file.
import type { Language, Namespace } from './resources.ts';

type Bundle = Record<string, string>;

const files = import.meta.glob<Bundle>(
  ['./locales/*/*.json', '!./locales/en/{common,errors,auth}.json'],
  { import: 'default' },
);

export function loadLocaleFile(language: Language, namespace: Namespace): Promise<Bundle> {
  const load = files[`./locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`No translations for ${language}/${namespace}`);
  return load();
}
