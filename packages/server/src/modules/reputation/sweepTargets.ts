// What a sweep asks about: every IP of every account (a range as each of its addresses) against
// the IP lists and every domain against the domain lists, each address or domain once however
// many accounts register it, and for each the assets it belongs to (alerts are per account).
import type { Db } from '../../db/schema/index.ts';
import { assetsOf } from '../assets/assets.repository.ts';
import { addressesOf } from './ipRange.ts';

export interface AssetRef {
  accountId: string;
  kind: 'ip' | 'domain';
  /** the asset as registered: an address, a range or a domain */
  asset: string;
}

export interface SweepTargets {
  /** addresses and domains to query, each once */
  ips: string[];
  domains: string[];
  /** the assets each queried address or domain belongs to */
  owners: Map<string, AssetRef[]>;
  /** the asset strings swept */
  assets: string[];
}

export async function sweepTargets(db: Db, accountId?: string): Promise<SweepTargets> {
  const owners = new Map<string, AssetRef[]>();
  const own = (target: string, ref: AssetRef) => {
    const refs = owners.get(target);
    if (refs) refs.push(ref);
    else owners.set(target, [ref]);
  };
  const assets = new Set<string>();
  const ips = new Set<string>();
  for (const row of await assetsOf(db, 'ips', accountId)) {
    assets.add(row.address);
    for (const address of addressesOf(row.address)) {
      ips.add(address);
      own(address, { accountId: row.account_id, kind: 'ip', asset: row.address });
    }
  }
  const domains = new Set<string>();
  for (const row of await assetsOf(db, 'domains', accountId)) {
    assets.add(row.name);
    domains.add(row.name);
    own(row.name, { accountId: row.account_id, kind: 'domain', asset: row.name });
  }
  return { ips: [...ips], domains: [...domains], owners, assets: [...assets] };
}
