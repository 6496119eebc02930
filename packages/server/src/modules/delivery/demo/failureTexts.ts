// Bounce and deferral answers of the demo traffic, modelled on what these providers really
// answer (wording, enhanced codes, their rule codes such as S3150, TSS04, OFR_416, and the
// variable parts: recipient, sending IP, server names, ids), so the templates and categories
// of Top Bounces / Top Deferrals look like a real account's. Each answer comes with the
// category PowerMTA would log for it.
import type { BounceCategory } from '@console/contract';
import type { Random } from './random.ts';

export interface FailureText {
  category: BounceCategory;
  dsnStatus: string;
  text: string;
}

export type BounceKind = 'badMailbox' | 'inactive' | 'quota' | 'block';

interface Context {
  recipient: string;
  domain: string;
  ip: string;
  random: Random;
}

const hex = (random: Random, length: number) =>
  Array.from({ length }, () => '0123456789ABCDEF'[random.int(16)]).join('');
const gsmtpId = (random: Random) =>
  `${hex(random, 13).toLowerCase()}-${random.int(9e5) + 1e5}si${random.int(9e6) + 1e6}qkb.${random.int(900) + 100} - gsmtp`;
const microsoftHost = (random: Random) =>
  `${random.pick(['AM4PEPF', 'DM6NAM11FT', 'BN8NAM12FT'])}${hex(random, 6)}.eop-nam11.prod.protection.outlook.com`;
const yahooHost = (random: Random) =>
  `mta${random.int(9000) + 1000}.mail.${random.pick(['bf1', 'gq1', 'ne1'])}.yahoo.com`;

type Texts = Partial<Record<BounceKind | 'deferral', (context: Context) => FailureText>>;

const generic: Required<Texts> = {
  badMailbox: ({ recipient }) => ({
    category: 'bad-mailbox',
    dsnStatus: '5.1.1',
    text: `550 5.1.1 <${recipient}>: Recipient address rejected: User unknown in virtual mailbox table`,
  }),
  inactive: ({ recipient }) => ({
    category: 'inactive-mailbox',
    dsnStatus: '5.2.1',
    text: `550 5.2.1 <${recipient}>: Mailbox disabled, not accepting messages`,
  }),
  quota: ({ recipient }) => ({
    category: 'quota-issues',
    dsnStatus: '5.2.2',
    text: `552 5.2.2 <${recipient}>: Mailbox is full / Blocks limit exceeded`,
  }),
  block: ({ ip }) => ({
    category: 'spam-related',
    dsnStatus: '5.7.1',
    text: `554 5.7.1 Service unavailable; Client host [${ip}] blocked using zen.spamhaus.org; https://www.spamhaus.org/query/ip/${ip}`,
  }),
  deferral: ({ recipient, domain, random }) =>
    random.chance(0.5)
      ? {
          category: 'policy-related',
          dsnStatus: '4.2.0',
          text: `450 4.2.0 <${recipient}>: Recipient address rejected: Greylisted, see http://postgrey.schweikert.ch/help/${domain}.html`,
        }
      : {
          category: 'policy-related',
          dsnStatus: '4.7.0',
          text: '421 4.7.0 Too many concurrent SMTP connections; please try again later',
        },
};

const unitedInternet: Texts = {
  badMailbox: () => ({
    category: 'bad-mailbox',
    dsnStatus: '5.0.0',
    text: '550 Requested action not taken: mailbox unavailable',
  }),
  block: ({ random }) => ({
    category: 'spam-related',
    dsnStatus: '5.0.0',
    text: `554-gmx.net (mxgmx${random.int(900) + 100}) Nemesis ESMTP Service not available 554-No SMTP service 554-IP address is block listed. 554 For explanation visit https://www.gmx.net/mail/senderguidelines?c=bl`,
  }),
  deferral: ({ ip, random }) => ({
    category: 'policy-related',
    dsnStatus: '4.0.0',
    text: `421-gmx.net (mxgmx${random.int(900) + 100}) Nemesis ESMTP Service not available 421-Service unavailable 421-Reject due to policy restrictions. 421 For explanation visit https://postmaster.gmx.net/en/error-messages?ip=${ip}&c=sp`,
  }),
};

const byProvider: Readonly<Record<string, Texts>> = {
  gmx: unitedInternet,
  webde: unitedInternet,
  google: {
    badMailbox: ({ random }) => ({
      category: 'bad-mailbox',
      dsnStatus: '5.1.1',
      text: `550-5.1.1 The email account that you tried to reach does not exist. Please try 550-5.1.1 double-checking the recipient's email address for typos or 550-5.1.1 unnecessary spaces. For more information, go to 550 5.1.1  https://support.google.com/mail/?p=NoSuchUser ${gsmtpId(random)}`,
    }),
    inactive: ({ random }) => ({
      category: 'inactive-mailbox',
      dsnStatus: '5.2.1',
      text: `550-5.2.1 The email account that you tried to reach is inactive. For more information, go to 550 5.2.1  https://support.google.com/mail/?p=DisabledUser ${gsmtpId(random)}`,
    }),
    quota: ({ random }) => ({
      category: 'quota-issues',
      dsnStatus: '5.2.2',
      text: `552-5.2.2 The email account that you tried to reach is over quota. For more information, go to 552 5.2.2  https://support.google.com/mail/?p=OverQuotaTemp ${gsmtpId(random)}`,
    }),
    block: ({ ip, random }) => ({
      category: 'spam-related',
      dsnStatus: '5.7.1',
      text: `550-5.7.1 [${ip}] Our system has detected that this message is 550-5.7.1 likely unsolicited mail. To reduce the amount of spam sent to Gmail, 550-5.7.1 this message has been blocked. For more information, go to 550 5.7.1  https://support.google.com/mail/?p=UnsolicitedMessageError ${gsmtpId(random)}`,
    }),
    deferral: ({ ip, random }) =>
      random.chance(0.6)
        ? {
            category: 'spam-related',
            dsnStatus: '4.7.28',
            text: `421-4.7.28 [${ip}] Our system has detected an unusual rate of unsolicited mail originating from your IP address. To protect our users from spam, mail sent from your IP address has been temporarily rate limited. For more information, go to 421 4.7.28  https://support.google.com/mail/?p=UnsolicitedRateLimitError ${gsmtpId(random)}`,
          }
        : {
            category: 'policy-related',
            dsnStatus: '4.2.1',
            text: `450-4.2.1 The user you are trying to contact is receiving mail at a rate that 450-4.2.1 prevents additional messages from being delivered. For more information, go to 450 4.2.1  https://support.google.com/mail/?p=ReceivingRate ${gsmtpId(random)}`,
          },
  },
  outlook: {
    badMailbox: ({ random }) => ({
      category: 'bad-mailbox',
      dsnStatus: '5.5.0',
      text: `550 5.5.0 Requested action not taken: mailbox unavailable (S2017062302). [${microsoftHost(random)}]`,
    }),
    block: ({ ip, random }) => ({
      category: 'spam-related',
      dsnStatus: '5.7.1',
      text: `550 5.7.1 Unfortunately, messages from [${ip}] weren't sent. Please contact your Internet service provider since part of their network is on our block list (S3150). You can also refer your provider to http://mail.live.com/mail/troubleshooting.aspx#errors. [${microsoftHost(random)}]`,
    }),
    deferral: ({ ip, random }) => ({
      category: 'spam-related',
      dsnStatus: '4.7.650',
      text: `451 4.7.650 The mail server [${ip}] has been temporarily rate limited due to IP reputation. For e-mail delivery information, see https://postmaster.live.com (S775) [${microsoftHost(random)}]`,
    }),
  },
  office365: {
    badMailbox: ({ random }) => ({
      category: 'bad-mailbox',
      dsnStatus: '5.4.1',
      text: `550 5.4.1 Recipient address rejected: Access denied. AS(201806281) [${microsoftHost(random)}]`,
    }),
    block: ({ ip, random }) => ({
      category: 'spam-related',
      dsnStatus: '5.7.606',
      text: `550 5.7.606 Access denied, banned sending IP [${ip}]. To request removal from this list please visit https://sender.office.com/ and follow the directions. AS(1430) [${microsoftHost(random)}]`,
    }),
    deferral: ({ ip, random }) => ({
      category: 'policy-related',
      dsnStatus: '4.7.500',
      text: `451 4.7.500 Server busy. Please try again later from [${ip}]. (S77714) [${microsoftHost(random)}]`,
    }),
  },
  yahoo: {
    badMailbox: ({ recipient, domain, random }) => ({
      category: 'bad-mailbox',
      dsnStatus: '5.0.0',
      text: `554 delivery error: dd This user doesn't have a ${domain} account (${recipient}) [0] - ${yahooHost(random)}`,
    }),
    inactive: ({ recipient, random }) => ({
      category: 'inactive-mailbox',
      dsnStatus: '5.0.0',
      text: `554 delivery error: dd Sorry your message to ${recipient} cannot be delivered. This mailbox is disabled (554.30). - ${yahooHost(random)}`,
    }),
    block: ({ ip }) => ({
      category: 'spam-related',
      dsnStatus: '5.7.2',
      text: `553 5.7.2 [TSS09] All messages from ${ip} will be permanently deferred; Retrying will NOT succeed. See https://postmaster.yahooinc.com/error-codes`,
    }),
    deferral: ({ ip }) => ({
      category: 'spam-related',
      dsnStatus: '4.7.0',
      text: `421 4.7.0 [TSS04] Messages from ${ip} temporarily deferred due to unexpected volume or user complaints - 4.16.55.1; see https://postmaster.yahooinc.com/error-codes`,
    }),
  },
  apple: {
    badMailbox: ({ recipient }) => ({
      category: 'bad-mailbox',
      dsnStatus: '5.1.1',
      text: `550 5.1.1 <${recipient}>: user does not exist`,
    }),
    block: () => ({
      category: 'spam-related',
      dsnStatus: '5.7.1',
      text: '554 5.7.1 [CS01] Message rejected due to local policy. Please visit https://support.apple.com/en-us/HT204137',
    }),
  },
  orange: {
    badMailbox: () => ({
      category: 'bad-mailbox',
      dsnStatus: '5.1.1',
      text: '550 5.1.1 Adresse d au moins un destinataire invalide. Invalid recipient. OFR_416 [416]',
    }),
    quota: () => ({
      category: 'quota-issues',
      dsnStatus: '5.2.2',
      text: '552 5.2.2 Boite du destinataire pleine. Recipient overquota. OFR_417 [417]',
    }),
    deferral: ({ random }) => ({
      category: 'policy-related',
      dsnStatus: '4.0.0',
      text: `421 mwinf${random.int(9)}c${random.int(90) + 10} ME Trop de connexions, veuillez verifier votre configuration. Too many connections, slow down. OFR005_104 [104]`,
    }),
  },
  comcast: {
    badMailbox: ({ recipient }) => ({
      category: 'bad-mailbox',
      dsnStatus: '5.1.1',
      text: `550 5.1.1 <${recipient}> Not our Customer`,
    }),
    block: ({ ip, random }) => ({
      category: 'spam-related',
      dsnStatus: '5.0.0',
      text: `554 resimta-po-${random.int(90) + 10}v.sys.comcast.net comcast ${ip} found on one or more DNSBLs, see http://postmaster.comcast.net/smtp-error-codes.php#BL000010`,
    }),
  },
  tonline: {
    block: ({ ip }) => ({
      category: 'spam-related',
      dsnStatus: '5.0.0',
      text: `554 IP=${ip} - A problem occurred. (Ask your postmaster for help or to contact tosa@rx.t-online.de to clarify.) (BL)`,
    }),
  },
};

export function bounceText(kind: BounceKind, provider: string, context: Context): FailureText {
  return (byProvider[provider]?.[kind] ?? generic[kind])(context);
}

export function deferralText(provider: string, context: Context): FailureText {
  return (byProvider[provider]?.deferral ?? generic.deferral)(context);
}

export function badDomainText(domain: string): FailureText {
  return {
    category: 'bad-domain',
    dsnStatus: '5.1.2',
    text: `550 5.1.2 Host or domain name not found. Name service error for name=${domain} type=MX: Host not found`,
  };
}
