// Who a mid-size B2C sender (EU and US lists) mails and how each mailbox provider treats it.
// Shares follow the usual split of such lists (Gmail about a third, Microsoft and Yahoo/AOL
// about an eighth each, Apple iCloud, the big German and French ISPs, US cable ISPs, company
// domains on Microsoft 365 and Google Workspace, and a long tail). Rates are per message and
// sit in the bands deliverability teams see for a reasonably clean list: hard bounces under
// 1 %, deferrals of a few percent at Yahoo and Microsoft, complaints only where a feedback
// loop exists (Gmail has none per message).

export interface ProviderProfile {
  id: string;
  share: number;
  /** receiving domains with their weight inside the provider */
  domains: readonly (readonly [string, number])[];
  mx: string;
  mxIp: string;
  /** per message: the address does not exist / is disabled / is over quota */
  badMailbox: number;
  inactive: number;
  quota: number;
  /** per message: refused for reputation (blocklist, IP block) */
  block: number;
  /** per message: deferred at least once */
  deferral: number;
  /** per delivered message: a person opens it */
  openRate: number;
  /** share of recipients reading in Apple Mail with Privacy Protection */
  mppShare: number;
  /** per delivered message: a feedback-loop complaint */
  complaintRate: number;
  /** per delivered message: a security gateway fetches images right after delivery */
  scannerRate: number;
}

export const providerProfiles: readonly ProviderProfile[] = [
  {
    id: 'google',
    share: 0.34,
    domains: [
      ['gmail.com', 97],
      ['googlemail.com', 3],
    ],
    mx: 'gmail-smtp-in.l.google.com',
    mxIp: '142.250.102.27',
    badMailbox: 0.004,
    inactive: 0.001,
    quota: 0.0008,
    block: 0.0004,
    deferral: 0.012,
    openRate: 0.24,
    mppShare: 0.2,
    complaintRate: 0,
    scannerRate: 0,
  },
  {
    id: 'outlook',
    share: 0.13,
    domains: [
      ['hotmail.com', 45],
      ['outlook.com', 30],
      ['live.com', 15],
      ['msn.com', 5],
      ['hotmail.fr', 5],
    ],
    mx: 'hotmail-com.olc.protection.outlook.com',
    mxIp: '52.101.42.7',
    badMailbox: 0.006,
    inactive: 0.0015,
    quota: 0.0003,
    block: 0.002,
    deferral: 0.04,
    openRate: 0.18,
    mppShare: 0.15,
    complaintRate: 0.0008,
    scannerRate: 0,
  },
  {
    id: 'yahoo',
    share: 0.12,
    domains: [
      ['yahoo.com', 55],
      ['aol.com', 25],
      ['yahoo.fr', 8],
      ['ymail.com', 7],
      ['yahoo.co.uk', 5],
    ],
    mx: 'mta5.am0.yahoodns.net',
    mxIp: '67.195.204.72',
    badMailbox: 0.009,
    inactive: 0.003,
    quota: 0.0005,
    block: 0.0008,
    deferral: 0.06,
    openRate: 0.15,
    mppShare: 0.25,
    complaintRate: 0.0012,
    scannerRate: 0,
  },
  {
    id: 'apple',
    share: 0.07,
    domains: [
      ['icloud.com', 70],
      ['me.com', 20],
      ['mac.com', 10],
    ],
    mx: 'mx01.mail.icloud.com',
    mxIp: '17.57.152.5',
    badMailbox: 0.005,
    inactive: 0.0005,
    quota: 0.001,
    block: 0.0005,
    deferral: 0.01,
    openRate: 0.25,
    mppShare: 0.9,
    complaintRate: 0,
    scannerRate: 0,
  },
  {
    id: 'office365',
    share: 0.07,
    domains: [
      ['northwind-traders.com', 30],
      ['contoso-group.com', 25],
      ['fabrikam-industries.com', 25],
      ['adatum-partners.com', 20],
    ],
    mx: 'northwind-traders-com.mail.protection.outlook.com',
    mxIp: '52.101.68.12',
    badMailbox: 0.008,
    inactive: 0,
    quota: 0.0002,
    block: 0.001,
    deferral: 0.02,
    openRate: 0.2,
    mppShare: 0.15,
    complaintRate: 0,
    scannerRate: 0.3,
  },
  {
    id: 'gmx',
    share: 0.035,
    domains: [
      ['gmx.de', 70],
      ['gmx.net', 30],
    ],
    mx: 'mx00.emig.gmx.net',
    mxIp: '212.227.17.8',
    badMailbox: 0.007,
    inactive: 0.001,
    quota: 0.002,
    block: 0.0005,
    deferral: 0.02,
    openRate: 0.2,
    mppShare: 0.1,
    complaintRate: 0,
    scannerRate: 0,
  },
  {
    id: 'webde',
    share: 0.025,
    domains: [['web.de', 100]],
    mx: 'mx-ha03.web.de',
    mxIp: '212.227.15.41',
    badMailbox: 0.007,
    inactive: 0.001,
    quota: 0.002,
    block: 0.0005,
    deferral: 0.02,
    openRate: 0.2,
    mppShare: 0.1,
    complaintRate: 0,
    scannerRate: 0,
  },
  {
    id: 'orange',
    share: 0.03,
    domains: [
      ['orange.fr', 75],
      ['wanadoo.fr', 25],
    ],
    mx: 'smtp-in.orange.fr',
    mxIp: '193.252.22.65',
    badMailbox: 0.008,
    inactive: 0.001,
    quota: 0.003,
    block: 0.0005,
    deferral: 0.05,
    openRate: 0.18,
    mppShare: 0.15,
    complaintRate: 0,
    scannerRate: 0,
  },
  {
    id: 'free',
    share: 0.015,
    domains: [['free.fr', 100]],
    mx: 'mx1.free.fr',
    mxIp: '212.27.48.6',
    badMailbox: 0.008,
    inactive: 0.001,
    quota: 0.002,
    block: 0.0005,
    deferral: 0.02,
    openRate: 0.18,
    mppShare: 0.15,
    complaintRate: 0,
    scannerRate: 0,
  },
  {
    id: 'tonline',
    share: 0.015,
    domains: [['t-online.de', 100]],
    mx: 'mx00.t-online.de',
    mxIp: '194.25.134.8',
    badMailbox: 0.006,
    inactive: 0.001,
    quota: 0.001,
    block: 0.001,
    deferral: 0.02,
    openRate: 0.2,
    mppShare: 0.1,
    complaintRate: 0,
    scannerRate: 0,
  },
  {
    id: 'comcast',
    share: 0.03,
    domains: [['comcast.net', 100]],
    mx: 'mx1.comcast.net',
    mxIp: '96.114.157.80',
    badMailbox: 0.007,
    inactive: 0.001,
    quota: 0.0005,
    block: 0.0008,
    deferral: 0.02,
    openRate: 0.17,
    mppShare: 0.2,
    complaintRate: 0.001,
    scannerRate: 0,
  },
  {
    id: 'att',
    share: 0.015,
    domains: [
      ['att.net', 70],
      ['bellsouth.net', 30],
    ],
    mx: 'ff-ip4-mx-vip1.prodigy.net',
    mxIp: '144.160.159.21',
    badMailbox: 0.009,
    inactive: 0.002,
    quota: 0.0005,
    block: 0.0008,
    deferral: 0.03,
    openRate: 0.15,
    mppShare: 0.2,
    complaintRate: 0.001,
    scannerRate: 0,
  },
  {
    id: 'google',
    share: 0.03,
    domains: [
      ['tailspin-toys.io', 50],
      ['wingtip-labs.com', 50],
    ],
    mx: 'aspmx.l.google.com',
    mxIp: '142.250.27.27',
    badMailbox: 0.008,
    inactive: 0.002,
    quota: 0.0003,
    block: 0.0003,
    deferral: 0.01,
    openRate: 0.22,
    mppShare: 0.2,
    complaintRate: 0,
    scannerRate: 0.1,
  },
  {
    id: 'example-mail.net',
    share: 0.043,
    domains: [
      ['lakeside-mail.example', 40],
      ['old-isp.example', 35],
      ['family-smith.example', 25],
    ],
    mx: 'mx1.example-mail.net',
    mxIp: '203.0.113.25',
    badMailbox: 0.015,
    inactive: 0.004,
    quota: 0.004,
    block: 0.001,
    deferral: 0.03,
    openRate: 0.14,
    mppShare: 0.2,
    complaintRate: 0,
    scannerRate: 0.05,
  },
];

/** Mistyped domains on the list: no MX, so every message bounces as bad-domain. */
export const typoDomains: readonly string[] = ['gmial.com', 'hotmial.com', 'yaho.com', 'gmail.con'];
export const typoShare = 0.002;
