// The values of an aggregate report as reporters really write them (`Pass`, `QUARANTINE`,
// `Example.COM`, a count of `1.0`), turned into the closed vocabularies of types.ts. Anything
// outside them is read anyway, mapped to a safe value, and noted once in the report's warnings.

import type { AuthResultValue, DmarcPolicyValue } from './types.ts';

/** At most this many distinct warnings per report: a huge report must not grow a huge list. */
const MAX_DISTINCT_WARNINGS = 100;

/** Collects warnings once each, with how often they happened. */
export class WarningCollector {
  private readonly counts = new Map<string, number>();
  private dropped = 0;

  add(message: string): void {
    const seen = this.counts.get(message);
    if (seen !== undefined) this.counts.set(message, seen + 1);
    else if (this.counts.size < MAX_DISTINCT_WARNINGS) this.counts.set(message, 1);
    else this.dropped += 1;
  }

  list(): string[] {
    const list = [...this.counts].map(([message, times]) =>
      times > 1 ? `${message} (${times} times)` : message,
    );
    if (this.dropped > 0) list.push(`${this.dropped} more warnings not listed`);
    return list;
  }
}

const policyValues: readonly string[] = ['none', 'quarantine', 'reject'];
const authResults: readonly string[] = [
  'pass',
  'fail',
  'softfail',
  'neutral',
  'none',
  'temperror',
  'permerror',
  'policy',
];
// Spellings seen in the wild for the RFC 8601 values.
const authResultAliases: Record<string, AuthResultValue> = {
  hardfail: 'fail',
  'temp-error': 'temperror',
  'perm-error': 'permerror',
  unknown: 'permerror',
  error: 'temperror',
};

export function policyValue(raw: string, field: string, warnings: WarningCollector) {
  const value = raw.toLowerCase();
  if (value === '') return null;
  if (policyValues.includes(value)) return value as DmarcPolicyValue;
  warnings.add(`unknown ${field} "${raw}" ignored`);
  return null;
}

export function disposition(raw: string | null, warnings: WarningCollector): DmarcPolicyValue {
  const value = (raw ?? '').toLowerCase();
  if (policyValues.includes(value)) return value as DmarcPolicyValue;
  // RFC 9990 reporters may write `pass` for "delivered as if no policy": none.
  warnings.add(
    raw === null
      ? 'record without a disposition read as none'
      : `disposition "${raw}" read as none`,
  );
  return 'none';
}

/** policy_evaluated dkim/spf: the DMARC-aligned verdict, pass or fail. */
export function evaluatedResult(
  raw: string | null,
  field: string,
  warnings: WarningCollector,
): 'pass' | 'fail' {
  const value = (raw ?? '').toLowerCase();
  if (value === 'pass') return 'pass';
  if (value !== 'fail') {
    warnings.add(
      raw === null
        ? `record without a policy_evaluated ${field} read as fail`
        : `policy_evaluated ${field} "${raw}" read as fail`,
    );
  }
  return 'fail';
}

export function authResult(raw: string, warnings: WarningCollector): AuthResultValue {
  const value = raw.toLowerCase();
  if (authResults.includes(value)) return value as AuthResultValue;
  const alias = authResultAliases[value];
  if (alias) return alias;
  warnings.add(`unknown auth result "${raw}" read as none`);
  return 'none';
}

export function alignmentMode(raw: string, field: string, warnings: WarningCollector) {
  const value = raw.toLowerCase();
  if (value === '') return null;
  if (value === 'r' || value === 's') return value;
  warnings.add(`unknown ${field} "${raw}" ignored`);
  return null;
}

export function testingFlag(raw: string, warnings: WarningCollector) {
  const value = raw.toLowerCase();
  if (value === '') return null;
  if (value === 'y' || value === 'n') return value;
  warnings.add(`unknown testing "${raw}" ignored`);
  return null;
}

/** A whole non-negative number; reporters sometimes write `1.0` or pad with spaces. */
export function wholeNumber(raw: string): number | null {
  if (!/^\+?\d+(\.0*)?$/.test(raw)) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) ? value : null;
}

/** Unix seconds; an ISO date is accepted too (some reporters write one). */
export function unixSeconds(raw: string): number | null {
  const whole = wholeNumber(raw);
  if (whole !== null) return whole;
  if (/^\d{4}-\d\d-\d\d/.test(raw)) {
    const millis = Date.parse(raw);
    if (Number.isFinite(millis)) return Math.floor(millis / 1000);
  }
  return null;
}

const domainPattern = /^[a-z0-9_](?:[a-z0-9_.-]*[a-z0-9_])?\.?$/;

/** Domains are compared lower-cased; one that is not a host name is kept but noted. */
export function domain(raw: string, field: string, warnings: WarningCollector): string {
  const value = raw.toLowerCase();
  if (value !== '' && !domainPattern.test(value)) {
    warnings.add(`${field} "${value}" is not a domain name`);
  }
  return value;
}

/** `<a@b.example>` in an email field means the address a@b.example. */
export function emailAddress(raw: string): string {
  const bracketed = /^<([^<>]*)>$/.exec(raw);
  return bracketed?.[1]?.trim() ?? raw;
}
