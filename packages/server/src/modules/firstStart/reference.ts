// Reference data every installation starts with: the dimension catalogue, a few dictionary
// entries, and the message and release note of the running release. Inserted once, on an empty
// database; admins edit them afterwards. The blocklist catalogue is a migration's data
// (db/migrations/catalogue/blocklists2026.ts), so installations seeded before it get it too.
import type { Db, DimensionsTable } from '../../db/schema/index.ts';
import { insertDimension } from '../datasets/dimensions.repository.ts';
import { insertEntries } from '../dictionary/dictionary.repository.ts';
import { insertMessage, insertReleaseNote } from '../messages/messages.repository.ts';
import { serverVersion } from '../../version.ts';

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
