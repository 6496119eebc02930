// The server's English captions of the catalogue in French and German, through the real
// reputation texts; any other text as it is.
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import de from '../../../i18n/locales/de/reputation.json';
import en from '../../../i18n/locales/en/reputation.json';
import fr from '../../../i18n/locales/fr/reputation.json';
import { catalogueTexts, type CatalogueTexts } from './catalogueTexts.ts';

const texts: Record<'en' | 'fr' | 'de', CatalogueTexts> = {} as never;

beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'en',
    fallbackLng: false,
    resources: { en: { reputation: en }, fr: { reputation: fr }, de: { reputation: de } },
    interpolation: { escapeValue: false },
  });
  for (const language of ['en', 'fr', 'de'] as const) {
    const t = instance.getFixedT(language, 'reputation');
    texts[language] = catalogueTexts((key, values) => t(key, values ?? {}));
  }
});

describe('description', () => {
  it('translates the catalogue’s own description of a list', () => {
    const english = 'Domains found in spam; refuses public resolvers';
    expect(texts.fr.description('spamhaus-dbl', english)).toBe(
      'Domaines trouvés dans du spam ; refuse les résolveurs publics',
    );
    expect(texts.de.description('spamhaus-dbl', english)).toBe(
      'In Spam gefundene Domains; lehnt öffentliche Resolver ab',
    );
    expect(texts.en.description('spamhaus-dbl', english)).toBe(english);
  });

  it('keeps a description an administrator wrote, or a list not in the catalogue', () => {
    expect(texts.fr.description('spamhaus-dbl', 'Our own words')).toBe('Our own words');
    const abusix = 'Abusix combined list; needs the account’s query key in the zone';
    expect(texts.de.description('abusix', abusix)).toBe(abusix);
  });
});

describe('meaning', () => {
  it('translates one meaning', () => {
    expect(texts.fr.meaning('CSS: snowshoe spam')).toBe('CSS : spam snowshoe');
    expect(texts.de.meaning('Botnet C&C domain')).toBe('Botnet-C&C-Domain');
  });

  it('translates a bitmask list’s joined meanings, and several answers', () => {
    expect(texts.fr.meaning('Phishing, Click tracker')).toBe('Phishing, Traceur de clics');
    expect(texts.de.meaning('Disposable, Abuse')).toBe('Wegwerf-Domain, Missbrauch');
    expect(texts.fr.meaning('SBL: spam source; XBL: exploited host')).toBe(
      'SBL : source de spam ; XBL : hôte compromis',
    );
    expect(texts.de.meaning('Phishing, Cracked; Abuse')).toBe(
      'Phishing, Gehackte Website; Missbrauch',
    );
  });

  it('translates ZRD’s hours', () => {
    expect(texts.fr.meaning('Newly observed domain (7 h)')).toBe('Domaine observé récemment (7 h)');
    expect(texts.de.meaning('Newly observed domain (24 h)')).toBe('Neu beobachtete Domain (24 h)');
  });

  it('keeps a meaning the catalogue does not ship', () => {
    expect(texts.fr.meaning('Listed by policy, see the website')).toBe(
      'Listed by policy, see the website',
    );
    expect(texts.de.meaning('Custom; other')).toBe('Custom; other');
  });
});

describe('healthDetail', () => {
  it('translates the probe’s reasons with their point and answer', () => {
    expect(texts.fr.healthDetail('127.0.0.2 is not listed')).toBe(
      '127.0.0.2 ne figure pas sur la liste',
    );
    expect(texts.de.healthDetail('127.0.0.1 is listed (127.0.0.2)')).toBe(
      '127.0.0.1 ist gelistet (127.0.0.2)',
    );
    expect(texts.fr.healthDetail('dbltest.com answered SERVFAIL')).toBe(
      'Réponse SERVFAIL pour dbltest.com',
    );
    expect(texts.de.healthDetail('The zone needs a query key, and none is set')).toBe(
      'Die Zone braucht einen Abfrageschlüssel, und keiner ist gesetzt',
    );
  });

  it('keeps a reason it does not know', () => {
    expect(texts.fr.healthDetail('Probe disabled by the administrator')).toBe(
      'Probe disabled by the administrator',
    );
  });
});
