// Vega's number and time locales from the user's settings (language, number format, clock), so a
// chart's axes read like the rest of the screen: "1.500" and "14. Nov." for a German user, no
// AM/PM on a 24-hour clock. Pure: unit-tested without a browser.
import type { NumberLocale, TimeLocale } from 'vega-typings';
import type { Clock, NumberFormat } from '../MetricTile/formatMetric.ts';

export type ChartLanguage = 'en' | 'fr' | 'de';

/** The user's settings a chart needs; English, "#,###.##" and a 12-hour clock by default. */
export interface ChartLocale {
  language: ChartLanguage;
  numberFormat: NumberFormat;
  clock: Clock;
}

export const defaultChartLocale: ChartLocale = {
  language: 'en',
  numberFormat: '#,###.##',
  clock: 'h12',
};

/** Vega's number locale definition (d3-format). */
export type VegaNumberLocale = NumberLocale;

/** Vega's time locale definition (d3-time-format). */
export type VegaTimeLocale = TimeLocale;

/** A no-break space, the same grouping character as the tables (formatMetric), never wraps. */
const NBSP = '\u00a0';

const SEPARATORS: Record<NumberFormat, { thousands: string; decimal: string }> = {
  '#.###,##': { thousands: '.', decimal: ',' },
  '#,###.##': { thousands: ',', decimal: '.' },
  '# ###,##': { thousands: NBSP, decimal: ',' },
  '# ###.##': { thousands: NBSP, decimal: '.' },
};

// The console shows no money today; the currency follows the language for completeness.
const CURRENCY: Record<ChartLanguage, [string, string]> = {
  en: ['$', ''],
  fr: ['', `${NBSP}€`],
  de: ['', `${NBSP}€`],
};

export function vegaNumberLocale({ language, numberFormat }: ChartLocale): VegaNumberLocale {
  return { ...SEPARATORS[numberFormat], grouping: [3], currency: CURRENCY[language] };
}

type Names = Pick<VegaTimeLocale, 'days' | 'shortDays' | 'months' | 'shortMonths'> & {
  dateTime: string;
  date: string;
};

// Names from d3-time-format's en-US, fr-FR and de-DE locales.
const NAMES: Record<ChartLanguage, Names> = {
  en: {
    dateTime: '%x, %X',
    date: '%-m/%-d/%Y',
    days: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    shortDays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    shortMonths: [
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ],
  },
  fr: {
    dateTime: '%A %e %B %Y à %X',
    date: '%d/%m/%Y',
    days: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
    shortDays: ['dim.', 'lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.'],
    months: [
      'janvier',
      'février',
      'mars',
      'avril',
      'mai',
      'juin',
      'juillet',
      'août',
      'septembre',
      'octobre',
      'novembre',
      'décembre',
    ],
    shortMonths: [
      'janv.',
      'févr.',
      'mars',
      'avr.',
      'mai',
      'juin',
      'juil.',
      'août',
      'sept.',
      'oct.',
      'nov.',
      'déc.',
    ],
  },
  de: {
    dateTime: '%A, %e. %B %Y, %X',
    date: '%d.%m.%Y',
    days: ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'],
    shortDays: ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'],
    months: [
      'Januar',
      'Februar',
      'März',
      'April',
      'Mai',
      'Juni',
      'Juli',
      'August',
      'September',
      'Oktober',
      'November',
      'Dezember',
    ],
    shortMonths: [
      'Jan',
      'Feb',
      'Mrz',
      'Apr',
      'Mai',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Okt',
      'Nov',
      'Dez',
    ],
  },
};

export function vegaTimeLocale({ language, clock }: ChartLocale): VegaTimeLocale {
  return {
    ...NAMES[language],
    // %X follows the clock: "2:00:00 PM" on h12, "14:00:00" on h23.
    time: clock === 'h12' ? '%-I:%M:%S %p' : '%H:%M:%S',
    periods: ['AM', 'PM'],
  };
}

/** Both locales, as the `locale` of a Vega(-Lite) config or the View. */
export function vegaLocale(locale: ChartLocale) {
  return { number: vegaNumberLocale(locale), time: vegaTimeLocale(locale) };
}

/**
 * Vega's multi-format for a time axis (a specifier per time unit, the tick's own unit chosen by
 * Vega): day labels in the language's order ("Nov 14", "14 nov.", "14. Nov"), hour labels by the
 * clock ("2 PM" or "14:00").
 */
export function timeAxisFormat({ language, clock }: ChartLocale): Record<string, string> {
  const hour = clock === 'h12' ? '%-I %p' : '%H:%M';
  const minute = clock === 'h12' ? '%-I:%M %p' : '%H:%M';
  const day = { en: '%b %-d', fr: '%-d %b', de: '%-d. %b' }[language];
  const month = { en: '%b %Y', fr: '%b %Y', de: '%b %Y' }[language];
  return {
    year: '%Y',
    quarter: month,
    month,
    week: day,
    date: day,
    hours: hour,
    minutes: minute,
    seconds: clock === 'h12' ? '%-I:%M:%S %p' : '%H:%M:%S',
    milliseconds: '.%L',
  };
}
