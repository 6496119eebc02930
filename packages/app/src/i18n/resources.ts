// The translation resources: one JSON file per language and namespace (common and errors, then
// one per area of the app: shell, auth, settings, delivery). English is bundled with the app;
// French and German are loaded when chosen, so the sign-in page carries one language.
import enAuth from './locales/en/auth.json';
import enCommon from './locales/en/common.json';
import enDelivery from './locales/en/delivery.json';
import enErrors from './locales/en/errors.json';
import enSettings from './locales/en/settings.json';
import enShell from './locales/en/shell.json';

export const namespaces = ['common', 'errors', 'shell', 'auth', 'settings', 'delivery'] as const;
export type Namespace = (typeof namespaces)[number];
export const languages = ['en', 'fr', 'de'] as const;
export type Language = (typeof languages)[number];

export const englishResources = {
  common: enCommon,
  errors: enErrors,
  shell: enShell,
  auth: enAuth,
  settings: enSettings,
  delivery: enDelivery,
} as const;

type Resources = Record<Namespace, Record<string, string>>;

// One dynamic import per file, so each language is a separate chunk loaded on demand.
const loaders: Record<Exclude<Language, 'en'>, () => Promise<Resources>> = {
  fr: async () => ({
    common: (await import('./locales/fr/common.json')).default,
    errors: (await import('./locales/fr/errors.json')).default,
    shell: (await import('./locales/fr/shell.json')).default,
    auth: (await import('./locales/fr/auth.json')).default,
    settings: (await import('./locales/fr/settings.json')).default,
    delivery: (await import('./locales/fr/delivery.json')).default,
  }),
  de: async () => ({
    common: (await import('./locales/de/common.json')).default,
    errors: (await import('./locales/de/errors.json')).default,
    shell: (await import('./locales/de/shell.json')).default,
    auth: (await import('./locales/de/auth.json')).default,
    settings: (await import('./locales/de/settings.json')).default,
    delivery: (await import('./locales/de/delivery.json')).default,
  }),
};

export async function loadResources(language: Language): Promise<Resources> {
  return language === 'en' ? englishResources : loaders[language]();
}
