// One i18next instance for stories with every language and namespace loaded before the first
// story renders, so a story can render in fr or de without waiting for a lazy bundle.
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  fallbackNamespace,
  languages,
  loadNamespace,
  namespaces,
  type Language,
} from '../i18n/resources.ts';

let instance: Promise<i18n> | null = null;

const textsOf = async (language: Language) =>
  Object.fromEntries(
    await Promise.all(
      namespaces.map(async (namespace) => [namespace, await loadNamespace(language, namespace)]),
    ),
  );

async function createStoryI18n(): Promise<i18n> {
  const resources = Object.fromEntries(
    await Promise.all(languages.map(async (language) => [language, await textsOf(language)])),
  );
  const created = i18next.createInstance();
  await created.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: [...namespaces],
    defaultNS: 'common',
    fallbackNS: fallbackNamespace,
    resources,
    interpolation: { escapeValue: false },
  });
  return created;
}

export async function storyI18n(language: Language = 'en'): Promise<i18n> {
  instance ??= createStoryI18n();
  const ready = await instance;
  await ready.changeLanguage(language);
  return ready;
}
