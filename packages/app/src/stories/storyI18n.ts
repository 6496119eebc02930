// One i18next instance for stories with every language loaded at once (synchronously), so a
// story can render in fr or de without waiting for a lazy bundle.
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languages, loadResources, namespaces, englishResources } from '../i18n/resources.ts';

let instance: i18n | null = null;

export async function storyI18n(language: (typeof languages)[number] = 'en'): Promise<i18n> {
  if (!instance) {
    const created = i18next.createInstance();
    await created.use(initReactI18next).init({
      lng: 'en',
      fallbackLng: 'en',
      ns: [...namespaces],
      defaultNS: 'common',
      resources: { en: englishResources },
      interpolation: { escapeValue: false },
    });
    for (const code of languages) {
      const bundles = await loadResources(code);
      for (const [namespace, bundle] of Object.entries(bundles))
        created.addResourceBundle(code, namespace, bundle, true, true);
    }
    instance = created;
  }
  await instance.changeLanguage(language);
  return instance;
}
