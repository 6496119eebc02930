// The words of DMARC data in the user's language: published policies (with pct), dispositions
// receivers applied, authentication results and the kinds of sending services; and the user's
// number and date formats.
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../format/useFormatters.ts';
import { dayRangeText, dayText, type DayRange } from './dayRange.ts';
import type { Policy, Result, SourceType } from './dmarcTypes.ts';

const sourceTypeKeys = {
  ESP: 'esp',
  ISP: 'isp',
  'Web host': 'webHost',
  Security: 'security',
  Unknown: 'unknown',
} as const satisfies Record<SourceType, string>;

export function useDmarcTexts() {
  const { t } = useTranslation(['dmarc', 'common']);
  const format = useFormatters();
  const policy = useCallback(
    (value: Policy | null, pct: number | null = null) => {
      if (value === null) return t('policy.unknown');
      const name = t(`policy.${value}`);
      // pct applies to quarantine and reject only; 100 is the whole mail stream.
      return value !== 'none' && pct !== null && pct < 100
        ? t('policy.withPct', { policy: name, pct: format.count(pct) })
        : name;
    },
    [t, format],
  );
  const disposition = useCallback((value: Policy) => t(`disposition.${value}`), [t]);
  const result = useCallback((value: Result) => t(`result.${value}`), [t]);
  const sourceType = useCallback(
    (value: SourceType) => t(`sourceType.${sourceTypeKeys[value]}`),
    [t],
  );
  const day = useCallback((iso: string) => dayText(iso, format.locale), [format.locale]);
  const days = useCallback(
    (range: DayRange) => dayRangeText(range, format.locale),
    [format.locale],
  );
  return useMemo(
    () => ({ t, format, policy, disposition, result, sourceType, day, days }),
    [t, format, policy, disposition, result, sourceType, day, days],
  );
}

export type DmarcTexts = ReturnType<typeof useDmarcTexts>;
