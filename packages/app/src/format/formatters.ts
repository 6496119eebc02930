// Dates, times and numbers as the user set them (section 3: language, timezone, number format,
// clock): one object of formatters built from the user's settings, so every screen writes
// "21 Nov 2026, 14:05" or "Nov 21, 2026, 2:05 PM" the same way.
import { TZDate } from '@date-fns/tz';
import type { User } from '@console/contract';
import { formatDecimal, formatMetric, formatPercent, type MetricStyle } from '@console/ui';
import { format as formatDate, type Locale } from 'date-fns';
import { de, enUS, fr } from 'date-fns/locale';

const locales: Record<User['language'], Locale> = { en: enUS, fr, de };

export interface Formatters {
  /** 21 Nov 2026 */
  date: (iso: string | Date) => string;
  /** 21 Nov 2026, 14:05 (or 2:05 PM) */
  dateTime: (iso: string | Date) => string;
  /** 14:05:09 (or 2:05:09 PM) */
  time: (iso: string | Date) => string;
  /** 12,345 with the user's separators; `digits` fraction digits (0 by default) */
  count: (value: number, digits?: number) => string;
  /** 0.1234 → 12.34% */
  percent: (ratio: number) => string;
  /** a catalogue metric by its style */
  metric: (value: number, style: MetricStyle) => string;
  locale: Locale;
  timeZone: string;
}

export type FormatSettings = Pick<User, 'language' | 'timezone' | 'format' | 'clock'>;

export function createFormatters(settings: FormatSettings): Formatters {
  const locale = locales[settings.language];
  const timeZone = settings.timezone;
  const clockPattern = settings.clock === 'h12' ? 'h:mm a' : 'HH:mm';
  const secondsPattern = settings.clock === 'h12' ? 'h:mm:ss a' : 'HH:mm:ss';
  const zoned = (value: string | Date) => new TZDate(new Date(value).getTime(), timeZone);
  return {
    date: (value) => formatDate(zoned(value), 'PP', { locale }),
    dateTime: (value) => formatDate(zoned(value), `PP, ${clockPattern}`, { locale }),
    time: (value) => formatDate(zoned(value), secondsPattern, { locale }),
    count: (value, digits = 0) => formatDecimal(value, settings.format, digits),
    percent: (ratio) => formatPercent(ratio, settings.format),
    metric: (value, style) => formatMetric(value, style, settings.format),
    locale,
    timeZone,
  };
}
