// Mailbox providers: who runs the mailboxes of a receiving domain. The big consumer domains are
// known without DNS; any other domain is grouped by the host names of its MX records (a company
// domain on Google Workspace is "google", on Exchange Online "office365"). Ids are stable
// keys for storage and filters; labels are what the console shows.

export const providerLabels: Readonly<Record<string, string>> = {
  google: 'Google',
  yahoo: 'Yahoo',
  outlook: 'Outlook.com',
  office365: 'Microsoft 365',
  apple: 'Apple iCloud',
  gmx: 'GMX',
  webde: 'WEB.DE',
  orange: 'Orange',
  free: 'Free',
  laposte: 'La Poste',
  sfr: 'SFR',
  tonline: 'T-Online',
  comcast: 'Comcast',
  att: 'AT&T',
  cox: 'Cox',
  charter: 'Spectrum',
  yandex: 'Yandex',
  mailru: 'Mail.ru',
  zoho: 'Zoho',
  proton: 'Proton',
  fastmail: 'Fastmail',
  qq: 'Tencent QQ',
  netease: 'NetEase',
  naver: 'Naver',
  seznam: 'Seznam',
  libero: 'Libero',
  wp: 'Wirtualna Polska',
  ionos: 'IONOS',
  mimecast: 'Mimecast',
  proofpoint: 'Proofpoint',
  cisco: 'Cisco Secure Email',
  barracuda: 'Barracuda',
};

const domainsByProvider: Readonly<Record<string, readonly string[]>> = {
  google: ['gmail.com', 'googlemail.com'],
  yahoo: [
    'yahoo.com',
    'yahoo.co.uk',
    'yahoo.fr',
    'yahoo.de',
    'yahoo.es',
    'yahoo.it',
    'yahoo.ca',
    'yahoo.com.br',
    'yahoo.co.jp',
    'ymail.com',
    'rocketmail.com',
    'aol.com',
    'aol.co.uk',
    'aol.fr',
    'aim.com',
    'verizon.net',
    'sbcglobal.net',
  ],
  outlook: [
    'outlook.com',
    'outlook.fr',
    'outlook.de',
    'hotmail.com',
    'hotmail.co.uk',
    'hotmail.fr',
    'hotmail.de',
    'hotmail.it',
    'hotmail.es',
    'live.com',
    'live.co.uk',
    'live.fr',
    'live.de',
    'msn.com',
    'passport.com',
  ],
  apple: ['icloud.com', 'me.com', 'mac.com'],
  gmx: ['gmx.de', 'gmx.net', 'gmx.at', 'gmx.ch', 'gmx.com', 'gmx.fr', 'gmx.co.uk'],
  webde: ['web.de'],
  orange: ['orange.fr', 'wanadoo.fr'],
  free: ['free.fr', 'aliceadsl.fr'],
  laposte: ['laposte.net'],
  sfr: ['sfr.fr', 'neuf.fr', 'cegetel.net'],
  tonline: ['t-online.de'],
  comcast: ['comcast.net', 'xfinity.com'],
  att: ['att.net', 'bellsouth.net', 'pacbell.net'],
  cox: ['cox.net'],
  charter: ['charter.net', 'spectrum.net', 'twc.com', 'roadrunner.com'],
  yandex: ['yandex.ru', 'yandex.com', 'ya.ru'],
  mailru: ['mail.ru', 'bk.ru', 'inbox.ru', 'list.ru'],
  zoho: ['zoho.com', 'zohomail.com'],
  proton: ['proton.me', 'protonmail.com', 'pm.me'],
  fastmail: ['fastmail.com', 'fastmail.fm'],
  qq: ['qq.com', 'foxmail.com'],
  netease: ['163.com', '126.com', 'yeah.net'],
  naver: ['naver.com'],
  seznam: ['seznam.cz', 'email.cz'],
  libero: ['libero.it', 'virgilio.it'],
  wp: ['wp.pl', 'o2.pl'],
};

/** MX host suffixes, most specific first (office365 before any outlook.com rule). */
const mxSuffixes: readonly (readonly [suffix: string, provider: string])[] = [
  ['.mail.protection.outlook.com', 'office365'],
  ['.olc.protection.outlook.com', 'outlook'],
  ['.google.com', 'google'],
  ['.googlemail.com', 'google'],
  ['.yahoodns.net', 'yahoo'],
  ['.icloud.com', 'apple'],
  ['.gmx.net', 'gmx'],
  ['.web.de', 'webde'],
  ['.orange.fr', 'orange'],
  ['.free.fr', 'free'],
  ['.laposte.net', 'laposte'],
  ['.sfr.fr', 'sfr'],
  ['.t-online.de', 'tonline'],
  ['.comcast.net', 'comcast'],
  ['.prodigy.net', 'att'],
  ['.cox.net', 'cox'],
  ['.charter.net', 'charter'],
  ['.yandex.net', 'yandex'],
  ['.yandex.ru', 'yandex'],
  ['.mail.ru', 'mailru'],
  ['.zoho.com', 'zoho'],
  ['.zoho.eu', 'zoho'],
  ['.protonmail.ch', 'proton'],
  ['.messagingengine.com', 'fastmail'],
  ['.qq.com', 'qq'],
  ['.163.com', 'netease'],
  ['.naver.com', 'naver'],
  ['.seznam.cz', 'seznam'],
  ['.libero.it', 'libero'],
  ['.wp.pl', 'wp'],
  ['.ionos.de', 'ionos'],
  ['.ionos.com', 'ionos'],
  ['.kundenserver.de', 'ionos'],
  ['.mimecast.com', 'mimecast'],
  ['.pphosted.com', 'proofpoint'],
  ['.ppe-hosted.com', 'proofpoint'],
  ['.iphmx.com', 'cisco'],
  ['.barracudanetworks.com', 'barracuda'],
];

const providerByDomain = new Map<string, string>(
  Object.entries(domainsByProvider).flatMap(([provider, domains]) =>
    domains.map((domain) => [domain, provider] as const),
  ),
);

/** The provider of a well-known consumer domain, without DNS; null for any other domain. */
export function knownProviderOfDomain(domain: string | null): string | null {
  return domain === null ? null : (providerByDomain.get(domain) ?? null);
}

export function knownDomainsOf(provider: string): readonly string[] {
  return domainsByProvider[provider] ?? [];
}

/**
 * The provider behind an MX host: a suffix rule, or else the host's organisational domain
 * (`mx1.mail.example.net` -> `example.net`), which groups self-hosted and smaller providers.
 */
export function providerOfMxHost(host: string): string {
  const name = (host.endsWith('.') ? host.slice(0, -1) : host).toLowerCase();
  for (const [suffix, provider] of mxSuffixes) {
    if (name.endsWith(suffix) || name === suffix.slice(1)) return provider;
  }
  return organisationalDomain(name);
}

/** Second-level labels under which registrations happen (co.uk, com.au...): a short list. */
const publicSecondLevels = new Set([
  'co',
  'com',
  'net',
  'org',
  'ac',
  'gov',
  'edu',
  'ne',
  'or',
  'gv',
]);

export function organisationalDomain(host: string): string {
  const labels = host.split('.').filter((label) => label !== '');
  if (labels.length <= 2) return labels.join('.');
  const tld = labels[labels.length - 1] ?? '';
  const second = labels[labels.length - 2] ?? '';
  const keep = tld.length === 2 && publicSecondLevels.has(second) ? 3 : 2;
  return labels.slice(-keep).join('.');
}
