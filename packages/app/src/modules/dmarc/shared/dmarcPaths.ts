// Addresses of the DMARC pages in the current workspace, the run bar's query carried along.
import { useParams } from 'react-router';
import { useSession } from '../../../session/SessionContext.tsx';

export function useDmarcPaths(query = '') {
  const params = useParams();
  const { workspace } = useSession();
  const base = `/${encodeURIComponent(params.workspace ?? workspace.id)}/dmarc-reports`;
  const part = encodeURIComponent;
  return {
    domains: `${base}/domains${query}`,
    domain: (domain: string) => `${base}/domains/${part(domain)}${query}`,
    source: (domain: string, source: string) =>
      `${base}/domains/${part(domain)}/${part(source)}${query}`,
    forensic: `${base}/forensic`,
    report: (id: string) => `${base}/forensic/${part(id)}`,
    setup: `${base}/setup`,
  };
}
