// The accounts the administration page offers (administeredAccounts.ts), read once per visit.
import { useMemo } from 'react';
import { useQuery, type QueryResult } from '../../api/useQuery.ts';
import { useSession } from '../../session/SessionContext.tsx';
import { administeredAccounts, type AdministeredAccount } from './administeredAccounts.ts';

export type { AdministeredAccount };

export function useAdministeredAccounts(): QueryResult<AdministeredAccount[]> {
  const { ownedAccounts, isAdmin } = useSession();
  const query = useQuery((api) => api.user.accounts.all(), []);
  const data = useMemo(
    () => query.data && administeredAccounts(query.data, ownedAccounts, isAdmin),
    [query.data, ownedAccounts, isAdmin],
  );
  return { ...query, data } as QueryResult<AdministeredAccount[]>;
}
