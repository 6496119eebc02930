// The demo workspace's sending IPs, ranges and domains for the stories, as the overview calls
// answer them on 2026-11-20 at 09:30 UTC (the stories' clock), and the listings that started or
// ended in the seven days before: mta1 on SpamCop since yesterday, three addresses of the
// warming range on Spamhaus ZEN's CSS and one on UCEPROTECT, the newsletter domain on the DBL,
// the tracking domain grey on URIBL. A new bounce IP is not checked yet; a shared range and the
// shop domain had checks that failed.
import type { DomainOverview, IpOverview, ListingChange } from '@console/contract';

const checked = '2026-11-20T09:12:00.000Z';

const ip = (entry: Partial<IpOverview> & Pick<IpOverview, 'address'>): IpOverview => ({
  description: '',
  viewers: [],
  tags: [],
  listed_on: [],
  failed_checks: 0,
  last_checked: checked,
  size: 1,
  listed_addresses: 0,
  ptr: null,
  snds_filter: 'GREEN',
  snds_date: '2026-11-19',
  snds_complaint_rate: 0.001,
  snds_trap_hits: 0,
  ...entry,
});

export const ips: IpOverview[] = [
  ip({
    address: '192.0.2.10',
    description: 'Newsletter pool, mta1',
    tags: ['newsletter', 'pool-a'],
    listed_on: ['spamcop'],
    listed_addresses: 1,
    ptr: 'mta1.news.example.com',
    snds_filter: 'YELLOW',
    snds_complaint_rate: 0.003,
    snds_trap_hits: 2,
  }),
  ip({
    address: '192.0.2.11',
    description: 'Newsletter pool, mta2',
    tags: ['newsletter', 'pool-a'],
    ptr: 'mta2.news.example.com',
  }),
  ip({
    address: '198.51.100.7',
    description: 'Transactional (receipts)',
    tags: ['transactional'],
    ptr: 'out.mail.example.com',
  }),
  ip({
    address: '198.51.100.0/24',
    description: 'Dedicated range, warming up',
    tags: ['warm-up'],
    size: 256,
    listed_on: ['spamhaus-zen', 'uceprotect-1'],
    listed_addresses: 3,
    failed_checks: 1,
    snds_filter: 'RED',
    snds_complaint_rate: 0.012,
    snds_trap_hits: 14,
  }),
  ip({
    address: '192.0.2.64/27',
    description: 'Shared pool at the ESP',
    tags: ['shared'],
    size: 32,
    failed_checks: 2,
    last_checked: '2026-11-20T08:12:00.000Z',
    snds_filter: null,
    snds_date: null,
    snds_complaint_rate: null,
    snds_trap_hits: null,
  }),
  ip({
    address: '192.0.2.200',
    description: 'Bounce handler',
    last_checked: null,
    snds_filter: null,
    snds_date: null,
    snds_complaint_rate: null,
    snds_trap_hits: null,
  }),
];

const domain = (entry: Partial<DomainOverview> & Pick<DomainOverview, 'name'>): DomainOverview => ({
  description: '',
  viewers: [],
  tags: [],
  listed_on: [],
  failed_checks: 0,
  last_checked: checked,
  ...entry,
});

export const domains: DomainOverview[] = [
  domain({
    name: 'news.example.com',
    description: 'Newsletter From and DKIM domain',
    tags: ['newsletter'],
    listed_on: ['spamhaus-dbl'],
  }),
  domain({ name: 'mail.example.com', description: 'Transactional mail', tags: ['transactional'] }),
  domain({ name: 'example.com', description: 'Organisational domain' }),
  domain({
    name: 'click.example.com',
    description: 'Link tracking',
    tags: ['tracking'],
    listed_on: ['uribl'],
  }),
  domain({
    name: 'shop.example.com',
    description: 'Shop notifications',
    failed_checks: 1,
  }),
];

export const changes: ListingChange[] = [
  {
    kind: 'ip',
    asset: '192.0.2.10',
    target: '192.0.2.10',
    list: 'spamcop',
    name: 'SpamCop',
    event: 'listed',
    at: '2026-11-19T03:12:00.000Z',
    answer: '127.0.0.2',
    meaning: 'Listed',
    reason: 'Blocked - see https://www.spamcop.net/bl.shtml?192.0.2.10',
  },
  {
    kind: 'ip',
    asset: '192.0.2.11',
    target: '192.0.2.11',
    list: 'spamcop',
    name: 'SpamCop',
    event: 'delisted',
    at: '2026-11-18T21:40:00.000Z',
    answer: null,
    meaning: null,
    reason: null,
  },
  {
    kind: 'domain',
    asset: 'news.example.com',
    target: 'news.example.com',
    list: 'spamhaus-dbl',
    name: 'Spamhaus DBL',
    event: 'listed',
    at: '2026-11-18T14:05:00.000Z',
    answer: '127.0.1.2',
    meaning: 'Spam domain',
    reason: 'https://www.spamhaus.org/query/domain/news.example.com',
  },
  {
    kind: 'ip',
    asset: '198.51.100.0/24',
    target: '198.51.100.14',
    list: 'spamhaus-zen',
    name: 'Spamhaus ZEN',
    event: 'listed',
    at: '2026-11-17T08:20:00.000Z',
    answer: '127.0.0.3',
    meaning: 'CSS: snowshoe spam',
    reason: 'https://check.spamhaus.org/query/ip/198.51.100.14',
  },
  {
    kind: 'ip',
    asset: '198.51.100.0/24',
    target: '198.51.100.15',
    list: 'uceprotect-1',
    name: 'UCEPROTECT level 1',
    event: 'listed',
    at: '2026-11-16T19:47:00.000Z',
    answer: '127.0.0.2',
    meaning: 'Listed',
    reason:
      'Net 198.51.100.15 is UCEPROTECT-Level1 listed. See https://www.uceprotect.net/rblcheck.php?ipr=198.51.100.15',
  },
  {
    kind: 'domain',
    asset: 'mail.example.com',
    target: 'mail.example.com',
    list: 'uribl',
    name: 'URIBL multi',
    event: 'delisted',
    at: '2026-11-15T11:00:00.000Z',
    answer: null,
    meaning: null,
    reason: null,
  },
];
