// The messages of the Reputation Monitor's alerts in each recipient's language: the listings
// that started or ended at one sweep (one message per recipient, however many changes), and an
// IP whose Microsoft SNDS filter result turned red. Plain text, for mail and team chat alike:
// each line says what, where, the list's answer and reason, and where to ask for removal.
import type { AlertLanguage } from '../alerts/alertMail.ts';

export interface ListingFact {
  event: 'listed' | 'delisted';
  target: string;
  /** the asset it belongs to when not the target itself (a range) */
  asset: string | null;
  list: string;
  answer: string | null;
  meaning: string | null;
  reason: string | null;
  delisting: string | null;
  link: string | null;
}

export interface SndsRedFact {
  ip: string;
  date: string;
  previous: string | null;
  link: string | null;
}

const words = {
  en: {
    subject: (listed: number, delisted: number) =>
      `[Blocklists] ${listed} new listing${listed === 1 ? '' : 's'}, ${delisted} ended`,
    intro: 'The last blocklist check found these changes:',
    listed: 'LISTED',
    delisted: 'DELISTED',
    on: 'on',
    of: 'of',
    colon: ':',
    answer: 'Answer',
    reason: 'Reason',
    removal: 'Removal',
    open: 'Details',
    outro: 'A listing ends when the list answers clear again; the console checks every hour.',
    sndsSubject: (ip: string) => `[SNDS] ${ip} turned red at Microsoft`,
    sndsLines: (fact: SndsRedFact) => [
      `Microsoft SNDS rated mail from ${fact.ip} RED on ${fact.date}${fact.previous ? ` (it was ${fact.previous})` : ''}.`,
      'Red means most of its mail was filtered as spam by Outlook.com and Hotmail. Look at its complaint rate and trap hits, and pause the campaigns sent from it.',
    ],
  },
  fr: {
    subject: (listed: number, delisted: number) =>
      `[Listes de blocage] ${listed} nouvelle${listed > 1 ? 's' : ''} inscription${listed > 1 ? 's' : ''}, ${delisted} levée${delisted > 1 ? 's' : ''}`,
    intro: 'La dernière vérification des listes de blocage a trouvé ces changements :',
    listed: 'INSCRIT',
    delisted: 'RETIRÉ',
    on: 'sur',
    of: 'de',
    colon: '\u00a0:',
    answer: 'Réponse',
    reason: 'Motif',
    removal: 'Retrait',
    open: 'Détails',
    outro:
      'Une inscription prend fin quand la liste ne répond plus ; la console vérifie toutes les heures.',
    sndsSubject: (ip: string) => `[SNDS] ${ip} est passée au rouge chez Microsoft`,
    sndsLines: (fact: SndsRedFact) => [
      `Microsoft SNDS a classé le courrier de ${fact.ip} en ROUGE le ${fact.date}${fact.previous ? ` (auparavant ${fact.previous})` : ''}.`,
      'Rouge signifie que la plupart de ses messages ont été filtrés comme spam par Outlook.com et Hotmail. Examinez son taux de plaintes et ses pièges à spam, et suspendez les campagnes envoyées depuis cette IP.',
    ],
  },
  de: {
    subject: (listed: number, delisted: number) =>
      `[Blocklisten] ${listed} neue Listung${listed === 1 ? '' : 'en'}, ${delisted} beendet`,
    intro: 'Die letzte Blocklisten-Prüfung hat diese Änderungen gefunden:',
    listed: 'GELISTET',
    delisted: 'AUSGETRAGEN',
    on: 'auf',
    of: 'aus',
    colon: ':',
    answer: 'Antwort',
    reason: 'Grund',
    removal: 'Austragung',
    open: 'Details',
    outro:
      'Eine Listung endet, sobald die Liste wieder ohne Eintrag antwortet; die Konsole prüft stündlich.',
    sndsSubject: (ip: string) => `[SNDS] ${ip} ist bei Microsoft auf Rot gesprungen`,
    sndsLines: (fact: SndsRedFact) => [
      `Microsoft SNDS hat die Mails von ${fact.ip} am ${fact.date} mit ROT bewertet${fact.previous ? ` (vorher ${fact.previous})` : ''}.`,
      'Rot heißt: Outlook.com und Hotmail haben den Großteil ihrer Mails als Spam gefiltert. Prüfen Sie Beschwerderate und Spamfallen-Treffer und pausieren Sie die Kampagnen dieser IP.',
    ],
  },
};

function factLines(fact: ListingFact, language: AlertLanguage): string[] {
  const w = words[language];
  const where = fact.asset ? `${fact.target} (${w.of} ${fact.asset})` : fact.target;
  const lines = [
    `${fact.event === 'listed' ? w.listed : w.delisted} ${where} ${w.on} ${fact.list}`,
  ];
  if (fact.event === 'listed') {
    if (fact.answer)
      lines.push(
        `  ${w.answer}${w.colon} ${fact.answer}${fact.meaning ? ` (${fact.meaning})` : ''}`,
      );
    if (fact.reason) lines.push(`  ${w.reason}${w.colon} ${fact.reason}`);
    if (fact.delisting) lines.push(`  ${w.removal}${w.colon} ${fact.delisting}`);
  }
  if (fact.link) lines.push(`  ${w.open}${w.colon} ${fact.link}`);
  return lines;
}

export function listingMessage(facts: ListingFact[], language: AlertLanguage) {
  const w = words[language];
  const listed = facts.filter((fact) => fact.event === 'listed').length;
  return {
    subject: w.subject(listed, facts.length - listed),
    text: [
      w.intro,
      '',
      ...facts.flatMap((fact) => [...factLines(fact, language), '']),
      w.outro,
    ].join('\n'),
  };
}

export function sndsRedMessage(fact: SndsRedFact, language: AlertLanguage) {
  const w = words[language];
  const lines = w.sndsLines(fact);
  return {
    subject: w.sndsSubject(fact.ip),
    text: [...lines, ...(fact.link ? ['', `${w.open}${w.colon} ${fact.link}`] : [])].join('\n'),
  };
}
