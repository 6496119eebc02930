// The Email Auditor's tests, per topic, with the facts each one reports. The server runs them
// (packages/server/src/modules/auditor); the app says, in the reader's language, what each one
// checks, what was seen (from its facts), why it matters and how to fix it. A test's id is
// stable: reports keep it, translations are keyed by it.
import type { AuditTopic } from './entities/audit.ts';

export const auditChecks = {
  CONNECTION: {
    'connection.tls': ['protocol', 'cipher'],
    'connection.ptr': ['ip', 'ptr'],
    'connection.fcrdns': ['ip', 'ptr'],
    'connection.helo': ['helo'],
  },
  REPUTATION: {
    'reputation.ip_lists': ['ip', 'listed', 'checked'],
    'reputation.domain_lists': ['domains', 'listed', 'checked'],
    'reputation.unchecked': ['lists'],
  },
  ENVELOPE: {
    'envelope.return_path': ['return_path'],
    'envelope.spf': ['domain', 'result', 'record'],
    'envelope.alignment': ['envelope', 'from'],
  },
  DKIM: {
    'dkim.signature': ['count'],
    'dkim.valid': ['signatures'],
    'dkim.key_length': ['bits'],
    'dkim.alignment': ['domains', 'from'],
  },
  HEADER: {
    'header.from': ['from'],
    'header.date': ['date'],
    'header.message_id': ['message_id'],
    'header.mime_version': ['mime_version'],
    'header.reply_to': ['reply_to'],
    'header.list_unsubscribe': ['list_unsubscribe'],
    'header.one_click': ['list_unsubscribe_post'],
  },
  DMARC: {
    'dmarc.record': ['domain', 'record'],
    'dmarc.policy': ['policy'],
    'dmarc.result': ['result'],
    'dmarc.arc': ['result'],
    'dmarc.bimi': ['result', 'location'],
  },
  CONTENT: {
    'content.parts': ['parts'],
    'content.size': ['size'],
    'content.image_ratio': ['images', 'words'],
    'content.spamassassin': ['score', 'threshold', 'rules'],
  },
  LINKS: {
    'links.https': ['links', 'insecure'],
    'links.shorteners': ['shorteners'],
    'links.domain_lists': ['listed'],
    'links.alignment': ['domains', 'from'],
  },
} as const satisfies Record<AuditTopic, Record<string, readonly string[]>>;

type Checks = typeof auditChecks;
export type AuditCheckId = { [T in keyof Checks]: keyof Checks[T] }[keyof Checks] & string;

/** Every test id, in the order of the topics. */
export const auditCheckIds = Object.values(auditChecks).flatMap(
  (checks) => Object.keys(checks) as AuditCheckId[],
);

/**
 * The Gmail and Yahoo bulk-sender requirements (2024 onward, Outlook since 2025), each met when
 * the tests named pass. Spam rate is not a property of one message and is not listed.
 */
export const bulkSenderRequirements = {
  spf: ['envelope.spf'],
  dkim: ['dkim.valid'],
  dmarc: ['dmarc.record'],
  dmarc_alignment: ['dmarc.result'],
  one_click: ['header.list_unsubscribe', 'header.one_click'],
  dns: ['connection.fcrdns'],
  tls: ['connection.tls'],
} as const satisfies Record<string, readonly AuditCheckId[]>;
export type BulkSenderRequirement = keyof typeof bulkSenderRequirements;
