// The words of the Email Auditor in the user's language: topics, results, scores ("7.5 of 10"),
// the tests' names, what they saw, why they matter and how to fix them (checkTexts.ts), and the
// user's number and date formats.
import { useMemo } from 'react';
import type { AuditTest, AuditTopic } from '@console/contract';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../format/useFormatters.ts';
import { checkTexts } from './checkTexts.ts';

export function useAuditorTexts() {
  const { t, i18n } = useTranslation(['auditor', 'common']);
  const format = useFormatters();
  const language = i18n.language;
  return useMemo(() => {
    const template = (key: string) => {
      const text: unknown = i18n.getResource(language, 'auditor', key);
      return typeof text === 'string' ? text : undefined;
    };
    /** 7, or 7.5: a score with its decimal only when it has one */
    const score = (value: number) => format.count(value, Number.isInteger(value) ? 0 : 1);
    return {
      t,
      format,
      score,
      /** "7.5 of 10" */
      outOf: (value: number) => t('score.outOf', { score: score(value) }),
      topic: (topic: AuditTopic) => t(`topic.${topic}.name`),
      result: (result: AuditTest['result']) => t(`result.${result}`),
      check: checkTexts(template, format),
      /** a name of the report's data (client_ip, helo...) in words; the name itself if unknown */
      fact: (name: string) => template(`data.fact.${name}`) ?? name,
    };
  }, [t, i18n, language, format]);
}

export type AuditorTexts = ReturnType<typeof useAuditorTexts>;
