// The blocklist alert's exclusions (spec sections 2 and 3): which lists a user no longer wants
// alerts about. An alert carries exclusions at the top level (every dataset) and per dataset
// mapping (overriding the top level for that dataset); the modal edits one set for the whole
// alert, so it opens on the union of them and saves the same lists everywhere.
import type { Input, Output, UserAlert } from '@console/contract';

export type BlocklistSummary = Output<'user/blacklists/all'>[number];

export interface Exclusions {
  /** domain lists (RHSBL) */
  readonly rhsbl: readonly string[];
  /** IP lists (DNSBL) */
  readonly dnsbl: readonly string[];
}

/** Blocklist alerts are the ones with list exclusions; legacy data calls them blacklist. */
export function isBlocklistAlert(alert: Pick<UserAlert, 'alert'>): boolean {
  return alert.alert === 'blocklist' || alert.alert === 'blacklist';
}

const union = (lists: readonly (readonly string[])[]) => [...new Set(lists.flat())].sort();

export function exclusionsOf(alert: UserAlert): Exclusions {
  return {
    rhsbl: union([alert.exclude_rhsbl, ...alert.mappings.map((mapping) => mapping.exclude_rhsbl)]),
    dnsbl: union([alert.exclude_dnsbl, ...alert.mappings.map((mapping) => mapping.exclude_dnsbl)]),
  };
}

export function excludedCount(alert: UserAlert): number {
  const { rhsbl, dnsbl } = exclusionsOf(alert);
  return rhsbl.length + dnsbl.length;
}

/** The alerts/set body that applies the same exclusions to the alert and each of its datasets. */
export function exclusionChange(
  alert: UserAlert,
  exclusions: Exclusions,
): Input<'user/alerts/set'> {
  const exclude_rhsbl = [...exclusions.rhsbl].sort();
  const exclude_dnsbl = [...exclusions.dnsbl].sort();
  return {
    id: alert.id,
    exclude_rhsbl,
    exclude_dnsbl,
    mappings: alert.mappings.map((mapping) => ({ ...mapping, exclude_rhsbl, exclude_dnsbl })),
  };
}

/** Turns one list on (alerted) or off (excluded). */
export function setListExcluded(
  exclusions: Exclusions,
  list: Pick<BlocklistSummary, 'id' | 'kind'>,
  excluded: boolean,
): Exclusions {
  const field = list.kind === 'domain' ? 'rhsbl' : 'dnsbl';
  const others = exclusions[field].filter((id) => id !== list.id);
  return { ...exclusions, [field]: excluded ? [...others, list.id] : others };
}

export function isListExcluded(
  exclusions: Exclusions,
  list: Pick<BlocklistSummary, 'id' | 'kind'>,
): boolean {
  return exclusions[list.kind === 'domain' ? 'rhsbl' : 'dnsbl'].includes(list.id);
}

/** The lists in the modal's two groups, each by name. */
export function groupBlocklists(lists: readonly BlocklistSummary[]): {
  domain: BlocklistSummary[];
  ip: BlocklistSummary[];
} {
  const byName = (a: BlocklistSummary, b: BlocklistSummary) => a.name.localeCompare(b.name);
  return {
    domain: lists.filter((list) => list.kind === 'domain').sort(byName),
    ip: lists.filter((list) => list.kind === 'ip').sort(byName),
  };
}
