// The app's i18next instance loads texts by namespace: the bundled English ones at start, the
// others when a page asks for them, and every namespace in use when the language changes.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, createI18n, loadNamespaces } from './i18n.ts';

beforeEach(() => {
  vi.stubGlobal('document', { documentElement: { lang: '' } });
});

describe('createI18n', () => {
  it('starts with the namespaces of the public pages only', async () => {
    const i18n = await createI18n('en');
    expect(i18n.t('auth:signIn')).toBe('Sign in');
    expect(i18n.hasResourceBundle('en', 'shell')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'settings')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'delivery')).toBe(false);
    // what react-i18next asks before it renders: false makes a component suspend, not show keys
    expect(i18n.hasLoadedNamespace('delivery')).toBe(false);
  });

  it('fetches the browser language’s texts before the first render', async () => {
    const i18n = await createI18n('de');
    expect(i18n.language).toBe('de');
    expect(i18n.t('auth:signIn')).toBe('Anmelden');
    expect(document.documentElement.lang).toBe('de');
  });
});

describe('loadNamespaces', () => {
  it('loads a page’s namespace in the current language, without an English fallback', async () => {
    const i18n = await createI18n('fr');
    await loadNamespaces(i18n, ['delivery']);
    expect(i18n.t('delivery:report.filters.loading')).toBe('Chargement des filtres…');
    expect(i18n.hasResourceBundle('en', 'delivery')).toBe(false);
  });
});

describe('changeLanguage', () => {
  it('switches once every namespace used so far is there in the new language', async () => {
    const i18n = await createI18n('en');
    await loadNamespaces(i18n, ['settings']);
    await changeLanguage(i18n, 'de');
    expect(i18n.language).toBe('de');
    expect(i18n.hasResourceBundle('de', 'settings')).toBe(true);
    expect(i18n.t('settings:nav.label')).toBe('Einstellungen');
    expect(i18n.hasResourceBundle('de', 'delivery')).toBe(false);
  });
});
