// The words of reputation data in the user's language: the status of a check, a list's health,
// an SNDS colour, why a check failed (DNS failures and the lists' refusal answers), how long ago
// something happened and how long a listing lasted; the catalogue's captions the server sends in
// English (catalogueTexts.ts); and the user's number and date formats. The clock is the report
// environment's, so stories fix it.
import { useMemo } from 'react';
import { formatDistanceStrict } from 'date-fns';
import type { ListHealth, ListingStatus, SndsFilter } from './reputationTypes.ts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../format/useFormatters.ts';
import { useReportEnvironment } from '../../../reportKit/reportEnvironment.tsx';
import { dayText } from '../../dmarc/shared/dayRange.ts';
import { catalogueTexts } from './catalogueTexts.ts';
import { relativeTime } from './relativeTime.ts';

/**
 * Answers that say a check failed rather than a listing (domain/reputation-and-audit.md): the
 * DNS failures the server names, a list failing its probe, and the refusals lists answer with.
 */
const errorAnswers = {
  SERVFAIL: 'servfail',
  REFUSED: 'refused',
  TIMEOUT: 'timeout',
  TRUNCATED: 'truncated',
  ERROR: 'error',
  unhealthy: 'unhealthy',
  '127.0.0.1': 'queryRefused',
  '127.255.255.252': 'zoneTypo',
  '127.255.255.254': 'publicResolver',
  '127.255.255.255': 'tooManyQueries',
} as const;

const isErrorAnswer = (answer: string): answer is keyof typeof errorAnswers =>
  Object.hasOwn(errorAnswers, answer);

export function useReputationTexts() {
  const { t, i18n } = useTranslation(['reputation', 'common']);
  const format = useFormatters();
  const { now } = useReportEnvironment();
  const language = i18n.language;
  return useMemo(() => {
    const catalogue = catalogueTexts((key, values) => t(key, values ?? {}));
    return {
      t,
      format,
      now,
      /** "2 hours ago" */
      ago: (iso: string) => relativeTime(iso, now(), language),
      /** the date and time, or the time alone when it is today (formatters write "PP, time") */
      when: (iso: string) => {
        const day = format.date(iso);
        const full = format.dateTime(iso);
        return day === format.date(new Date(now())) && full.startsWith(day)
          ? full.slice(day.length).replace(/^\W+/, '')
          : full;
      },
      /** "3 days": from a start to an end, or to now while it lasts */
      duration: (from: string, to: string | null) =>
        formatDistanceStrict(Date.parse(from), to ? Date.parse(to) : now(), {
          locale: format.locale,
        }),
      /** a calendar day (an SNDS day) as it is, never shifted by a timezone */
      day: (isoDate: string) => dayText(isoDate, format.locale),
      checkStatus: (status: ListingStatus) => t(`check.status.${status}`),
      health: (health: ListHealth) => t(`health.${health}`),
      snds: (filter: SndsFilter) => t(`snds.filter.${filter}`),
      /** a list's description, in the user's language when it is the catalogue's */
      description: catalogue.description,
      /** why a list failed its probe, in the user's language when the server's words */
      healthDetail: catalogue.healthDetail,
      /**
       * a listing's answer with what it means, "127.0.0.3 (CSS: snowshoe spam)" in the user's
       * language; a list's catalogue says "Listed" for its one answer, which the status already
       * says
       */
      answer: (answer: string | null, meaning: string | null) =>
        answer === null
          ? ''
          : meaning && meaning.toLowerCase() !== 'listed'
            ? `${answer} (${catalogue.meaning(meaning)})`
            : answer,
      /** why a check failed, from its error answer; the answer itself when unknown */
      failure: (answer: string | null) =>
        answer === null
          ? t('check.failure.unknown')
          : isErrorAnswer(answer)
            ? t(`check.failure.${errorAnswers[answer]}`, { answer })
            : t('check.failure.other', { answer }),
    };
  }, [t, format, now, language]);
}

export type ReputationTexts = ReturnType<typeof useReputationTexts>;
