// DMARC identifier alignment (RFC 7489 section 3.1, RFC 9990 section 4.4): an authenticated
// domain is aligned with the header From domain when they are the same (strict) or share their
// organizational domain (relaxed). The organizational domain is the registrable domain of the
// public suffix list's ICANN section (tldts), as DMARC's own tree walk finds it for nearly
// every domain; private-section suffixes (compute.amazonaws.com, ...) are not policy domains.
import { getDomain } from 'tldts';

export type AlignmentMode = 'r' | 's';

const options = { allowPrivateDomains: false } as const;

/** The organizational domain of a name, lower case; the name itself when it has none. */
export function organizationalDomain(domain: string): string {
  const name = domain.trim().toLowerCase().replace(/\.$/, '');
  return getDomain(name, options) ?? name;
}

export function aligned(authenticated: string, headerFrom: string, mode: AlignmentMode): boolean {
  const a = authenticated.trim().toLowerCase().replace(/\.$/, '');
  const b = headerFrom.trim().toLowerCase().replace(/\.$/, '');
  if (a === '' || b === '') return false;
  if (a === b) return true;
  return mode === 'r' && organizationalDomain(a) === organizationalDomain(b);
}
