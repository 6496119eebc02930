// i18next set up for the console: English by default, French and German on demand; the user's
// language setting decides (spec sections 1 and 3). Only English common, errors and auth are
// bundled (resources.ts); i18next asks the backend below for any other namespace or language.
// A key missing from its namespace is looked up in shell (resources.ts, `fallbackNamespace`).
// A page's route loads its namespaces before the page renders (pageModules.ts), and a component
// that asks for a namespace not loaded yet suspends instead of showing keys (react-i18next).
import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  bundledEnglish,
  fallbackNamespace,
  languages,
  loadNamespace,
  namespaces,
  type Language,
  type Namespace,
} from './resources.ts';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

const isNamespace = (value: string): value is Namespace =>
  (namespaces as readonly string[]).includes(value);

const localeFiles: BackendModule = {
  type: 'backend',
  callbackApi: false,
  init: () => undefined,
  read: (language: string, namespace: string) =>
    isLanguage(language) && isNamespace(namespace)
      ? loadNamespace(language, namespace)
      : Promise.reject(new Error(`No translations for ${language}/${namespace}`)),
};

export async function createI18n(language: Language = 'en'): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance
    .use(localeFiles)
    .use(initReactI18next)
    .init({
      lng: 'en',
      // Every key exists in every language (translations.test.ts), so no English fallback is
      // fetched beside a French or German namespace.
      fallbackLng: false,
      supportedLngs: [...languages],
      ns: Object.keys(bundledEnglish),
      defaultNS: 'common',
      fallbackNS: fallbackNamespace,
      resources: { en: bundledEnglish },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  await changeLanguage(instance, language);
  return instance;
}

/**
 * Switches the language once its texts of every namespace used so far are loaded, so screens
 * change language in one step; rejects, in the previous language, when a file could not be
 * fetched.
 */
export async function changeLanguage(instance: i18n, language: Language): Promise<void> {
  const used = ([] as string[]).concat(instance.options.ns ?? []).filter(isNamespace);
  await Promise.all(
    used
      .filter((namespace) => !instance.hasResourceBundle(language, namespace))
      .map(async (namespace) => {
        const texts = await loadNamespace(language, namespace);
        instance.addResourceBundle(language, namespace, texts, true, true);
      }),
  );
  await instance.changeLanguage(language);
  document.documentElement.lang = language;
}

/** Loads namespaces in the current language; rejects when a file could not be fetched. */
export function loadNamespaces(instance: i18n, wanted: readonly Namespace[]): Promise<void> {
  return new Promise((resolve, reject) => {
    void instance.loadNamespaces([...wanted], (error: unknown) =>
      error ? reject(new Error('Translations could not be loaded', { cause: error })) : resolve(),
    );
  });
}
