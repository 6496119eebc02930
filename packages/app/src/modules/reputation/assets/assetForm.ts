// What an editor types for an IP, a range or a domain, checked before any call with the
// contract's own schemas, and said in the user's words: an IPv4 range is written in CIDR from
// its first address (192.0.2.0/24, not 192.0.2.5/24) and holds at most 1,024 addresses (/22);
// IPv6 is monitored one address at a time. Tags are typed separated by commas.
import { DomainName, IpTarget } from '@console/contract';
import { rangeStart } from '../shared/cidr.ts';
import type { AssetKind } from '../shared/reputationPaths.ts';

export type KeyProblem =
  'required' | 'invalidIp' | 'invalidDomain' | 'rangeTooLarge' | 'rangeNotStart' | 'ipv6Range';

export interface KeyCheck {
  /** the key as the server takes it (trimmed, a domain lower-cased) */
  value: string;
  problem: KeyProblem | null;
  /** for rangeNotStart: the range written from its first address */
  suggestion?: string;
}

export function checkAssetKey(kind: AssetKind, text: string): KeyCheck {
  const value = kind === 'domain' ? text.trim().toLowerCase().replace(/\.$/, '') : text.trim();
  if (!value) return { value, problem: 'required' };
  if (kind === 'domain')
    return { value, problem: DomainName.safeParse(value).success ? null : 'invalidDomain' };
  if (value.includes('/')) {
    if (value.includes(':')) return { value, problem: 'ipv6Range' };
    const start = rangeStart(value);
    if (start === null) return { value, problem: 'invalidIp' };
    if (Number(value.split('/')[1]) < 22) return { value, problem: 'rangeTooLarge' };
    if (start !== value) return { value, problem: 'rangeNotStart', suggestion: start };
  }
  return { value, problem: IpTarget.safeParse(value).success ? null : 'invalidIp' };
}

/** "newsletter, pool-a , newsletter" → ["newsletter", "pool-a"] */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
}
