// The catalogue of blocklists (member/blocklists/all) for the screens that name or count lists,
// and the names of lists by id: the overview rows name the lists listing an asset by id. Until
// the catalogue arrives, or if it fails, the ids stand in for the names.
import { useMemo } from 'react';
import { useQuery } from '../../../api/useQuery.ts';
import { useSession } from '../../../session/SessionContext.tsx';

export function useBlocklists() {
  const { workspace } = useSession();
  return useQuery((api) => api.member.blocklists.all({ workspace: workspace.id }), [workspace.id]);
}

export type ListNames = (ids: readonly string[]) => string[];

export function useListNames(): ListNames {
  const lists = useBlocklists();
  return useMemo(() => {
    const names = new Map((lists.data ?? []).map((list) => [list.id, list.name]));
    return (ids) => ids.map((id) => names.get(id) ?? id);
  }, [lists.data]);
}
