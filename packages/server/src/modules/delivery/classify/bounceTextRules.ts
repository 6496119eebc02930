// Wording used across mail servers (Postfix, Exim, Exchange, Sendmail, provider front ends),
// the third tier of bounce classification (see bounceRules.ts). Order matters: the first match
// wins, so narrower causes come before broader ones ("Recipient address rejected: Domain not
// found" is a bad domain, not a bad mailbox; "account expired" is inactive, not expired mail).
import type { BounceRule } from './bounceRules.ts';

export const textRules: readonly BounceRule[] = [
  {
    category: 'virus-related',
    pattern: /\bvirus|\bmalware|\binfected\b|\bmalicious/i,
    example:
      '554 5.7.1 The message was rejected because it contains prohibited virus or spam content',
  },
  {
    category: 'relaying-issues',
    pattern:
      /relay(?:ing)? (?:access )?(?:denied|not permitted|prohibited|not allowed)|unable to relay|do not relay|not permitted to relay/i,
    example: '554 5.7.1 <john@example.org>: Relay access denied',
  },
  {
    category: 'invalid-sender',
    pattern:
      /sender (?:address )?(?:rejected|unknown|invalid|verify failed)|sender domain (?:not found|does not exist|must exist)|mail from (?:address )?(?:rejected|invalid)/i,
    example: '553 5.1.8 <bounce@example.com>: Sender address rejected: Domain not found',
  },
  {
    category: 'policy-related',
    pattern: /greylist|graylist/i,
    example:
      '450 4.2.0 <john@example.org>: Recipient address rejected: Greylisted, see http://postgrey.schweikert.ch/help/example.org.html',
  },
  {
    category: 'inactive-mailbox',
    pattern:
      /\binactive|\bdisabled|deactivated|suspended|expired account|account (?:has been |is )?(?:closed|expired|blocked)|no longer (?:active|in use|valid|available)|dormant/i,
    example: '550 5.2.1 <john@example.org>: Mailbox disabled, not accepting messages',
  },
  {
    category: 'bad-domain',
    pattern:
      /host (?:or domain name )?not found|domain (?:name )?(?:not found|does not exist|doesn'?t exist|unknown)|no mx (?:or a )?record|unrouteable|name service error|nxdomain|null mx|domain does not accept mail/i,
    example: '550 5.1.2 <john@exampel.com>: Recipient address rejected: Domain not found',
  },
  {
    category: 'bad-mailbox',
    pattern:
      /(?:user|mailbox|recipient|rcpt|address|account|addressee)\b[^.;:]{0,30}?\b(?:unknown|not found|doesn'?t exist|does not exist|not exist|invalid|not valid|inconnu)|no such (?:user|mailbox|recipient|address|account|person)|unknown (?:user|recipient|mailbox|address|local part)|invalid (?:recipient|mailbox|address|user)|destinataire invalide|user not found|mailbox not found/i,
    example:
      '550 5.1.1 <john@example.org>: Recipient address rejected: User unknown in virtual mailbox table',
  },
  {
    category: 'quota-issues',
    pattern:
      /quota|mailbox (?:is )?full|insufficient (?:system )?storage|exceeded storage|storage (?:space|allocation)|too (?:large|big)|size (?:limit|exceeds)|exceeds (?:the )?(?:maximum|size)|boite .{0,20}pleine/i,
    example:
      '452 4.2.2 <john@example.org>: Mailbox is full / Blocks limit exceeded / Inode limit exceeded',
  },
  {
    category: 'spam-related',
    pattern:
      /\bspam|\bjunk|unsolicited|\bUCE\b|bulk mail|blacklist|block ?list|reputation|\bblocked\b/i,
    example:
      '550 5.7.0 Blocked - see https://support.proofpoint.com/dnsbl-lookup.cgi?ip=192.0.2.10',
  },
  {
    category: 'content-related',
    pattern: /content|attachment|\bURL\b|\blinks?\b/i,
    example: '554 5.6.0 Message content rejected due to a suspicious attachment',
  },
  {
    category: 'bad-configuration',
    pattern:
      /\bPTR\b|reverse (?:dns|lookup|hostname)|\brDNS\b|(?:HELO|EHLO)\b[^.]{0,20}(?:rejected|invalid|not accepted)|invalid (?:HELO|EHLO)|STARTTLS|TLS required|must use TLS|certificate/i,
    example: '450 4.7.1 Client host rejected: cannot find your reverse hostname, [192.0.2.10]',
  },
  {
    category: 'policy-related',
    pattern:
      /policy|not authori[sz]ed|rate limit|throttl|too many (?:\w+ ){0,3}(?:messages|connections|recipients|mails)|try again later|try later|\bDMARC\b|\bSPF\b|\bDKIM\b|authenticat|administrative prohibition|prohibited|access denied|temporarily deferred/i,
    example: '421 4.7.0 Try again later, closing connection. (EHLO) a1si123456qkb.123 - gsmtp',
  },
  {
    category: 'message-expired',
    pattern:
      /expired|delivery time|too long in queue|time limit|undeliverable after|max(?:imum)? (?:delivery )?(?:time|attempts)/i,
    example: '554 5.4.7 Delivery time expired after 72 hours',
  },
  {
    category: 'routing-errors',
    pattern: /mail loop|routing loop|loops back|too many hops|unable to route|routing error/i,
    example: '554 5.4.6 Too many hops 31 (25 max): from <bounce@example.com> via mx.example.org',
  },
  {
    category: 'no-answer-from-host',
    pattern:
      /timed? ?out|\btimeout|no answer|not responding|no response|unable to connect|could not connect|connection attempt failed/i,
    example: 'Connection timed out while connecting to mx.example.org [192.0.2.25]',
  },
  {
    category: 'bad-connection',
    pattern:
      /connection (?:refused|reset|closed|lost|dropped|broken)|lost connection|broken pipe|no route to host|network (?:is )?unreachable|handshake failed|\bECONN|EHOSTUNREACH|closing transmission channel/i,
    example: '421 4.4.0 Connection reset by peer while reading response from mx.example.org',
  },
  {
    category: 'protocol-errors',
    pattern:
      /syntax error|command not recognized|unrecognized command|bad sequence|out of sequence|line too long|protocol error|invalid command|pipelining/i,
    example: '503 5.5.1 Bad sequence of commands',
  },
];
