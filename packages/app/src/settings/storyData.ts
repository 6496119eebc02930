// Sample answers for the settings stories: the alerts a deliverability lead receives, the
// blocklist catalogue, release notes and system messages, plus small play-function helpers.
import type { Input, Message, Output, ReleaseNote, UserAlert } from '@console/contract';
import { expect, userEvent, waitFor, within } from 'storybook/test';

export const sampleAlerts: UserAlert[] = [
  {
    id: 'demo-blocklist',
    scope: 'ip',
    alert: 'blocklist',
    name: 'Blocklist listing',
    description: 'A sending IP or domain appears on a blocklist',
    module: 'rm',
    account: 'demo',
    friendly_account: 'Demo account',
    channel: 'email',
    active: true,
    mappings: [{ dataset: 'demo-newsletters', exclude_rhsbl: [], exclude_dnsbl: ['barracuda'] }],
    exclude_rhsbl: [],
    exclude_dnsbl: ['barracuda'],
    condition: null,
  },
  {
    id: 'demo-bounce-rate',
    scope: 'dataset',
    alert: 'bounce_rate',
    name: 'Bounce rate above 5%',
    description: 'Hard and soft bounces over the last hour',
    module: 'da',
    account: 'demo',
    friendly_account: 'Demo account',
    channel: 'email',
    active: true,
    mappings: [
      { dataset: 'demo-newsletters', exclude_rhsbl: [], exclude_dnsbl: [] },
      { dataset: 'demo-transactional', exclude_rhsbl: [], exclude_dnsbl: [] },
    ],
    exclude_rhsbl: [],
    exclude_dnsbl: [],
    condition: { threshold: 5, direction: 'above', min_volume: 100, window: 60, values: [] },
  },
  {
    id: 'demo-deferrals',
    scope: 'provider',
    alert: 'deferred_rate',
    name: 'Deferrals at a mailbox provider',
    description: 'More than 20% of messages deferred by one provider',
    module: 'da',
    account: 'demo',
    friendly_account: 'Demo account',
    channel: 'email',
    active: false,
    mappings: [{ dataset: 'demo-newsletters', exclude_rhsbl: [], exclude_dnsbl: [] }],
    exclude_rhsbl: [],
    exclude_dnsbl: [],
    condition: { threshold: 20, direction: 'above', min_volume: 500, window: 1440, values: [] },
  },
  {
    id: 'acme-dmarc',
    scope: 'account',
    alert: 'dmarc_failures',
    name: 'DMARC failures',
    description: 'Unauthenticated mail sent with your domains',
    module: 'dr',
    account: 'acme',
    friendly_account: 'Acme Retail',
    channel: 'email',
    active: true,
    mappings: [],
    exclude_rhsbl: [],
    exclude_dnsbl: [],
    condition: null,
  },
];

export const sampleBlocklists: Output<'user/blacklists/all'> = [
  {
    id: 'spamhaus-zen',
    name: 'Spamhaus ZEN',
    kind: 'ip',
    description: 'SBL, CSS, XBL and PBL in one zone',
    delisting_url: 'https://check.spamhaus.org/',
  },
  {
    id: 'spamcop',
    name: 'SpamCop',
    kind: 'ip',
    description: 'IPs reported by SpamCop users',
    delisting_url: 'https://www.spamcop.net/bl.shtml',
  },
  {
    id: 'barracuda',
    name: 'Barracuda',
    kind: 'ip',
    description: 'Barracuda Reputation Block List',
    delisting_url: 'https://www.barracudacentral.org/rbl/removal-request',
  },
  {
    id: 'spamhaus-dbl',
    name: 'Spamhaus DBL',
    kind: 'domain',
    description: 'Domains found in spam',
    delisting_url: 'https://check.spamhaus.org/',
  },
  {
    id: 'surbl',
    name: 'SURBL multi',
    kind: 'domain',
    description: 'Domains in message bodies',
    delisting_url: 'https://www.surbl.org/surbl-analysis',
  },
];

/** Sent oldest first on purpose: the screen sorts newest first. */
export const sampleReleaseNotes: ReleaseNote[] = [
  {
    date: '2026-09-14',
    notes: 'CSV exports follow your delimiter and BOM preferences.',
    remarques: 'Les exports CSV suivent vos préférences de séparateur et de BOM.',
  },
  {
    date: '2026-11-18',
    notes:
      'Delivery Analytics:\n- Top Deferrals by mailbox provider\n- Bounce classes in the grouping table\nReputation Monitor: Spamhaus DQS keys are supported.',
    remarques:
      'Delivery Analytics :\n- Principaux reports par fournisseur de messagerie\n- Classes de rebond dans le tableau de regroupement\nReputation Monitor : les clés Spamhaus DQS sont prises en charge.',
  },
  {
    date: '2026-10-21',
    notes: 'DMARC Reports: failure reports show the reporting organisation.',
    remarques: '',
  },
];

const message = (fields: Partial<Message> & Pick<Message, 'id' | 'timestamp' | 'title'>) =>
  ({
    message: '',
    banner: '',
    severity: 'INFO',
    active: true,
    release: null,
    fr_title: '',
    fr_message: '',
    fr_banner: '',
    de_title: '',
    de_message: '',
    de_banner: '',
    ...fields,
  }) satisfies Message;

/** Sent oldest first on purpose: the screen sorts newest first. */
export const sampleMessages: Message[] = [
  message({
    id: 'incident-gmail',
    timestamp: '2026-11-12T07:40:00.000Z',
    severity: 'ERROR',
    title: 'Delayed ingestion of PowerMTA logs',
    message:
      'Logs received between 06:10 and 07:30 UTC are being processed again. Reports for this window may be incomplete until 09:00 UTC.',
    fr_title: 'Retard d’intégration des journaux PowerMTA',
    fr_message:
      'Les journaux reçus entre 06:10 et 07:30 UTC sont en cours de retraitement. Les rapports de cette période peuvent être incomplets jusqu’à 09:00 UTC.',
    de_title: 'Verzögerte Verarbeitung der PowerMTA-Logs',
    de_message:
      'Logs, die zwischen 06:10 und 07:30 UTC eingingen, werden erneut verarbeitet. Berichte für diesen Zeitraum können bis 09:00 UTC unvollständig sein.',
  }),
  message({
    id: 'release-64',
    timestamp: '2026-11-18T16:00:00.000Z',
    severity: 'SUCCESS',
    release: 'v2-0-64-0',
    title: 'New release: Top Deferrals',
    message: 'Reload the console to get the new deferral report.',
    fr_title: 'Nouvelle version : principaux reports',
    fr_message: 'Rechargez la console pour obtenir le nouveau rapport des reports.',
  }),
  message({
    id: 'maintenance',
    timestamp: '2026-11-20T09:00:00.000Z',
    severity: 'WARNING',
    title: 'Maintenance on Sunday',
    message:
      'The console is read-only on Sunday 22 November from 06:00 to 07:00 UTC.\n- Reports stay available\n- Settings cannot be saved',
    fr_title: 'Maintenance dimanche',
    fr_message:
      'La console est en lecture seule le dimanche 22 novembre de 06:00 à 07:00 UTC.\n- Les rapports restent disponibles\n- Les paramètres ne peuvent pas être enregistrés',
    de_title: 'Wartung am Sonntag',
    de_message:
      'Die Konsole ist am Sonntag, 22. November, von 06:00 bis 07:00 UTC schreibgeschützt.\n- Berichte bleiben verfügbar\n- Einstellungen können nicht gespeichert werden',
  }),
];

export type CallLog = { key: string; input: unknown }[];

/** The inputs of every call made to `key`, in order. */
export const callsTo = (log: CallLog, key: string) =>
  log.filter((entry) => entry.key === key).map((entry) => entry.input);

/** Closes the snackbars a play function checked, so screenshots do not depend on their 3 s. */
export async function dismissSnackbars() {
  const region = within(document.body).queryByRole('region', { name: 'Notifications' });
  if (!region) return;
  for (const button of within(region).queryAllByRole('button', { name: 'Dismiss' })) {
    await userEvent.click(button);
  }
  await waitFor(() =>
    expect(within(document.body).queryByRole('region', { name: 'Notifications' })).toBeNull(),
  );
}

/** The snackbar saying `text`, once it is shown. */
export const findSnackbar = (text: string | RegExp) =>
  within(document.body).findByText(text, { selector: '.message' });

/**
 * Empties react-aria's live announcer before a story: a pending button announces itself by
 * aria-labelledby for 7 s, and once the previous story's button is gone that reference dangles
 * (axe: role-img-alt) although it was read correctly when it was made.
 */
export function clearAnnouncements() {
  document
    .querySelectorAll('[data-live-announcer] [role="log"]')
    .forEach((log) => log.replaceChildren());
}

/** alerts/set as the server answers it: the alert with the change applied. */
export const alertSetAnswer = (input: Input<'user/alerts/set'>): UserAlert => {
  const alert = sampleAlerts.find((entry) => entry.id === input.id) ?? sampleAlerts[0]!;
  return { ...alert, ...input } as UserAlert;
};
