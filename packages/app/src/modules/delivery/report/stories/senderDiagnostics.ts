// What the story sender's receivers answer: bounce and deferral templates as the server
// normalises them, with a real example each, and how each mailbox provider's bounces and
// deferrals split between them.
import type { BounceCategory } from '@console/contract';

export interface Template {
  template: string;
  example: string;
  dsn: string | null;
  category: BounceCategory;
}

export const bounceTemplates: Record<string, Template> = {
  gmailUnknown: {
    template:
      "550 5.1.1 The email account that you tried to reach does not exist. Please try double-checking the recipient's email address for typos or {url} {id} - gsmtp",
    example:
      "550-5.1.1 The email account that you tried to reach does not exist. Please try 550-5.1.1 double-checking the recipient's email address for typos or 550 5.1.1  https://support.google.com/mail/?p=NoSuchUser 41be03b00d2f7-5e8dc54d3c0si123456a12.345 - gsmtp",
    dsn: '5.1.1',
    category: 'bad-mailbox',
  },
  gmailUnauthenticated: {
    template:
      '550 5.7.26 This mail has been blocked because the sender is unauthenticated. Gmail requires all senders to authenticate with either SPF or DKIM. {url} {id} - gsmtp',
    example:
      '550-5.7.26 This mail has been blocked because the sender is unauthenticated. 550-5.7.26 Gmail requires all senders to authenticate with either SPF or DKIM. 550 5.7.26  https://support.google.com/mail/answer/81126#authentication 5b1f17b1804b1-4314c2b3a1esi1234567f.412 - gsmtp',
    dsn: '5.7.26',
    category: 'policy-related',
  },
  outlookUnavailable: {
    template: '550 5.5.0 Requested action not taken: mailbox unavailable (S2017062302). [{host}]',
    example:
      '550 5.5.0 Requested action not taken: mailbox unavailable (S2017062302). [AM4PEPF00027A5F.eurprd04.prod.outlook.com 2026-11-19T08:14:22.000Z 08DD0A11C2D3E4F5]',
    dsn: '5.5.0',
    category: 'bad-mailbox',
  },
  outlookBlocked: {
    template:
      "550 5.7.1 Unfortunately, messages from [{ip}] weren't sent. (S3150). [{host} {time} {id}]",
    example:
      "550 5.7.1 Unfortunately, messages from [198.51.100.7] weren't sent. Please contact your Internet service provider since part of their network is on our block list (S3150). [DB5PEPF00014B8E.eurprd02.prod.outlook.com 2026-11-19T09:02:51.000Z 08DD0A11C2D3E4F5]",
    dsn: '5.7.1',
    category: 'spam-related',
  },
  yahooDisabled: {
    template: '554 delivery error: dd This mailbox is disabled (554.30). - {host}',
    example:
      '554 delivery error: dd This mailbox is disabled (554.30). - mta4215.mail.bf1.yahoo.com',
    dsn: null,
    category: 'inactive-mailbox',
  },
  yahooSpamhaus: {
    template:
      "553 5.7.1 [BL21] Connections will not be accepted from {ip}, because the ip is in Spamhaus's list; see {url}",
    example:
      "553 5.7.1 [BL21] Connections will not be accepted from 198.51.100.7, because the ip is in Spamhaus's list; see https://postmaster.yahooinc.com/error-codes",
    dsn: '5.7.1',
    category: 'spam-related',
  },
  orangeInvalid: {
    template:
      '550 5.1.1 Adresse d au moins un destinataire invalide. Invalid recipient. OFR_416 [416]',
    example:
      '550 5.1.1 Adresse d au moins un destinataire invalide. Invalid recipient. OFR_416 [416]',
    dsn: '5.1.1',
    category: 'bad-mailbox',
  },
  userUnknown: {
    template:
      '550 5.1.1 <{email}>: Recipient address rejected: User unknown in local recipient table',
    example:
      '550 5.1.1 <j.dupont@free.fr>: Recipient address rejected: User unknown in local recipient table',
    dsn: '5.1.1',
    category: 'bad-mailbox',
  },
  quota: {
    template: '552 5.2.2 Mailbox size {n} exceeds quota of user "{q}"',
    example: '552 5.2.2 Mailbox size 2147483648 exceeds quota of user "m.leroy"',
    dsn: '5.2.2',
    category: 'quota-issues',
  },
  spamhaus: {
    template: '554 5.7.1 Service unavailable; Client host [{ip}] blocked using zen.spamhaus.org',
    example:
      '554 5.7.1 Service unavailable; Client host [198.51.100.7] blocked using zen.spamhaus.org',
    dsn: '5.7.1',
    category: 'spam-related',
  },
  mailboxUnavailable: {
    template: '550 5.1.1 Requested action not taken: mailbox unavailable',
    example: '550 5.1.1 Requested action not taken: mailbox unavailable',
    dsn: '5.1.1',
    category: 'bad-mailbox',
  },
};

export const deferralTemplates: Record<string, Template> = {
  orangeConnections: {
    template: '421 {id} ME Trop de connexions. Too many connections, slow down. OFR005_104 [104]',
    example:
      '421 mwinf5c12 ME Trop de connexions. Too many connections, slow down. OFR005_104 [104]',
    dsn: null,
    category: 'policy-related',
  },
  yahooTss04: {
    template:
      '421 4.7.0 [TSS04] Messages from {ip} temporarily deferred due to unexpected volume or user complaints - {ip}; see {url}',
    example:
      '421 4.7.0 [TSS04] Messages from 192.0.2.11 temporarily deferred due to unexpected volume or user complaints - 4.16.55.1; see https://postmaster.yahooinc.com/error-codes',
    dsn: '4.7.0',
    category: 'policy-related',
  },
  outlookRateLimited: {
    template:
      '451 4.7.650 The mail server [{ip}] has been temporarily rate limited due to IP reputation. (S775) [MxId={id}] [{host}]',
    example:
      '451 4.7.650 The mail server [192.0.2.10] has been temporarily rate limited due to IP reputation. For e-mail delivery information, see https://postmaster.live.com (S775) [MxId=11BA6C2C47E32C41] [DM3NAM02FT041.eop-nam02.prod.protection.outlook.com]',
    dsn: '4.7.650',
    category: 'policy-related',
  },
  gmailRateLimited: {
    template:
      '421 4.7.28 [{ip} 15] Our system has detected an unusual rate of unsolicited mail originating from your IP address. {url} {id} - gsmtp',
    example:
      '421-4.7.28 [192.0.2.10      15] Our system has detected an unusual rate of 421-4.7.28 unsolicited mail originating from your IP address. 421 4.7.28  https://support.google.com/mail/?p=UnsolicitedRateLimitError 6a1803df08f44-6d8b1a2c3e4si123456d6.99 - gsmtp',
    dsn: '4.7.28',
    category: 'spam-related',
  },
  gmailOverQuota: {
    template:
      "452 4.2.2 The recipient's inbox is out of storage space. Please direct the recipient to {url} {id} - gsmtp",
    example:
      "452-4.2.2 The recipient's inbox is out of storage space. Please direct the 452-4.2.2 recipient to 452 4.2.2  https://support.google.com/mail/?p=OverQuotaTemp 98e67ed59e1d1-2e2e4a1b2c3si1234567a91.88 - gsmtp",
    dsn: '4.2.2',
    category: 'quota-issues',
  },
  greylisted: {
    template: '450 4.7.1 <{email}>: Recipient address rejected: Greylisted, see {url}',
    example:
      '450 4.7.1 <c.martin@free.fr>: Recipient address rejected: Greylisted, see http://postgrey.schweikert.ch/help/free.fr.html',
    dsn: '4.7.1',
    category: 'other',
  },
  serviceUnavailable: {
    template: '421 4.3.2 Service not available, closing transmission channel',
    example: '421 4.3.2 Service not available, closing transmission channel',
    dsn: '4.3.2',
    category: 'bad-connection',
  },
};

/** Per provider: the share of its bounces (and deferrals) each template takes. */
export const bounceMix: Record<string, [keyof typeof bounceTemplates, number][]> = {
  google: [
    ['gmailUnknown', 0.86],
    ['gmailUnauthenticated', 0.14],
  ],
  outlook: [
    ['outlookUnavailable', 0.64],
    ['outlookBlocked', 0.36],
  ],
  yahoo: [
    ['yahooDisabled', 0.71],
    ['yahooSpamhaus', 0.29],
  ],
  orange: [
    ['orangeInvalid', 0.79],
    ['quota', 0.21],
  ],
  free: [
    ['userUnknown', 0.82],
    ['quota', 0.18],
  ],
  sfr: [
    ['userUnknown', 0.77],
    ['quota', 0.23],
  ],
  laposte: [
    ['userUnknown', 0.74],
    ['quota', 0.26],
  ],
  webde: [
    ['spamhaus', 0.48],
    ['mailboxUnavailable', 0.52],
  ],
  gmx: [
    ['spamhaus', 0.44],
    ['mailboxUnavailable', 0.56],
  ],
  tonline: [
    ['mailboxUnavailable', 0.69],
    ['spamhaus', 0.31],
  ],
};

export const deferralMix: Record<string, [keyof typeof deferralTemplates, number][]> = {
  google: [
    ['gmailRateLimited', 0.58],
    ['gmailOverQuota', 0.42],
  ],
  outlook: [['outlookRateLimited', 1]],
  yahoo: [['yahooTss04', 1]],
  orange: [['orangeConnections', 1]],
  free: [
    ['greylisted', 0.73],
    ['serviceUnavailable', 0.27],
  ],
  sfr: [['serviceUnavailable', 1]],
  laposte: [['serviceUnavailable', 1]],
  webde: [['serviceUnavailable', 1]],
  gmx: [['serviceUnavailable', 1]],
  tonline: [['serviceUnavailable', 1]],
};
