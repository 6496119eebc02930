// The blocklist catalogue as migration 0130 leaves it: the lists alive in 2026 (domain/
// reputation-and-audit.md, checked against rspamd's list configuration and the lists' pages),
// none of the dead ones (SORBS, NiX Spam, Madavi, SpamCannibal...). Admins edit it afterwards
// (admin/blacklists); the Spamhaus Data Query Service lists stay off until an admin sets their
// key. `answers` are the codes meaning listed, `errors` those meaning the query failed; every
// 127.255.255.x answer is an error whatever the list (modules/reputation/listAnswer.ts).
const spamhausErrors = ['127.255.255.252', '127.255.255.254', '127.255.255.255'];
const listed = { '127.0.0.2': 'Listed' };

export interface CatalogueList {
  id: string;
  name: string;
  zone: string;
  kind: 'ip' | 'domain';
  description: string;
  delisting_url: string | null;
  answers: Record<string, string>;
  errors: string[];
  bitmask: boolean;
  /** the domain the health probe expects listed, when not RFC 5782's `test` */
  test_point: string | null;
  active: boolean;
}

const zenAnswers = {
  '127.0.0.2': 'SBL: spam source',
  '127.0.0.3': 'CSS: snowshoe spam',
  '127.0.0.4': 'XBL: exploited host',
  '127.0.0.5': 'XBL: exploited host',
  '127.0.0.6': 'XBL: exploited host',
  '127.0.0.7': 'XBL: exploited host',
  '127.0.0.9': 'DROP: hijacked network',
  '127.0.0.10': 'PBL: dynamic range (ISP)',
  '127.0.0.11': 'PBL: dynamic range (Spamhaus)',
};
const dblAnswers = {
  '127.0.1.2': 'Spam domain',
  '127.0.1.4': 'Phishing domain',
  '127.0.1.5': 'Malware domain',
  '127.0.1.6': 'Botnet C&C domain',
  '127.0.1.102': 'Abused legit spam',
  '127.0.1.103': 'Abused legit redirector',
  '127.0.1.104': 'Abused legit phishing',
  '127.0.1.105': 'Abused legit malware',
  '127.0.1.106': 'Abused legit botnet C&C',
};
/** ZRD answers 127.0.2.2 to 127.0.2.24: the domain was first seen that many hours ago. */
const zrdAnswers = Object.fromEntries(
  Array.from({ length: 23 }, (_, index) => [
    `127.0.2.${index + 2}`,
    `Newly observed domain (${index + 2} h)`,
  ]),
);
const ip = (list: Omit<CatalogueList, 'kind' | 'errors' | 'bitmask' | 'active' | 'test_point'>) =>
  ({
    ...list,
    kind: 'ip',
    errors: [],
    bitmask: false,
    test_point: null,
    active: true,
  }) as CatalogueList;

export const blocklists2026: CatalogueList[] = [
  {
    id: 'spamhaus-zen',
    name: 'Spamhaus ZEN',
    zone: 'zen.spamhaus.org',
    kind: 'ip',
    description: 'SBL, CSS, XBL, DROP and PBL in one zone; refuses public resolvers',
    delisting_url: 'https://check.spamhaus.org/',
    answers: zenAnswers,
    errors: spamhausErrors,
    bitmask: false,
    test_point: null,
    active: true,
  },
  {
    id: 'spamhaus-zen-dqs',
    name: 'Spamhaus ZEN (DQS)',
    zone: '{key}.zen.dq.spamhaus.net',
    kind: 'ip',
    description: 'ZEN through the Data Query Service: set the DQS key and turn it on',
    delisting_url: 'https://check.spamhaus.org/',
    answers: zenAnswers,
    errors: spamhausErrors,
    bitmask: false,
    test_point: null,
    active: false,
  },
  ip({
    id: 'spamcop',
    name: 'SpamCop',
    zone: 'bl.spamcop.net',
    description: 'IPs reported by SpamCop users; a listing expires 24 h after the last report',
    delisting_url: 'https://www.spamcop.net/bl.shtml',
    answers: listed,
  }),
  ip({
    id: 'barracuda',
    name: 'Barracuda',
    zone: 'b.barracudacentral.org',
    description: 'Barracuda Reputation Block List; the querying resolver must be registered',
    delisting_url: 'https://www.barracudacentral.org/rbl/removal-request',
    answers: listed,
  }),
  ip({
    id: 'psbl',
    name: 'PSBL',
    zone: 'psbl.surriel.com',
    description: 'Passive Spam Block List: IPs that sent to spam traps',
    delisting_url: 'https://psbl.org/remove',
    answers: listed,
  }),
  ip({
    id: 'mailspike',
    name: 'Mailspike',
    zone: 'bl.mailspike.net',
    description: 'Mailspike blocklist of IPs with a bad sending reputation',
    delisting_url: 'https://mailspike.io/ip_verify',
    answers: {
      '127.0.0.2': 'Listed',
      '127.0.0.10': 'Worst reputation',
      '127.0.0.11': 'Very bad reputation',
      '127.0.0.12': 'Bad reputation',
    },
  }),
  ip({
    id: 'uceprotect-1',
    name: 'UCEPROTECT level 1',
    zone: 'dnsbl-1.uceprotect.net',
    description: 'Single IPs that hit UCEPROTECT traps',
    delisting_url: 'https://www.uceprotect.net/en/rblcheck.php',
    answers: listed,
  }),
  ip({
    id: 'uceprotect-2',
    name: 'UCEPROTECT level 2',
    zone: 'dnsbl-2.uceprotect.net',
    description: 'Networks with several IPs on level 1 (escalation, controversial)',
    delisting_url: 'https://www.uceprotect.net/en/rblcheck.php',
    answers: listed,
  }),
  ip({
    id: 'uceprotect-3',
    name: 'UCEPROTECT level 3',
    zone: 'dnsbl-3.uceprotect.net',
    description: 'Whole provider ranges (ASN escalation, controversial)',
    delisting_url: 'https://www.uceprotect.net/en/rblcheck.php',
    answers: listed,
  }),
  ip({
    id: 'backscatterer',
    name: 'Backscatterer',
    zone: 'ips.backscatterer.org',
    description: 'Servers that send backscatter (bounces and auto-replies to forged senders)',
    delisting_url: 'https://www.backscatterer.org/?target=test',
    answers: listed,
  }),
  {
    id: 'spamhaus-dbl',
    name: 'Spamhaus DBL',
    zone: 'dbl.spamhaus.org',
    kind: 'domain',
    description: 'Domains found in spam; refuses public resolvers',
    delisting_url: 'https://check.spamhaus.org/',
    answers: dblAnswers,
    errors: [...spamhausErrors, '127.0.1.255'],
    bitmask: false,
    test_point: 'dbltest.com',
    active: true,
  },
  {
    id: 'spamhaus-zrd',
    name: 'Spamhaus ZRD',
    zone: 'zrd.spamhaus.org',
    kind: 'domain',
    description: 'Zero Reputation Domains: first seen in the last 24 hours',
    delisting_url: 'https://check.spamhaus.org/',
    answers: zrdAnswers,
    errors: spamhausErrors,
    bitmask: false,
    test_point: 'dbltest.com',
    active: true,
  },
  {
    id: 'spamhaus-dbl-dqs',
    name: 'Spamhaus DBL (DQS)',
    zone: '{key}.dbl.dq.spamhaus.net',
    kind: 'domain',
    description: 'DBL through the Data Query Service: set the DQS key and turn it on',
    delisting_url: 'https://check.spamhaus.org/',
    answers: dblAnswers,
    errors: [...spamhausErrors, '127.0.1.255'],
    bitmask: false,
    test_point: 'dbltest.com',
    active: false,
  },
  {
    id: 'surbl',
    name: 'SURBL multi',
    zone: 'multi.surbl.org',
    kind: 'domain',
    description: 'Domains in message bodies; the last octet is a bitmask of lists',
    delisting_url: 'https://www.surbl.org/surbl-analysis',
    answers: {
      '127.0.0.4': 'Disposable',
      '127.0.0.8': 'Phishing',
      '127.0.0.16': 'Malware',
      '127.0.0.32': 'Click tracker',
      '127.0.0.64': 'Abuse',
      '127.0.0.128': 'Cracked',
    },
    errors: ['127.0.0.1'],
    bitmask: true,
    test_point: 'test.surbl.org',
    active: true,
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
    test_point: 'test.uribl.com',
    active: true,
  },
  {
    id: 'sem-uribl',
    name: 'SEM URI',
    zone: 'uribl.spameatingmonkey.net',
    kind: 'domain',
    description: 'Spam Eating Monkey: domains seen in spam',
    delisting_url: 'https://spameatingmonkey.com/lookup',
    answers: listed,
    errors: [],
    bitmask: false,
    test_point: null,
    active: true,
  },
  {
    id: 'sem-fresh15',
    name: 'SEM Fresh 15',
    zone: 'fresh15.spameatingmonkey.net',
    kind: 'domain',
    description: 'Spam Eating Monkey: domains registered in the last 15 days',
    delisting_url: 'https://spameatingmonkey.com/lookup',
    answers: listed,
    errors: [],
    bitmask: false,
    test_point: null,
    active: true,
  },
];
