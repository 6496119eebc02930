// The rules that put a bounce or deferral into one of PowerMTA's 17 categories when the source
// gives none. Three tiers, checked in order:
//   1. providerRules: answers of named mailbox providers, MTAs and blocklists whose wording or
//      rule code decides the category even against the status code (Microsoft's DBEB answers
//      5.4.1, which alone would read as "no answer from host");
//   2. statusCategories: RFC 3463 enhanced codes whose meaning is unambiguous (x.1.1, x.2.2...);
//   3. textRules: wording used across servers, most specific first.
// Each rule carries a real-world example (addresses and IPs replaced by documentation ones); a
// test runs every example through the classifier, so the table cannot drift from its examples.
import type { BounceCategory } from '@console/contract';

export interface BounceRule {
  category: BounceCategory;
  pattern: RegExp;
  example: string;
}

export const providerRules: readonly BounceRule[] = [
  // Microsoft (outlook.com consumer and Exchange Online)
  {
    category: 'spam-related',
    pattern: /\bS3150\b|\bS3140\b|part of their network is on our block list/i,
    example:
      "550 5.7.1 Unfortunately, messages from [192.0.2.10] weren't sent. Please contact your Internet service provider since part of their network is on our block list (S3150). You can also refer your provider to http://mail.live.com/mail/troubleshooting.aspx#errors.",
  },
  {
    category: 'spam-related',
    pattern: /5\.7\.708|traffic not accepted from this IP/i,
    example:
      '550 5.7.708 Service unavailable. Access denied, traffic not accepted from this IP. For more information please go to http://go.microsoft.com/fwlink/?LinkId=526653',
  },
  {
    category: 'spam-related',
    pattern: /4\.7\.65[01]|rate limited due to IP reputation/i,
    example:
      '451 4.7.650 The mail server [192.0.2.10] has been temporarily rate limited due to IP reputation. For e-mail delivery information, see https://postmaster.live.com (S775)',
  },
  {
    category: 'spam-related',
    pattern: /5\.7\.6[0-4]\d|banned sending IP/i,
    example:
      '550 5.7.606 Access denied, banned sending IP [192.0.2.10]. To request removal from this list please visit https://sender.office.com/',
  },
  {
    category: 'policy-related',
    pattern: /5\.7\.509|does not pass DMARC/i,
    example:
      '550 5.7.509 Access denied, sending domain example.com does not pass DMARC verification and has a DMARC policy of reject.',
  },
  {
    category: 'policy-related',
    pattern: /Server busy\. Please try again later/i,
    example:
      '451 4.7.500 Server busy. Please try again later from [192.0.2.10]. (S77714) [DM6NAM11FT012.eop-nam11.prod.protection.outlook.com]',
  },
  {
    category: 'bad-mailbox',
    pattern: /Recipient address rejected: Access denied/i,
    example:
      '550 5.4.1 Recipient address rejected: Access denied. AS(201806281) [BN8NAM11FT040.eop-nam11.prod.protection.outlook.com]',
  },
  {
    category: 'bad-mailbox',
    pattern: /Requested action not taken: mailbox unavailable/i,
    example:
      '550 5.5.0 Requested action not taken: mailbox unavailable (S2017062302). [AM4PEPF00027A5F.eurprd04.prod.outlook.com]',
  },
  // Google (gmail.com and Workspace)
  {
    category: 'inactive-mailbox',
    pattern: /OverQuotaPerm|out of storage space and inactive|over quota and inactive/i,
    example:
      "552-5.2.2 The recipient's inbox is out of storage space and inactive. Please direct the recipient to https://support.google.com/mail/?p=OverQuotaPerm a1si123456qkb.123 - gsmtp",
  },
  {
    category: 'spam-related',
    pattern: /unusual rate of unsolicited mail|likely unsolicited mail|4\.7\.28\b/i,
    example:
      '421-4.7.28 [192.0.2.10] Our system has detected an unusual rate of unsolicited mail originating from your IP address. To protect our users from spam, mail sent from your IP address has been temporarily rate limited. https://support.google.com/mail/?p=UnsolicitedRateLimitError a1si123456qkb.123 - gsmtp',
  },
  {
    category: 'policy-related',
    pattern: /receiving mail (?:at a rate|too quickly)|ReceivingRate/i,
    example:
      '450-4.2.1 The user you are trying to contact is receiving mail at a rate that prevents additional messages from being delivered. Please resend your message at a later time. https://support.google.com/mail/?p=ReceivingRate a1si123456qkb.123 - gsmtp',
  },
  {
    category: 'content-related',
    pattern: /potential security issue|blocked because its content/i,
    example:
      '552-5.7.0 This message was blocked because its content presents a potential security issue. Please visit https://support.google.com/mail/?p=BlockedMessage to review our message content and attachment content guidelines. a1si123456qkb.123 - gsmtp',
  },
  {
    category: 'bad-configuration',
    pattern: /5\.7\.25\b|does not have a PTR record/i,
    example:
      '550-5.7.25 [192.0.2.10] The IP address sending this message does not have a PTR record setup, or the corresponding forward DNS entry does not point to the sending IP. https://support.google.com/mail/answer/81126#ip-practices a1si123456qkb.123 - gsmtp',
  },
  {
    category: 'policy-related',
    pattern: /5\.7\.2[67]\b|is unauthenticated|requires all senders to authenticate/i,
    example:
      '550-5.7.26 This mail has been blocked because the sender is unauthenticated. Gmail requires all senders to authenticate with either SPF or DKIM. Authentication results: DKIM = did not pass SPF [example.com] with ip: [192.0.2.10] = did not pass https://support.google.com/mail/answer/81126#authentication a1si123456qkb.123 - gsmtp',
  },
  // Yahoo and AOL
  {
    category: 'spam-related',
    pattern: /\[TSS0[1-9]\]|\[TS0[1-4]\]/,
    example:
      '421 4.7.0 [TSS04] Messages from 192.0.2.10 temporarily deferred due to unexpected volume or user complaints - 4.16.55.1; see https://postmaster.yahooinc.com/error-codes',
  },
  {
    category: 'inactive-mailbox',
    pattern: /This mailbox is disabled|\(554\.30\)/i,
    example:
      '554 delivery error: dd Sorry your message to john@yahoo.com cannot be delivered. This mailbox is disabled (554.30). - mta4215.mail.bf1.yahoo.com',
  },
  {
    category: 'bad-mailbox',
    pattern: /This user doesn't have an? \S+ account/i,
    example:
      "554 delivery error: dd This user doesn't have a yahoo.com account (john@yahoo.com) [0] - mta4215.mail.bf1.yahoo.com",
  },
  // Apple iCloud: CSxx and HMxx answers are its spam filter's decisions ("local policy")
  {
    category: 'spam-related',
    pattern: /\[(?:CS|HM)\d{2}\]/,
    example:
      '554 5.7.1 [CS01] Message rejected due to local policy. Please visit https://support.apple.com/en-us/HT204137',
  },
  // GMX and WEB.DE
  {
    category: 'spam-related',
    pattern: /IP address is (?:black|block) ?listed/i,
    example:
      '554-gmx.net (mxgmx116) Nemesis ESMTP Service not available 554-No SMTP service 554-IP address is block listed. 554 For explanation visit https://www.gmx.net/mail/senderguidelines?c=bl',
  },
  // Orange
  {
    category: 'policy-related',
    pattern: /Too many connections, slow down|\bOFR00?5_/i,
    example:
      '421 mwinf5c12 ME Trop de connexions, veuillez verifier votre configuration. Too many connections, slow down. OFR005_104 [104]',
  },
  {
    category: 'quota-issues',
    pattern: /Recipient overquota|\bOFR_417\b/i,
    example: '552 5.2.2 Boite du destinataire pleine. Recipient overquota. OFR_417 [417]',
  },
  // Comcast
  {
    category: 'bad-mailbox',
    pattern: /Not our Customer/i,
    example: '550 5.1.1 <john@comcast.net> Not our Customer',
  },
  {
    category: 'policy-related',
    pattern: /#RL\d{6}\b|\bRL\d{6}\b/,
    example:
      '421 4.2.1 resimta-po-13v.sys.comcast.net 192.0.2.10 Throttled - try again later. Please see http://postmaster.comcast.net/smtp-error-codes.php#RL000001',
  },
  // Postfix's own answer for a domain without MX or A (it uses 5.4.4, "unable to route")
  {
    category: 'bad-domain',
    pattern: /Host or domain name not found|Name service error for name=/i,
    example:
      '550 5.4.4 Host or domain name not found. Name service error for name=exampel.com type=MX: Host not found',
  },
  // Blocklists named in answers (Spamhaus, Spamcop, Barracuda, Proofpoint, Comcast's BL codes)
  {
    category: 'spam-related',
    pattern: /spamhaus|spamcop|barracudacentral|dnsbl|\bRBL\b|blocked using|#BL\d{6}\b/i,
    example:
      '554 5.7.1 Service unavailable; Client host [192.0.2.10] blocked using zen.spamhaus.org; https://www.spamhaus.org/query/ip/192.0.2.10',
  },
];

/** `subject.detail` of RFC 3463 codes with one meaning, whatever the class (4 or 5). */
export const statusCategories: Readonly<Record<string, BounceCategory>> = {
  '1.1': 'bad-mailbox',
  '1.2': 'bad-domain',
  '1.3': 'bad-mailbox',
  '1.4': 'bad-mailbox',
  '1.6': 'inactive-mailbox',
  '1.7': 'invalid-sender',
  '1.8': 'invalid-sender',
  '1.10': 'bad-domain',
  '2.1': 'inactive-mailbox',
  '2.2': 'quota-issues',
  '2.3': 'quota-issues',
  '2.4': 'bad-mailbox',
  '3.1': 'quota-issues',
  '3.4': 'quota-issues',
  '3.5': 'bad-configuration',
  '4.1': 'no-answer-from-host',
  '4.2': 'bad-connection',
  '4.3': 'routing-errors',
  '4.4': 'routing-errors',
  '4.6': 'routing-errors',
  '4.7': 'message-expired',
  '7.8': 'bad-configuration',
  '7.10': 'bad-configuration',
  '7.11': 'bad-configuration',
  '7.13': 'inactive-mailbox',
  '7.17': 'bad-mailbox',
  '7.18': 'bad-domain',
  '7.27': 'invalid-sender',
};

/** When only the subject of the code is known (x.7.1 and friends): the subject's usual cause. */
export const subjectCategories: Readonly<Record<string, BounceCategory>> = {
  '1': 'bad-mailbox',
  '4': 'bad-connection',
  '5': 'protocol-errors',
  '6': 'content-related',
  '7': 'policy-related',
};
