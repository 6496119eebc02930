// Addresses of the Reputation Monitor pages in the current workspace. An IP range's slash is
// encoded in its page's address (192.0.2.0%2F24), which the router gives back decoded.
import { useParams } from 'react-router';
import { useSession } from '../../../session/SessionContext.tsx';

export type AssetKind = 'ip' | 'domain';

export function useReputationPaths() {
  const params = useParams();
  const { workspace } = useSession();
  const base = `/${encodeURIComponent(params.workspace ?? workspace.id)}/reputation-monitor`;
  const part = encodeURIComponent;
  return {
    home: `${base}/home`,
    ips: `${base}/ips`,
    domains: `${base}/domains`,
    /** the IPs or domains listed now */
    listed: (kind: AssetKind) => `${base}/${kind === 'ip' ? 'ips' : 'domains'}?listed=1`,
    list: (kind: AssetKind) => `${base}/${kind === 'ip' ? 'ips' : 'domains'}`,
    asset: (kind: AssetKind, key: string) =>
      `${base}/${kind === 'ip' ? 'ips' : 'domains'}/${part(key)}`,
    blocklists: `${base}/blocklists`,
    /** a list's card on the blocklists page */
    blocklist: (id: string) => `${base}/blocklists#${blocklistAnchor(id)}`,
  };
}

export const blocklistAnchor = (id: string) => `list-${id}`;
