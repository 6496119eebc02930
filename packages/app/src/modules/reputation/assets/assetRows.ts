// The workspace's IPs (and ranges) or domains as table rows: the asset, its description and
// tags, its status now (how many lists list it, checks that failed), its latest SNDS colour for
// IPs, and when it was last checked. Sortable values are numbers where the cell shows words: a
// status ranks listings before failed checks before clear, an SNDS colour red before green.
// The filters of the list ("only listed", the text filter) are applied here too.
import type { DomainOverview, IpOverview } from '@console/contract';
import type { SndsFilter } from '../shared/reputationTypes.ts';

export type AssetOverview = IpOverview | DomainOverview;

export interface AssetTableRow extends Record<string, unknown> {
  id: string;
  asset: string;
  /** addresses checked: 1, a range's size; 1 for a domain */
  size: number;
  description: string;
  tags: string;
  /** lists listing it × 1,000 + failed checks; -1 before its first check */
  status: number;
  /** RED 3, YELLOW 2, GREEN 1; null without SNDS data */
  snds: number | null;
  last_checked: string | null;
  source: AssetOverview;
}

const sndsRank: Record<SndsFilter, number> = { GREEN: 1, YELLOW: 2, RED: 3 };

export const isIpOverview = (asset: AssetOverview): asset is IpOverview => 'address' in asset;

/** The asset's key: an IP, a range or a domain name. */
export const assetKey = (asset: AssetOverview) =>
  isIpOverview(asset) ? asset.address : asset.name;

export const isListed = (asset: AssetOverview) => asset.listed_on.length > 0;

export function assetRows(assets: readonly AssetOverview[]): AssetTableRow[] {
  return assets.map((asset) => {
    const key = assetKey(asset);
    const ip = isIpOverview(asset) ? asset : null;
    return {
      id: key,
      asset: key,
      size: ip?.size ?? 1,
      description: asset.description,
      tags: asset.tags.join(', '),
      status:
        asset.last_checked === null ? -1 : asset.listed_on.length * 1000 + asset.failed_checks,
      snds: ip?.snds_filter ? sndsRank[ip.snds_filter] : null,
      last_checked: asset.last_checked,
      source: asset,
    };
  });
}

export interface AssetFilter {
  onlyListed: boolean;
  /** trimmed text: matches the asset, its description, a tag or a listing list's name */
  text: string;
}

export function filterAssets(
  rows: readonly AssetTableRow[],
  filter: AssetFilter,
  listNames: (ids: readonly string[]) => string[],
): AssetTableRow[] {
  const text = filter.text.toLowerCase();
  return rows.filter((row) => {
    if (filter.onlyListed && !isListed(row.source)) return false;
    if (!text) return true;
    return [row.asset, row.description, ...row.source.tags, ...listNames(row.source.listed_on)]
      .join('\n')
      .toLowerCase()
      .includes(text);
  });
}

/** How a kind is counted in the words of the page. */
export const assetCounts = (assets: readonly AssetOverview[]) => ({
  total: assets.length,
  listed: assets.filter(isListed).length,
  failed: assets.reduce((sum, asset) => sum + asset.failed_checks, 0),
});
