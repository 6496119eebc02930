// The blocklist catalogue for the stories, as the server's 2026 catalogue ships it (active lists
// only), with the health of each list's last RFC 5782 probe and how many of the demo
// workspace's IPs or domains each lists now: SpamCop and Spamhaus ZEN list IPs, UCEPROTECT
// level 1 one address of the warming range, the DBL and URIBL a domain each. Abusix has no key
// (unhealthy), Mailspike was not probed yet (unknown).
import type { BlocklistStatus } from '@console/contract';

const probed = '2026-11-20T06:00:00.000Z';

const list = (
  entry: Omit<BlocklistStatus, 'health' | 'health_detail' | 'health_checked_at' | 'listed'> &
    Partial<BlocklistStatus>,
): BlocklistStatus => ({
  health: 'healthy',
  health_detail: null,
  health_checked_at: probed,
  listed: 0,
  ...entry,
});

export const blocklists: BlocklistStatus[] = [
  list({
    id: 'spamhaus-zen',
    name: 'Spamhaus ZEN',
    zone: 'zen.spamhaus.org',
    kind: 'ip',
    description: 'SBL, CSS, XBL, DROP and PBL in one zone; refuses public resolvers',
    delisting_url: 'https://check.spamhaus.org/',
    listed: 1,
  }),
  list({
    id: 'spamcop',
    name: 'SpamCop',
    zone: 'bl.spamcop.net',
    kind: 'ip',
    description: 'IPs reported by SpamCop users; a listing expires 24 h after the last report',
    delisting_url: 'https://www.spamcop.net/bl.shtml',
    listed: 1,
  }),
  list({
    id: 'barracuda',
    name: 'Barracuda',
    zone: 'b.barracudacentral.org',
    kind: 'ip',
    description: 'Barracuda Reputation Block List; the querying resolver must be registered',
    delisting_url: 'https://www.barracudacentral.org/rbl/removal-request',
  }),
  list({
    id: 'psbl',
    name: 'PSBL',
    zone: 'psbl.surriel.com',
    kind: 'ip',
    description: 'Passive Spam Block List: IPs that sent to spam traps',
    delisting_url: 'https://psbl.org/remove',
  }),
  list({
    id: 'mailspike',
    name: 'Mailspike',
    zone: 'bl.mailspike.net',
    kind: 'ip',
    description: 'Mailspike blocklist of IPs with a bad sending reputation',
    delisting_url: 'https://mailspike.io/ip_verify',
    health: 'unknown',
    health_checked_at: null,
  }),
  list({
    id: 'uceprotect-1',
    name: 'UCEPROTECT level 1',
    zone: 'dnsbl-1.uceprotect.net',
    kind: 'ip',
    description: 'Single IPs that hit UCEPROTECT traps',
    delisting_url: 'https://www.uceprotect.net/en/rblcheck.php',
    listed: 1,
  }),
  list({
    id: 'backscatterer',
    name: 'Backscatterer',
    zone: 'ips.backscatterer.org',
    kind: 'ip',
    description: 'Servers that send backscatter (bounces and auto-replies to forged senders)',
    delisting_url: 'https://www.backscatterer.org/?target=test',
  }),
  list({
    id: 'abusix',
    name: 'Abusix Mail Intelligence',
    zone: '{key}.combined.mail.abusix.zone',
    kind: 'ip',
    description: 'Abusix combined list; needs the account’s query key in the zone',
    delisting_url: 'https://lookup.abusix.com/',
    health: 'unhealthy',
    health_detail: 'The zone needs a query key, and none is set',
  }),
  list({
    id: 'spamhaus-dbl',
    name: 'Spamhaus DBL',
    zone: 'dbl.spamhaus.org',
    kind: 'domain',
    description: 'Domains found in spam; refuses public resolvers',
    delisting_url: 'https://check.spamhaus.org/',
    listed: 1,
  }),
  list({
    id: 'spamhaus-zrd',
    name: 'Spamhaus ZRD',
    zone: 'zrd.spamhaus.org',
    kind: 'domain',
    description: 'Zero Reputation Domains: first seen in the last 24 hours',
    delisting_url: 'https://check.spamhaus.org/',
  }),
  list({
    id: 'surbl',
    name: 'SURBL multi',
    zone: 'multi.surbl.org',
    kind: 'domain',
    description: 'Domains in message bodies; the last octet is a bitmask of lists',
    delisting_url: 'https://www.surbl.org/surbl-analysis',
  }),
  list({
    id: 'uribl',
    name: 'URIBL multi',
    zone: 'multi.uribl.com',
    kind: 'domain',
    description: 'Domains in message bodies; the last octet is a bitmask of lists',
    delisting_url: 'https://admin.uribl.com/',
    listed: 1,
  }),
  list({
    id: 'sem-uribl',
    name: 'SEM URI',
    zone: 'uribl.spameatingmonkey.net',
    kind: 'domain',
    description: 'Spam Eating Monkey: domains seen in spam',
    delisting_url: 'https://spameatingmonkey.com/lookup',
  }),
];
