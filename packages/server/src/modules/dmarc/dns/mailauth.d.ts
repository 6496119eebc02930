// Types of the two mailauth 7.1.0 modules the DNS checks import that ship none (mailauth types
// its main export, lib/spf and lib/mta-sts only), as far as the checks use them.
declare module 'mailauth/lib/dmarc/get-dmarc-record.js' {
  import type { DNSResolver } from 'mailauth';

  /** a parsed DMARC record: tag names lower-cased, p/sp/np/adkim/aspf values too */
  interface DmarcRecord {
    v?: string;
    p?: string;
    sp?: string;
    np?: string;
    pct?: number;
    rua?: string;
    ruf?: string;
    t?: string;
    psd?: string;
    /** the record's text */
    rr: string;
    [tag: string]: unknown;
  }

  interface AppliedDmarcRecord extends DmarcRecord {
    /** the record was found above the domain by the DNS Tree Walk (RFC 9989 4.10) */
    isOrgRecord: boolean;
    /** the domain whose _dmarc name holds the record */
    recordDomain: string;
    orgDomain: string | null;
  }

  /** the record that applies to `domain` (its own, or its organizational domain's), or false */
  function getDmarcRecord(
    domain: string,
    resolver?: DNSResolver,
    opts?: { strict?: boolean },
  ): Promise<AppliedDmarcRecord | false>;
  export default getDmarcRecord;

  /** parses a record's tag list; `warnings` collects 'duplicate-tag' and 'tag-case' */
  export function parseDmarcRecord(
    txt: string,
    opts?: { strict?: boolean; warnings?: Set<string> },
  ): DmarcRecord | null;
}

declare module 'mailauth/lib/tools.js' {
  import type { DNSResolver } from 'mailauth';

  interface PublicKey {
    publicKey: string;
    rr: string;
    /** bits of an RSA key's modulus; undefined for ed25519 */
    modulusLength: number | undefined;
    keyType: 'rsa' | 'ed25519';
    /** the t= flags */
    flags: string[];
    testing: boolean;
    /** what lax parsing accepted: 'key-syntax', 'key-v-syntax', 'key-type-inferred' */
    warnings: string[];
  }

  /**
   * The key at `name` (selector._domainkey.domain). Throws an error with a `code`
   * (ENOTFOUND, EINVALIDVAL for a missing or revoked key, EINVALIDTYPE, ESHORTKEY below
   * `minBitLength`...) and `rr`, the record, when there was one.
   */
  export function getPublicKey(
    type: 'DKIM' | 'AS',
    name: string,
    minBitLength?: number,
    resolver?: DNSResolver,
    options?: { strict?: boolean },
  ): Promise<PublicKey>;
}
