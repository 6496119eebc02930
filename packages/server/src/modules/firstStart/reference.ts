// Reference data every installation starts with: the blocklist catalogue, the dimension
// catalogue, a few dictionary entries, and the message and release note of the running release.
// Inserted once, on an empty database; admins edit them afterwards.
import { jsonb } from '../../db/jsonb.ts';
import type { Insertable } from 'kysely';
import type { BlocklistsTable, Db, DimensionsTable } from '../../db/schema/index.ts';
import { insertBlocklists } from '../blocklists/blocklists.repository.ts';
import { insertDimension } from '../datasets/dimensions.repository.ts';
import { insertEntries } from '../dictionary/dictionary.repository.ts';
import { insertMessage, insertReleaseNote } from '../messages/messages.repository.ts';
import { serverVersion } from '../../version.ts';

const spamhausErrors = ['127.255.255.252', '127.255.255.254', '127.255.255.255'];

export const blocklistCatalogue: Array<
  Insertable<BlocklistsTable> & { answers: Record<string, string> }
> = [
  {
    id: 'spamhaus-zen',
    name: 'Spamhaus ZEN',
    zone: 'zen.spamhaus.org',
    kind: 'ip',
    description: 'SBL, CSS, XBL and PBL in one zone',
    delisting_url: 'https://check.spamhaus.org/',
    answers: {
      '127.0.0.2': 'SBL',
      '127.0.0.3': 'CSS',
      '127.0.0.4': 'XBL',
      '127.0.0.9': 'DROP',
      '127.0.0.10': 'PBL (ISP)',
      '127.0.0.11': 'PBL (Spamhaus)',
    },
    errors: spamhausErrors,
    bitmask: false,
  },
  {
    id: 'spamcop',
    name: 'SpamCop',
    zone: 'bl.spamcop.net',
    kind: 'ip',
    description: 'IPs reported by SpamCop users',
    delisting_url: 'https://www.spamcop.net/bl.shtml',
    answers: { '127.0.0.2': 'Listed' },
    errors: [],
    bitmask: false,
  },
  {
    id: 'barracuda',
    name: 'Barracuda',
    zone: 'b.barracudacentral.org',
    kind: 'ip',
    description: 'Barracuda Reputation Block List',
    delisting_url: 'https://www.barracudacentral.org/rbl/removal-request',
    answers: { '127.0.0.2': 'Listed' },
    errors: [],
    bitmask: false,
  },
  {
    id: 'spamhaus-dbl',
    name: 'Spamhaus DBL',
    zone: 'dbl.spamhaus.org',
    kind: 'domain',
    description: 'Domains found in spam',
    delisting_url: 'https://check.spamhaus.org/',
    answers: {
      '127.0.1.2': 'Spam domain',
      '127.0.1.4': 'Phishing domain',
      '127.0.1.5': 'Malware domain',
      '127.0.1.6': 'Botnet C&C domain',
    },
    errors: spamhausErrors,
    bitmask: false,
  },
  {
    id: 'surbl',
    name: 'SURBL multi',
    zone: 'multi.surbl.org',
    kind: 'domain',
    description: 'Domains in message bodies; the last octet is a bitmask of lists',
    delisting_url: 'https://www.surbl.org/surbl-analysis',
    answers: {
      '127.0.0.8': 'Phishing',
      '127.0.0.16': 'Malware',
      '127.0.0.64': 'Abuse',
      '127.0.0.128': 'Cracked',
    },
    errors: [],
    bitmask: true,
  },
  {
    id: 'uribl',
    name: 'URIBL multi',
    zone: 'multi.uribl.com',
    kind: 'domain',
    description: 'Domains in message bodies; the last octet is a bitmask of lists',
    delisting_url: 'https://admin.uribl.com/',
    answers: { '127.0.0.2': 'Black', '127.0.0.4': 'Grey', '127.0.0.8': 'Red' },
    errors: ['127.0.0.1'],
    bitmask: true,
  },
];

const dimension = (
  id: string,
  position: number,
  name: string,
  caption: string,
  column: string,
): DimensionsTable => ({
  id,
  dimension: id,
  position,
  description: '',
  name,
  caption,
  column,
  filter: true,
  options: [],
  order: 'ASC',
  sort: 'volume',
});

export const dimensionCatalogue: DimensionsTable[] = [
  dimension('domain', 10, 'Recipient domain', 'Domain', 'recipient_domain'),
  dimension('provider', 20, 'Mailbox provider', 'Provider', 'provider'),
  dimension('ip', 30, 'Sending IP', 'IP', 'source_ip'),
  dimension('vmta', 40, 'Virtual MTA', 'VMTA', 'vmta'),
  dimension('job', 50, 'Job', 'Job', 'job_id'),
  dimension('sender', 60, 'Sender', 'Sender', 'sender_domain'),
  dimension('mx', 70, 'MX host', 'MX', 'mx_host'),
  dimension('esp', 80, 'Sending platform', 'ESP', 'esp'),
  dimension('bounce', 90, 'Top Bounces', 'Bounce', 'bounce_category'),
  dimension('deferral', 100, 'Top Deferrals', 'Deferral', 'deferral_category'),
];

export async function seedReference(db: Db, now = new Date()): Promise<void> {
  await insertBlocklists(
    db,
    blocklistCatalogue.map((list) => ({
      ...list,
      answers: jsonb<Record<string, string>>(list.answers),
    })),
  );
  for (const dimension of dimensionCatalogue) await insertDimension(db, dimension);
  await insertEntries(db, [
    {
      key: 'module.da',
      en: 'Delivery Analytics',
      fr: 'Analyse de délivrabilité',
      de: 'Zustellanalyse',
    },
    {
      key: 'module.rm',
      en: 'Reputation Monitor',
      fr: 'Suivi de réputation',
      de: 'Reputationsmonitor',
    },
    { key: 'module.ea', en: 'Email Auditor', fr: 'Audit des e-mails', de: 'E-Mail-Prüfung' },
    { key: 'module.dr', en: 'DMARC Reports', fr: 'Rapports DMARC', de: 'DMARC-Berichte' },
  ]);
  await insertMessage(db, {
    id: `release-${serverVersion}`,
    timestamp: now,
    title: `Release ${serverVersion}`,
    message: 'The console is installed and running this release.',
    banner: '',
    severity: 'INFO',
    active: true,
    release: serverVersion,
    fr_title: `Version ${serverVersion}`,
    fr_message: 'La console est installée et fonctionne avec cette version.',
    fr_banner: '',
    de_title: `Version ${serverVersion}`,
    de_message: 'Die Konsole ist installiert und läuft mit dieser Version.',
    de_banner: '',
  });
  await insertReleaseNote(db, {
    date: now.toISOString().slice(0, 10),
    notes: `Release ${serverVersion}: sign-in, workspaces, alerts and settings.`,
    remarques: `Version ${serverVersion} : connexion, espaces de travail, alertes et préférences.`,
  });
}
