// The captions the server sends in English, in the user's language: the descriptions of the
// blocklist catalogue, the meanings of its answers (a bitmask list's several meanings joined
// with ", ", several answers' with "; ") and the reasons a list failed its RFC 5782 probe. The
// English texts are the server's (db/migrations/catalogue/blocklists2026.ts and
// modules/reputation/listHealth.ts); each maps to a slug key here, never to a key made of the
// sentence itself (i18next reads "." and ":" as separators). A text the catalogue does not ship
// (an administrator's own list or wording) is shown as it is.

/** The 2026 catalogue's descriptions, by list id: an edited description is not translated. */
const descriptions = {
  'spamhaus-zen': 'SBL, CSS, XBL, DROP and PBL in one zone; refuses public resolvers',
  'spamhaus-zen-dqs': 'ZEN through the Data Query Service: set the DQS key and turn it on',
  spamcop: 'IPs reported by SpamCop users; a listing expires 24 h after the last report',
  barracuda: 'Barracuda Reputation Block List; the querying resolver must be registered',
  psbl: 'Passive Spam Block List: IPs that sent to spam traps',
  mailspike: 'Mailspike blocklist of IPs with a bad sending reputation',
  'uceprotect-1': 'Single IPs that hit UCEPROTECT traps',
  'uceprotect-2': 'Networks with several IPs on level 1 (escalation, controversial)',
  'uceprotect-3': 'Whole provider ranges (ASN escalation, controversial)',
  backscatterer: 'Servers that send backscatter (bounces and auto-replies to forged senders)',
  'spamhaus-dbl': 'Domains found in spam; refuses public resolvers',
  'spamhaus-zrd': 'Zero Reputation Domains: first seen in the last 24 hours',
  'spamhaus-dbl-dqs': 'DBL through the Data Query Service: set the DQS key and turn it on',
  surbl: 'Domains in message bodies; the last octet is a bitmask of lists',
  uribl: 'Domains in message bodies; the last octet is a bitmask of lists',
  'sem-uribl': 'Spam Eating Monkey: domains seen in spam',
  'sem-fresh15': 'Spam Eating Monkey: domains registered in the last 15 days',
} as const;

type CatalogueListId = keyof typeof descriptions;

/** The catalogue's answer meanings, English → slug. */
const meanings = {
  Listed: 'listed',
  'SBL: spam source': 'sblSpamSource',
  'CSS: snowshoe spam': 'cssSnowshoe',
  'XBL: exploited host': 'xblExploited',
  'DROP: hijacked network': 'dropHijacked',
  'PBL: dynamic range (ISP)': 'pblIsp',
  'PBL: dynamic range (Spamhaus)': 'pblSpamhaus',
  'Spam domain': 'spamDomain',
  'Phishing domain': 'phishingDomain',
  'Malware domain': 'malwareDomain',
  'Botnet C&C domain': 'botnetDomain',
  'Abused legit spam': 'abusedSpam',
  'Abused legit redirector': 'abusedRedirector',
  'Abused legit phishing': 'abusedPhishing',
  'Abused legit malware': 'abusedMalware',
  'Abused legit botnet C&C': 'abusedBotnet',
  'Worst reputation': 'worstReputation',
  'Very bad reputation': 'veryBadReputation',
  'Bad reputation': 'badReputation',
  Disposable: 'disposable',
  Phishing: 'phishing',
  Malware: 'malware',
  'Click tracker': 'clickTracker',
  Abuse: 'abuse',
  Cracked: 'cracked',
  Black: 'black',
  Grey: 'grey',
  Red: 'red',
} as const;

/** ZRD's answers 127.0.2.2 to 127.0.2.24: first seen that many hours ago. */
const newDomain = /^Newly observed domain \((\d+) h\)$/;

/** The probe's reasons (listHealth.ts); a point is an address or a domain, never spaced. */
const noKey = 'The zone needs a query key, and none is set';
const notListed = /^(\S+) is not listed$/;
const listedAnswer = /^(\S+) is listed \((.+)\)$/;
const answered = /^(\S+) answered (\S.*)$/;

const has = <T extends object>(map: T, key: string): key is Extract<keyof T, string> =>
  Object.hasOwn(map, key);

type MeaningSlug = (typeof meanings)[keyof typeof meanings];

/** The keys looked up, all in the reputation namespace. */
export type CatalogueKey =
  | `catalogue.description.${CatalogueListId}`
  | `catalogue.meaning.${MeaningSlug}`
  | 'catalogue.meaning.newDomain'
  | 'catalogue.join.bits'
  | 'catalogue.join.answers'
  | 'catalogue.health.noKey'
  | 'catalogue.health.notListed'
  | 'catalogue.health.listed'
  | 'catalogue.health.answered';

/** The values the keys interpolate. */
type CatalogueValues = {
  point?: string;
  answer?: string;
  hours?: string;
  before?: string;
  after?: string;
};

/** What the functions need of i18next's t: the reputation namespace's keys. */
export type CatalogueT = (key: CatalogueKey, values?: CatalogueValues) => string;

export function catalogueTexts(t: CatalogueT) {
  const join = (key: 'catalogue.join.bits' | 'catalogue.join.answers', parts: string[]) =>
    parts.reduce((before, after) => t(key, { before, after }));
  /** one meaning, or the text as it is */
  const one = (english: string) => {
    if (has(meanings, english)) return t(`catalogue.meaning.${meanings[english]}`);
    const zrd = newDomain.exec(english);
    return zrd ? t('catalogue.meaning.newDomain', { hours: zrd[1] as string }) : english;
  };
  return {
    /** a list's description, translated when it is still the catalogue's own */
    description: (listId: string, english: string) =>
      has(descriptions, listId) && descriptions[listId] === english
        ? t(`catalogue.description.${listId}`)
        : english,
    /**
     * what an answer means: "Phishing, Malware" or "SBL: spam source; XBL: exploited host"; the
     * catalogue's words translated, any other kept
     */
    meaning: (english: string) => {
      const answers = english.split('; ').map((answer) => answer.split(', '));
      const isKnown = answers.some((bits) =>
        bits.some((bit) => has(meanings, bit) || newDomain.test(bit)),
      );
      return isKnown
        ? join(
            'catalogue.join.answers',
            answers.map((bits) => join('catalogue.join.bits', bits.map(one))),
          )
        : english;
    },
    /** why a list failed its probe: "127.0.0.2 is not listed" */
    healthDetail: (english: string) => {
      if (english === noKey) return t('catalogue.health.noKey');
      const clear = notListed.exec(english);
      if (clear) return t('catalogue.health.notListed', { point: clear[1] as string });
      const listed = listedAnswer.exec(english);
      if (listed) {
        return t('catalogue.health.listed', {
          point: listed[1] as string,
          answer: listed[2] as string,
        });
      }
      const error = answered.exec(english);
      if (error) {
        return t('catalogue.health.answered', {
          point: error[1] as string,
          answer: error[2] as string,
        });
      }
      return english;
    },
  };
}

export type CatalogueTexts = ReturnType<typeof catalogueTexts>;
