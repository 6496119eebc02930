// Reference data every installation starts with: the dimension catalogue, dictionary entries
// (module and dimension names in French and German), and the message and release note of the
// running release. Inserted once, on an empty database; admins edit them afterwards. The
// blocklist catalogue is a migration's data (db/migrations/catalogue/blocklists2026.ts), so
// installations seeded before it get it too.
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

/**
 * The catalogue's names as users read them, seeded into the dictionary as `dimension.<id>`: the
 * app shows a dimension in the user's language from here, and falls back to the workspace's
 * own caption. English is the catalogue's name, except that the report writes its Top bounces
 * and Top deferrals panels in sentence case.
 */
export const dimensionNames: Readonly<Record<string, { en?: string; fr: string; de: string }>> = {
  domain: { fr: 'Domaine destinataire', de: 'Empfängerdomain' },
  provider: { fr: 'Fournisseur de messagerie', de: 'Postfachanbieter' },
  ip: { fr: 'IP d’envoi', de: 'Sende-IP' },
  vmta: { fr: 'MTA virtuel', de: 'Virtueller MTA' },
  job: { fr: 'Tâche d’envoi', de: 'Versandauftrag' },
  sender: { fr: 'Expéditeur', de: 'Absender' },
  mx: { fr: 'Serveur MX', de: 'MX-Server' },
  esp: { fr: 'Plateforme d’envoi', de: 'Versandplattform' },
  bounce: { en: 'Top bounces', fr: 'Principaux rebonds', de: 'Häufigste Bounces' },
  deferral: { en: 'Top deferrals', fr: 'Principaux reports', de: 'Häufigste Zurückstellungen' },
};

export const dimensionEntries = dimensionCatalogue.flatMap((dimension) => {
  const names = dimensionNames[dimension.id];
  return names
    ? [
        {
          key: `dimension.${dimension.id}`,
          en: names.en ?? dimension.name,
          fr: names.fr,
          de: names.de,
        },
      ]
    : [];
});

export async function seedReference(db: Db, now = new Date()): Promise<void> {
  for (const dimension of dimensionCatalogue) await insertDimension(db, dimension);
  await insertEntries(db, [
    ...dimensionEntries,
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
