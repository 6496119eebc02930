// The words of DMARC data in the user's language: published policies (with pct), dispositions
// receivers applied, authentication results and the kinds of sending services; and the user's
// number and date formats; DNS checks' statuses and findings, SMTP TLS policies and results.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../format/useFormatters.ts';
import { dayRangeText, dayText, type DayRange } from './dayRange.ts';
import type { Finding, Policy, RecordCheck, Result, SourceType } from './dmarcTypes.ts';

const sourceTypeKeys = {
  ESP: 'esp',
  ISP: 'isp',
  'Web host': 'webHost',
  Security: 'security',
  Unknown: 'unknown',
} as const satisfies Record<SourceType, string>;

/** RFC 8460 policy types and result types named in the user's language; others show as sent. */
const tlsPolicyTypes = ['sts', 'tlsa', 'no-policy-found'] as const;
const tlsResultTypes = [
  'starttls-not-supported',
  'certificate-host-mismatch',
  'certificate-expired',
  'certificate-not-trusted',
  'validation-failure',
  'tlsa-invalid',
  'dnssec-invalid',
  'dane-required',
  'sts-policy-fetch-error',
  'sts-policy-invalid',
  'sts-webpki-invalid',
] as const;

/** Finding params whose values are keys of words (`findingWord.<param>.<value>`). */
const wordParams = ['failure', 'publisher', 'problem'] as const;

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

export function useDmarcTexts() {
  const { t, i18n } = useTranslation(['dmarc', 'common']);
  const format = useFormatters();
  const language = i18n.language;
  return useMemo(() => {
    const policy = (value: Policy | null, pct: number | null = null) => {
      if (value === null) return t('policy.unknown');
      const name = t(`policy.${value}`);
      // pct applies to quarantine and reject only; 100 is the whole mail stream.
      return value !== 'none' && pct !== null && pct < 100
        ? t('policy.withPct', { policy: name, pct: format.count(pct) })
        : name;
    };
    // A DNS check's finding by its code, with the values it names; a value that stands for
    // words (why a lookup failed, who must publish, what is wrong with an SPF term) is said
    // first. The server's English words for a code this version has no texts for.
    const finding = (value: Finding) => {
      const key = `finding.${value.code}`;
      if (!i18n.exists(key, { ns: 'dmarc' })) return value.message;
      const params: Record<string, string | number> = { ...value.params };
      for (const name of wordParams) {
        const word = `findingWord.${name}.${String(params[name])}`;
        if (name in params && i18n.exists(word, { ns: 'dmarc' }))
          params[name] = String(t(word as never, { ...value.params, ns: 'dmarc' }));
      }
      return String(t(key as never, { ...params, ns: 'dmarc' }));
    };
    // where an IP is: its country in the user's language and its network, "" when unknown
    const regions = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    const place = (ip: { country: string | null; asn: number | null; as_name: string | null }) =>
      [
        ip.country ? regions.of(ip.country) : null,
        ip.asn !== null ? `AS${ip.asn}${ip.as_name ? ` ${ip.as_name}` : ''}` : null,
      ]
        .filter(Boolean)
        .join(' · ');
    return {
      t,
      format,
      policy,
      disposition: (value: Policy) => t(`disposition.${value}`),
      result: (value: Result) => t(`result.${value}`),
      sourceType: (value: SourceType) => t(`sourceType.${sourceTypeKeys[value]}`),
      day: (iso: string) => dayText(iso, format.locale),
      days: (range: DayRange) => dayRangeText(range, format.locale),
      finding,
      place,
      checkStatus: (value: RecordCheck['status']) => t(`dns.status.${value}`),
      severity: (value: Finding['severity']) => t(`dns.severity.${value}`),
      tlsPolicy: (value: string) =>
        isOneOf(tlsPolicyTypes, value) ? t(`tls.policy.${value}`) : value,
      tlsResult: (value: string) =>
        isOneOf(tlsResultTypes, value) ? t(`tls.result.${value}`) : value,
    };
  }, [t, i18n, language, format]);
}

export type DmarcTexts = ReturnType<typeof useDmarcTexts>;
