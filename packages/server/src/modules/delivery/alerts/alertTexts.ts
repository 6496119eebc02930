// The messages of Delivery Analytics alerts in each recipient's language (en, fr, de): one per
// alert and evaluation, whatever the number of values that crossed its threshold. The subject
// names the worst value; the text lists each with its rate, volume and a link to the report
// filtered by it. Plain text, for mail and team chat alike. The issue rows (admin/issues/all)
// are written in English, as every issue is.
import type { AlertDirection, MetricId } from '@console/contract';
import type { AlertLanguage } from '../../alerts/alertMail.ts';
import type { DeliveryAlertRule } from './alertRule.ts';

export interface CrossingFact {
  dataset: string;
  /** the dimension value (null: the dataset as a whole) */
  key: string | null;
  /** its display name when it has one (a provider's) */
  label: string | null;
  /** percent */
  rate: number;
  /** the metric's denominator in the window */
  volume: number;
  link: string | null;
}

/** The rule of an alert (its values aside: the crossings name them) and what it found. */
export interface AlertFacts extends Omit<DeliveryAlertRule, 'values'> {
  name: string;
  suppressMinutes: number;
  end: Date;
  /** worst first */
  crossings: CrossingFact[];
}

type RateMetric =
  | 'deferred_rate'
  | 'bounce_rate'
  | 'open_rate'
  | 'unique_open_rate'
  | 'unique_open_rate_ex_nhi'
  | 'complaint_rate'
  | 'unique_click_rate'
  | 'unique_unsub_rate'
  | 'trap_rate';

interface Words {
  locale: string;
  percentSign: string;
  colon: string;
  prefix: string;
  metric: Record<RateMetric, string>;
  dimension: Record<string, string>;
  counted: Record<'sent' | 'delivered', string>;
  messages: Record<'sent' | 'delivered', string>;
  units: Record<'day' | 'hour' | 'minute', [one: string, many: string]>;
  for: string;
  in: string;
  more: (count: number) => string;
  heading: (
    metric: string,
    direction: AlertDirection,
    threshold: string,
    span: string,
    end: string,
    name: string,
  ) => string;
  report: string;
  minimum: (volume: string, messages: string) => string;
  quiet: (span: string) => string;
}

const words: Record<AlertLanguage, Words> = {
  en: {
    locale: 'en',
    percentSign: ' %',
    colon: ':',
    prefix: '[Delivery]',
    metric: {
      deferred_rate: 'Deferral rate',
      bounce_rate: 'Bounce rate',
      open_rate: 'Open rate',
      unique_open_rate: 'Unique open rate',
      unique_open_rate_ex_nhi: 'Unique human open rate',
      complaint_rate: 'Complaint rate',
      unique_click_rate: 'Unique click rate',
      unique_unsub_rate: 'Unique unsubscribe rate',
      trap_rate: 'Spam trap rate',
    },
    dimension: {
      domain: 'Recipient domain',
      provider: 'Provider',
      ip: 'Sending IP',
      vmta: 'VMTA',
      pool: 'Pool',
      job: 'Campaign',
      sender: 'Sender domain',
      mx: 'MX',
      esp: 'Platform',
      cat: 'Bounce category',
      dsn: 'DSN status',
      bounce: 'Bounce',
      deferral: 'Deferral',
    },
    counted: { sent: 'sent', delivered: 'delivered' },
    messages: { sent: 'messages sent', delivered: 'messages delivered' },
    units: { day: ['day', 'days'], hour: ['hour', 'hours'], minute: ['minute', 'minutes'] },
    for: 'for',
    in: 'in',
    more: (count) => `and ${count} more`,
    heading: (metric, direction, threshold, span, end, name) =>
      `${metric} ${direction === 'above' ? 'above' : 'below'} ${threshold} over ${span} up to ${end} (alert "${name}"):`,
    report: 'Report',
    minimum: (volume, messages) => `Values with fewer than ${volume} ${messages} are not judged.`,
    quiet: (span) => `The same value is not told again within ${span}.`,
  },
  fr: {
    locale: 'fr',
    percentSign: '\u00a0%',
    colon: '\u00a0:',
    prefix: '[Délivrabilité]',
    metric: {
      deferred_rate: 'Taux de différés',
      bounce_rate: 'Taux de rebond',
      open_rate: 'Taux d’ouverture',
      unique_open_rate: 'Taux d’ouverture unique',
      unique_open_rate_ex_nhi: 'Taux d’ouverture humaine unique',
      complaint_rate: 'Taux de plainte',
      unique_click_rate: 'Taux de clic unique',
      unique_unsub_rate: 'Taux de désinscription unique',
      trap_rate: 'Taux de pièges à spam',
    },
    dimension: {
      domain: 'Domaine destinataire',
      provider: 'Fournisseur',
      ip: 'IP d’envoi',
      vmta: 'VMTA',
      pool: 'Pool',
      job: 'Campagne',
      sender: 'Domaine d’expédition',
      mx: 'MX',
      esp: 'Plateforme',
      cat: 'Catégorie de rebond',
      dsn: 'Statut DSN',
      bounce: 'Rebond',
      deferral: 'Différé',
    },
    counted: { sent: 'envoyés', delivered: 'délivrés' },
    messages: { sent: 'messages envoyés', delivered: 'messages délivrés' },
    units: { day: ['jour', 'jours'], hour: ['heure', 'heures'], minute: ['minute', 'minutes'] },
    for: 'pour',
    in: 'dans',
    more: (count) => `et ${count} ${count > 1 ? 'autres' : 'autre'}`,
    heading: (metric, direction, threshold, span, end, name) =>
      `${metric} ${direction === 'above' ? 'au-dessus de' : 'en dessous de'} ${threshold} sur ${span} jusqu’au ${end} (alerte «\u00a0${name}\u00a0»)\u00a0:`,
    report: 'Rapport',
    minimum: (volume, messages) =>
      `Les valeurs de moins de ${volume} ${messages} ne sont pas évaluées.`,
    quiet: (span) => `Une même valeur n’est pas signalée de nouveau avant ${span}.`,
  },
  de: {
    locale: 'de',
    percentSign: '\u00a0%',
    colon: ':',
    prefix: '[Zustellung]',
    metric: {
      deferred_rate: 'Zurückstellungsrate',
      bounce_rate: 'Bounce-Rate',
      open_rate: 'Öffnungsrate',
      unique_open_rate: 'Eindeutige Öffnungsrate',
      unique_open_rate_ex_nhi: 'Eindeutige menschliche Öffnungsrate',
      complaint_rate: 'Beschwerderate',
      unique_click_rate: 'Eindeutige Klickrate',
      unique_unsub_rate: 'Eindeutige Abmelderate',
      trap_rate: 'Spamfallen-Rate',
    },
    dimension: {
      domain: 'Empfängerdomain',
      provider: 'Postfachanbieter',
      ip: 'Sende-IP',
      vmta: 'VMTA',
      pool: 'Pool',
      job: 'Kampagne',
      sender: 'Absenderdomain',
      mx: 'MX',
      esp: 'Plattform',
      cat: 'Bounce-Kategorie',
      dsn: 'DSN-Status',
      bounce: 'Bounce',
      deferral: 'Zurückstellung',
    },
    counted: { sent: 'gesendet', delivered: 'zugestellt' },
    messages: { sent: 'gesendeten Nachrichten', delivered: 'zugestellten Nachrichten' },
    // dative: "im Zeitraum von 2 Tagen"
    units: { day: ['Tag', 'Tagen'], hour: ['Stunde', 'Stunden'], minute: ['Minute', 'Minuten'] },
    for: 'bei',
    in: 'in',
    more: (count) => `und ${count} ${count > 1 ? 'weitere' : 'weiterer'}`,
    heading: (metric, direction, threshold, span, end, name) =>
      `${metric} ${direction === 'above' ? 'über' : 'unter'} ${threshold} im Zeitraum von ${span} bis ${end} (Alarm „${name}“):`,
    report: 'Bericht',
    minimum: (volume, messages) =>
      `Werte mit weniger als ${volume} ${messages} werden nicht bewertet.`,
    quiet: (span) => `Derselbe Wert wird innerhalb von ${span} nicht erneut gemeldet.`,
  },
};

function number(w: Words, value: number): string {
  return new Intl.NumberFormat(w.locale, { maximumFractionDigits: 2 }).format(value);
}

const percent = (w: Words, value: number) => `${number(w, value)}${w.percentSign}`;

/** Minutes in the largest unit that divides them: 60 is 1 hour, 2880 is 2 days. */
function span(w: Words, minutes: number): string {
  const [unit, count] =
    minutes % 1440 === 0
      ? (['day', minutes / 1440] as const)
      : minutes % 60 === 0
        ? (['hour', minutes / 60] as const)
        : (['minute', minutes] as const);
  return `${number(w, count)} ${w.units[unit][count === 1 ? 0 : 1]}`;
}

/** 2026-11-20 10:00 UTC */
const moment = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

const metricName = (w: Words, metric: MetricId) => w.metric[metric as RateMetric] ?? metric;

/** "Google (demo-newsletters)", or the dataset alone for a whole-dataset alert. */
function where(crossing: CrossingFact): string {
  if (crossing.key === null) return crossing.dataset;
  return `${crossing.label ?? crossing.key} (${crossing.dataset})`;
}

export function crossingMessage(facts: AlertFacts, language: AlertLanguage) {
  const w = words[language];
  const [first] = facts.crossings;
  if (!first) throw new Error('a message needs a crossing');
  const others = facts.crossings.length - 1;
  const subject = [
    w.prefix,
    metricName(w, facts.metric),
    percent(w, first.rate),
    w.for,
    where(first),
    ...(others > 0 ? [w.more(others)] : []),
  ].join(' ');
  const caption =
    facts.dimension === null ? null : (w.dimension[facts.dimension] ?? facts.dimension);
  const lines = [
    w.heading(
      metricName(w, facts.metric),
      facts.direction,
      percent(w, facts.threshold),
      span(w, facts.windowMinutes),
      moment(facts.end),
      facts.name,
    ),
    '',
  ];
  for (const crossing of facts.crossings) {
    const value =
      crossing.key === null
        ? crossing.dataset
        : `${caption} ${crossing.label ?? crossing.key} ${w.in} ${crossing.dataset}`;
    lines.push(
      `${value}${w.colon} ${percent(w, crossing.rate)}, ${number(w, crossing.volume)} ${w.counted[facts.denominator]}`,
    );
    if (crossing.link) lines.push(`  ${w.report}${w.colon} ${crossing.link}`);
  }
  lines.push('');
  if (facts.minVolume > 0)
    lines.push(w.minimum(number(w, facts.minVolume), w.messages[facts.denominator]));
  if (facts.suppressMinutes > 0) lines.push(w.quiet(span(w, facts.suppressMinutes)));
  return { subject, text: lines.join('\n') };
}

/** The issue row of a value over its threshold, in English. */
export function crossingIssue(facts: AlertFacts, crossing: CrossingFact) {
  const w = words.en;
  const value =
    crossing.key === null ? '' : ` for ${crossing.label ?? crossing.key} (${facts.dimension})`;
  return {
    title: `${metricName(w, facts.metric)} ${percent(w, crossing.rate)}${value} in ${crossing.dataset}`,
    detail: [
      `${facts.direction === 'above' ? 'Above' : 'Below'} ${percent(w, facts.threshold)}`,
      `${number(w, crossing.volume)} ${w.counted[facts.denominator]} over ${span(w, facts.windowMinutes)} up to ${moment(facts.end)}`,
      `alert "${facts.name}"`,
    ].join(' · '),
  };
}
