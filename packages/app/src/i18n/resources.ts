// The translation resources: one JSON file per language and namespace. English is bundled with
// the app; French and German are loaded when chosen, so the sign-in page carries one language.
import enCommon from './locales/en/common.json';
import enErrors from './locales/en/errors.json';

export const namespaces = ['common', 'errors'] as const;
export type Namespace = (typeof namespaces)[number];
export const languages = ['en', 'fr', 'de'] as const;
export type Language = (typeof languages)[number];

export const englishResources = { common: enCommon, errors: enErrors } as const;

type Resources = Record<Namespace, Record<string, string>>;

const loaders: Record<Exclude<Language, 'en'>, () => Promise<Resources>> = {
  fr: async () => ({
    common: (await import('./locales/fr/common.json')).default,
    errors: (await import('./locales/fr/errors.json')).default,
  }),
  de: async () => ({
    common: (await import('./locales/de/common.json')).default,
    errors: (await import('./locales/de/errors.json')).default,
  }),
};

export async function loadResources(language: Language): Promise<Resources> {
  return language === 'en' ? englishResources : loaders[language]();
}
