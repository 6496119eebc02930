// One test message audited: read with postal-mime, authenticated with mailauth (SPF, DKIM,
// DMARC, ARC, BIMI) as the connection presented it, its IP's reverse DNS, its IP and domains
// against the blocklists, SpamAssassin through spamd, then the eight topics scored. DNS goes through
// the shared resolver; spamd is asked alongside the rest, so the audit takes as long as the
// slowest of them.
import {
  auditTopics,
  bulkSenderRequirements,
  type AuditSummary,
  type AuditTest,
  type AuditTopicResult,
  type BulkSenderCheck,
  type BulkSenderRequirement,
} from '@console/contract';
import { authenticate } from 'mailauth';
import PostalMime from 'postal-mime';
import type { Services } from '../../../http/context.ts';
import type { InboundMessage } from '../../../mail/inbound/router.ts';
import { mailauthResolver } from '../../../dns/mailauthResolver.ts';
import { reverseDns } from '../../reputation/reverseDns.ts';
import { topicScore } from './auditTest.ts';
import { dkimChecks, dmarcChecks, envelopeChecks } from './authChecks.ts';
import { connectionChecks } from './connectionChecks.ts';
import { contentChecks } from './contentChecks.ts';
import { headerChecks, type HeaderFields } from './headerChecks.ts';
import { linkChecks, linkDomains } from './linkChecks.ts';
import { readBody } from './messageBody.ts';
import { lookUpListings, reputationChecks } from './reputationChecks.ts';
import { askSpamd, type SpamdVerdict } from './spamd.ts';

export interface AuditResult {
  subject: string | null;
  from: string | null;
  score: number;
  summary: AuditSummary;
  topics: AuditTopicResult[];
  requirements: BulkSenderCheck[];
  header: string;
  text: string | null;
  html: string | null;
  data: Record<string, string>;
}

/** link domains asked of the domain blocklists, at most */
const maxLinkDomains = 30;

type AuditServices = Pick<Services, 'db' | 'dns' | 'secrets' | 'config'>;

/** The header block as received, up to the blank line. */
function headerBlock(raw: Buffer): string {
  const text = raw.toString('latin1');
  const end = text.search(/\r?\n\r?\n/);
  return end < 0 ? text : text.slice(0, end);
}

function fieldsOf(headers: { key: string; value: string }[]): HeaderFields {
  const fields: HeaderFields = new Map();
  for (const { key, value } of headers)
    fields.set(key.toLowerCase(), [...(fields.get(key.toLowerCase()) ?? []), value]);
  return fields;
}

async function spamdVerdict(
  services: AuditServices,
  raw: Buffer,
): Promise<SpamdVerdict | { error: string }> {
  const address = services.config.audit.spamd;
  if (!address) return { error: 'spamd is turned off (SPAMD_URL=off)' };
  return askSpamd(address, raw).catch((error: Error) => ({ error: error.message }));
}

async function addressesOf(services: AuditServices, name: string | null): Promise<string[] | null> {
  if (!name) return null;
  const [a, aaaa] = await Promise.all([services.dns.a(name), services.dns.aaaa(name)]);
  if (a.status !== 'ok' && aaaa.status !== 'ok') {
    const missing = (status: string) => status === 'nxdomain' || status === 'nodata';
    return missing(a.status) && missing(aaaa.status) ? [] : null;
  }
  return [...(a.status === 'ok' ? a.records : []), ...(aaaa.status === 'ok' ? aaaa.records : [])];
}

export async function auditMessage(
  services: AuditServices,
  message: Pick<InboundMessage, 'raw' | 'mailFrom' | 'clientAddress' | 'helo' | 'tls'>,
): Promise<AuditResult> {
  const { raw, clientAddress: ip, helo, mailFrom } = message;
  const resolver = mailauthResolver(services.dns);
  const [parsed, auth, reverse, heloAddresses, spamd] = await Promise.all([
    PostalMime.parse(raw),
    authenticate(raw, {
      ip: ip ?? undefined,
      helo: helo ?? undefined,
      sender: mailFrom ?? undefined,
      mta: services.config.inbound.mailDomain,
      resolver,
    }),
    ip ? reverseDns(services.dns, ip) : Promise.resolve(null),
    helo && !/^\[/.test(helo) ? addressesOf(services, helo) : Promise.resolve(null),
    spamdVerdict(services, raw),
  ]);
  const fromAddress = parsed.from?.address ?? null;
  const fromDomain = fromAddress?.split('@').pop()?.toLowerCase() ?? null;
  const body = readBody(parsed.html ?? null, parsed.text ?? null);
  const signers = auth.dkim.results.map((result) => result.signingDomain?.toLowerCase());
  const envelopeDomain = mailFrom ? mailFrom.split('@').pop()?.toLowerCase() : undefined;
  const ownDomains = [
    ...new Set([fromDomain, envelopeDomain, ...signers].filter((d): d is string => !!d)),
  ].sort();
  // a message of thousands of link domains does not make thousands of blocklist queries
  const linked = linkDomains(body.links).slice(0, maxLinkDomains);
  const listings = await lookUpListings(services, ip, [...new Set([...ownDomains, ...linked])]);
  const linkListings = new Map(
    linked.filter((d) => listings.listed.has(d)).map((d) => [d, listings.listed.get(d) ?? []]),
  );

  const testsByTopic: Record<(typeof auditTopics)[number], AuditTest[]> = {
    CONNECTION: connectionChecks({ ip, helo, tls: message.tls, reverse, heloAddresses }),
    REPUTATION: reputationChecks(listings, ip, ownDomains),
    ENVELOPE: envelopeChecks(auth, mailFrom),
    DKIM: dkimChecks(auth),
    HEADER: headerChecks(fieldsOf(parsed.headers)),
    DMARC: dmarcChecks(auth),
    CONTENT: contentChecks({
      text: parsed.text ?? null,
      html: parsed.html ?? null,
      body,
      spamd,
    }),
    LINKS: linkChecks(body.links, fromDomain, linkListings),
  };
  const topics = auditTopics.map((id) => ({
    id,
    score: topicScore(testsByTopic[id]),
    tests: testsByTopic[id],
  }));
  const summary = Object.fromEntries(
    topics.map((topic) => [topic.id, topic.score]),
  ) as AuditSummary;
  const score = Math.round((topics.reduce((sum, t) => sum + t.score, 0) / topics.length) * 10) / 10;
  const results = new Map(topics.flatMap((topic) => topic.tests).map((test) => [test.id, test]));
  const requirements = (Object.keys(bulkSenderRequirements) as BulkSenderRequirement[]).map(
    (id) => ({
      id,
      met: bulkSenderRequirements[id].every((test) => results.get(test)?.result === 'pass'),
    }),
  );
  const data: Record<string, string> = {};
  const put = (name: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') data[name] = String(value);
  };
  put('client_ip', ip);
  put('ptr', reverse?.ptr);
  put('fcrdns', reverse?.fcrdns === null || !reverse ? null : String(reverse.fcrdns));
  put('helo', helo);
  put('tls_version', message.tls?.protocol);
  put('tls_cipher', message.tls?.cipher);
  put('return_path', mailFrom);
  put('from', fromAddress);
  put('spf', auth.spf ? auth.spf.status.result : null);
  put('dkim', auth.dkim.results.map((r) => `${r.signingDomain}: ${r.status.result}`).join(', '));
  put('dmarc', auth.dmarc ? auth.dmarc.status.result : null);
  put('arc', auth.arc ? auth.arc.status.result : null);
  put('spamassassin', 'error' in spamd ? null : spamd.score);
  put('size', raw.length);
  put('links', body.links.length);
  put('images', body.images);
  return {
    subject: parsed.subject ?? null,
    from: fromAddress,
    score,
    summary,
    topics,
    requirements,
    header: headerBlock(raw),
    text: parsed.text ?? null,
    html: parsed.html ?? null,
    data,
  };
}
