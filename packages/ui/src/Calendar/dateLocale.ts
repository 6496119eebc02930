// The user's language as a date-fns locale (spec: en default, fr, de); an app may pass any
// date-fns Locale instead.
import type { Locale } from 'date-fns';
import { de, enUS, fr } from 'date-fns/locale';

export type LocaleCode = 'en' | 'fr' | 'de';

const locales: Record<LocaleCode, Locale> = { en: enUS, fr, de };

export const resolveLocale = (locale: LocaleCode | Locale): Locale =>
  typeof locale === 'string' ? locales[locale] : locale;

/** The BCP 47 tag react-aria needs for the weekday names of the grid. */
export const localeTag = (locale: Locale): string => locale.code ?? 'en-US';
