// i18next set up for the console: English by default, French and German on demand; the user's
// language setting decides (spec sections 1 and 3).
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  englishResources,
  languages,
  loadResources,
  namespaces,
  type Language,
} from './resources.ts';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

export async function createI18n(language: Language = 'en'): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: [...namespaces],
    defaultNS: 'common',
    resources: { en: englishResources },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await changeLanguage(instance, language);
  return instance;
}

export async function changeLanguage(instance: i18n, language: Language): Promise<void> {
  if (!instance.hasResourceBundle(language, 'common')) {
    const resources = await loadResources(language);
    for (const [namespace, bundle] of Object.entries(resources)) {
      instance.addResourceBundle(language, namespace, bundle, true, true);
    }
  }
  await instance.changeLanguage(language);
  document.documentElement.lang = language;
}
