// The story sender's receiving domains: volume per day and the rates each mailbox provider gives
// this sender (Orange throttles, Yahoo defers and disables old mailboxes, Gmail is clean).

export interface DomainProfile {
  domain: string;
  provider: string;
  sent: number;
  bounceRate: number;
  deferredRate: number;
  openRate: number;
  /** Mean seconds to delivery. */
  delay: number;
}

export const providerLabels: Record<string, string> = {
  google: 'Google',
  outlook: 'Outlook.com',
  yahoo: 'Yahoo',
  orange: 'Orange',
  free: 'Free',
  sfr: 'SFR',
  laposte: 'La Poste',
  webde: 'WEB.DE',
  gmx: 'GMX',
  tonline: 'T-Online',
};

export const domainProfiles: DomainProfile[] = [
  {
    domain: 'gmail.com',
    provider: 'google',
    sent: 61_240,
    bounceRate: 0.0041,
    deferredRate: 0.021,
    openRate: 0.262,
    delay: 4,
  },
  {
    domain: 'googlemail.com',
    provider: 'google',
    sent: 2_210,
    bounceRate: 0.0095,
    deferredRate: 0.018,
    openRate: 0.214,
    delay: 5,
  },
  {
    domain: 'orange.fr',
    provider: 'orange',
    sent: 21_540,
    bounceRate: 0.0142,
    deferredRate: 0.118,
    openRate: 0.241,
    delay: 412,
  },
  {
    domain: 'outlook.com',
    provider: 'outlook',
    sent: 14_320,
    bounceRate: 0.0121,
    deferredRate: 0.047,
    openRate: 0.188,
    delay: 38,
  },
  {
    domain: 'hotmail.com',
    provider: 'outlook',
    sent: 12_870,
    bounceRate: 0.0187,
    deferredRate: 0.052,
    openRate: 0.171,
    delay: 41,
  },
  {
    domain: 'free.fr',
    provider: 'free',
    sent: 9_870,
    bounceRate: 0.0168,
    deferredRate: 0.064,
    openRate: 0.226,
    delay: 96,
  },
  {
    domain: 'hotmail.fr',
    provider: 'outlook',
    sent: 9_650,
    bounceRate: 0.0159,
    deferredRate: 0.049,
    openRate: 0.182,
    delay: 36,
  },
  {
    domain: 'yahoo.com',
    provider: 'yahoo',
    sent: 8_930,
    bounceRate: 0.0213,
    deferredRate: 0.071,
    openRate: 0.158,
    delay: 127,
  },
  {
    domain: 'web.de',
    provider: 'webde',
    sent: 8_760,
    bounceRate: 0.0132,
    deferredRate: 0.012,
    openRate: 0.247,
    delay: 9,
  },
  {
    domain: 'gmx.de',
    provider: 'gmx',
    sent: 7_940,
    bounceRate: 0.0128,
    deferredRate: 0.011,
    openRate: 0.239,
    delay: 8,
  },
  {
    domain: 'yahoo.fr',
    provider: 'yahoo',
    sent: 7_410,
    bounceRate: 0.0236,
    deferredRate: 0.076,
    openRate: 0.149,
    delay: 131,
  },
  {
    domain: 'wanadoo.fr',
    provider: 'orange',
    sent: 6_230,
    bounceRate: 0.0311,
    deferredRate: 0.109,
    openRate: 0.196,
    delay: 398,
  },
  {
    domain: 'sfr.fr',
    provider: 'sfr',
    sent: 5_480,
    bounceRate: 0.0224,
    deferredRate: 0.033,
    openRate: 0.204,
    delay: 61,
  },
  {
    domain: 'laposte.net',
    provider: 'laposte',
    sent: 4_120,
    bounceRate: 0.0197,
    deferredRate: 0.029,
    openRate: 0.231,
    delay: 55,
  },
  {
    domain: 't-online.de',
    provider: 'tonline',
    sent: 3_560,
    bounceRate: 0.0089,
    deferredRate: 0.024,
    openRate: 0.219,
    delay: 17,
  },
  {
    domain: 'live.fr',
    provider: 'outlook',
    sent: 3_120,
    bounceRate: 0.0263,
    deferredRate: 0.051,
    openRate: 0.164,
    delay: 39,
  },
  {
    domain: 'gmx.net',
    provider: 'gmx',
    sent: 2_310,
    bounceRate: 0.0141,
    deferredRate: 0.01,
    openRate: 0.228,
    delay: 9,
  },
];
