// What an IP's or a domain's page reads: the period in the address, its first day in the user's
// timezone, the detail call for it, and whether the server knows no such asset here (404), which
// the page says rather than "Failed to load".
import { useMemo } from 'react';
import { ApiRequestError } from '../../../api/apiErrors.ts';
import { useQuery } from '../../../api/useQuery.ts';
import type { ApiClient } from '@console/contract';
import { useSession } from '../../../session/SessionContext.tsx';
import { usePeriod } from '../shared/PeriodBar.tsx';
import { sinceDay } from '../shared/sinceDay.ts';
import type { ReputationTexts } from '../shared/useReputationTexts.ts';

export function useAssetDetail<T>(
  key: string,
  fetch: (api: ApiClient, since: string) => Promise<T>,
  texts: ReputationTexts,
) {
  const { user } = useSession();
  const [period, setPeriod] = usePeriod();
  const { now } = texts;
  const since = useMemo(() => sinceDay(now(), period, user.timezone), [now, period, user.timezone]);
  const query = useQuery((api) => fetch(api, since), [key, since]);
  const isUnknown =
    query.status === 'error' &&
    query.error instanceof ApiRequestError &&
    query.error.name === 'NotFound';
  return {
    query,
    period,
    setPeriod,
    since,
    periodName: texts.t(`period.name.${period}`),
    isUnknown,
  };
}
