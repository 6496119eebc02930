// One test of a report: its English name, the points it takes off its topic (its weight when it
// fails, half when it warns, none when it passes, informs or could not run), and the facts the
// app words it from in the reader's language (contract auditChecks.ts).
import type { AuditCheckId, AuditTest } from '@console/contract';

type Result = AuditTest['result'];

const checks: Record<AuditCheckId, { name: string; weight: number }> = {
  'connection.tls': { name: 'TLS', weight: 4 },
  'connection.ptr': { name: 'Reverse DNS', weight: 3 },
  'connection.fcrdns': { name: 'Forward-confirmed reverse DNS', weight: 3 },
  'connection.helo': { name: 'HELO name', weight: 2 },
  'reputation.ip_lists': { name: 'Sending IP on blocklists', weight: 6 },
  'reputation.domain_lists': { name: 'Domains on blocklists', weight: 6 },
  'reputation.unchecked': { name: 'Blocklists not checked', weight: 0 },
  'envelope.return_path': { name: 'Return-Path', weight: 4 },
  'envelope.spf': { name: 'SPF', weight: 6 },
  'envelope.alignment': { name: 'Return-Path alignment', weight: 2 },
  'dkim.signature': { name: 'DKIM signature', weight: 6 },
  'dkim.valid': { name: 'DKIM verification', weight: 6 },
  'dkim.key_length': { name: 'DKIM key length', weight: 4 },
  'dkim.alignment': { name: 'DKIM alignment', weight: 4 },
  'header.from': { name: 'From', weight: 5 },
  'header.date': { name: 'Date', weight: 2 },
  'header.message_id': { name: 'Message-ID', weight: 2 },
  'header.mime_version': { name: 'MIME-Version', weight: 1 },
  'header.reply_to': { name: 'Reply-To', weight: 1 },
  'header.list_unsubscribe': { name: 'List-Unsubscribe', weight: 3 },
  'header.one_click': { name: 'One-click unsubscribe', weight: 2 },
  'dmarc.record': { name: 'DMARC record', weight: 6 },
  'dmarc.policy': { name: 'DMARC policy', weight: 2 },
  'dmarc.result': { name: 'DMARC result', weight: 4 },
  'dmarc.arc': { name: 'ARC', weight: 2 },
  'dmarc.bimi': { name: 'BIMI', weight: 0 },
  'content.parts': { name: 'Text and HTML parts', weight: 2 },
  'content.size': { name: 'Message size', weight: 2 },
  'content.image_ratio': { name: 'Images and text', weight: 2 },
  'content.spamassassin': { name: 'SpamAssassin', weight: 6 },
  'links.https': { name: 'HTTPS links', weight: 2 },
  'links.shorteners': { name: 'URL shorteners', weight: 3 },
  'links.domain_lists': { name: 'Link domains on blocklists', weight: 6 },
  'links.alignment': { name: 'Link domain alignment', weight: 1 },
};

export function auditTest(
  id: AuditCheckId,
  result: Result,
  details: string,
  facts: Record<string, string | number | null | undefined> = {},
): AuditTest {
  const { name, weight } = checks[id];
  const penalty = result === 'fail' ? weight : result === 'warning' ? weight / 2 : null;
  const seen: Record<string, string> = {};
  for (const [key, value] of Object.entries(facts))
    if (value !== null && value !== undefined) seen[key] = String(value);
  return { id, name, result, penalty, details, facts: seen };
}

/** 10 less the penalties of the topic's tests, never below 0, to one decimal. */
export function topicScore(tests: readonly AuditTest[]): number {
  const lost = tests.reduce((sum, test) => sum + (test.penalty ?? 0), 0);
  return Math.max(0, Math.round((10 - lost) * 10) / 10);
}
