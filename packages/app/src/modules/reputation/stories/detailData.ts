// One IP, one range and one domain in detail for the stories, over the last 90 days before
// 2026-11-20: the latest check on every list of their kind, the listing periods, and for IPs the
// Microsoft SNDS days. mta1 is on SpamCop again since yesterday (it was in October too, and on
// PSBL in September), SNDS yellow with trap hits; the warming range has three addresses on
// Spamhaus ZEN (CSS), one on UCEPROTECT, Barracuda refusing the resolver, and is blocked at
// Microsoft; the newsletter domain is on the DBL.
import type {
  DomainDetail,
  IpDetail,
  ListingCheck,
  ListingPeriod,
  SndsDay,
} from '@console/contract';
import { blocklists } from './catalogueData.ts';
import { domains, ips } from './assetsData.ts';

const checkedAt = '2026-11-20T09:12:00.000Z';

function checksOf(
  kind: 'ip' | 'domain',
  states: Record<string, Partial<ListingCheck>>,
): ListingCheck[] {
  return blocklists
    .filter((list) => list.kind === kind)
    .map((list) => ({
      list: list.id,
      name: list.name,
      status: 'clear',
      answer: null,
      meaning: null,
      reason: null,
      listed_since: null,
      checked_at: checkedAt,
      delisting_url: list.delisting_url,
      listed_addresses: [],
      ...states[list.id],
    }));
}

const period = (
  entry: Omit<ListingPeriod, 'answer' | 'meaning' | 'reason'> & Partial<ListingPeriod>,
) => ({ answer: '127.0.0.2', meaning: 'Listed', reason: null, ...entry }) as ListingPeriod;

const spamcopReason = 'Blocked - see https://www.spamcop.net/bl.shtml?192.0.2.10';

function sndsDays(address: string, helo: string, days: number): SndsDay[] {
  return Array.from({ length: days }, (_, index) => {
    const date = new Date(Date.UTC(2026, 10, 19 - index)).toISOString().slice(0, 10);
    const bad = index < 2;
    return {
      ip: address,
      date,
      activity_start: `${date}T06:02:00.000Z`,
      activity_end: `${date}T21:48:00.000Z`,
      rcpt_commands: 48_210 - index * 1_310,
      data_commands: 47_980 - index * 1_305,
      recipients: 48_120 - index * 1_308,
      filter: bad ? 'YELLOW' : 'GREEN',
      complaint_rate: bad ? 0.003 : 0.001,
      trap_hits: bad ? 2 - index : 0,
      sample_helo: helo,
      sample_mail_from: 'bounce-4821@news.example.com',
      comments: null,
    };
  });
}

const mta1 = ips[0]!;

export const ipDetail: IpDetail = {
  ip: { address: mta1.address, description: mta1.description, viewers: [], tags: mta1.tags },
  size: 1,
  ptr: 'mta1.news.example.com',
  fcrdns: true,
  checks: checksOf('ip', {
    spamcop: {
      status: 'listed',
      answer: '127.0.0.2',
      meaning: 'Listed',
      reason: spamcopReason,
      listed_since: '2026-11-19T03:12:00.000Z',
    },
    abusix: { status: 'error', answer: 'unhealthy' },
  }),
  history: [
    period({
      list: 'spamcop',
      name: 'SpamCop',
      target: '192.0.2.10',
      listed_at: '2026-11-19T03:12:00.000Z',
      delisted_at: null,
      reason: spamcopReason,
    }),
    period({
      list: 'spamcop',
      name: 'SpamCop',
      target: '192.0.2.10',
      listed_at: '2026-10-02T06:00:00.000Z',
      delisted_at: '2026-10-03T07:30:00.000Z',
      reason: spamcopReason,
    }),
    period({
      list: 'psbl',
      name: 'PSBL',
      target: '192.0.2.10',
      listed_at: '2026-09-14T17:25:00.000Z',
      delisted_at: '2026-09-16T09:10:00.000Z',
      reason: 'Listed in PSBL, see https://psbl.org/listing?ip=192.0.2.10',
    }),
  ],
  snds: sndsDays('192.0.2.10', 'mta1.news.example.com', 12),
  snds_blocked: null,
};

const range = ips[3]!;
const zenCss = {
  answer: '127.0.0.3',
  meaning: 'CSS: snowshoe spam',
  reason: 'https://check.spamhaus.org/query/ip/198.51.100.14',
};

export const rangeDetail: IpDetail = {
  ip: { address: range.address, description: range.description, viewers: [], tags: range.tags },
  size: 256,
  ptr: null,
  fcrdns: null,
  checks: checksOf('ip', {
    'spamhaus-zen': {
      status: 'listed',
      ...zenCss,
      listed_since: '2026-11-09T12:40:00.000Z',
      listed_addresses: ['198.51.100.14', '198.51.100.15', '198.51.100.17'],
    },
    'uceprotect-1': {
      status: 'listed',
      answer: '127.0.0.2',
      meaning: 'Listed',
      reason:
        'Net 198.51.100.15 is UCEPROTECT-Level1 listed. See https://www.uceprotect.net/rblcheck.php?ipr=198.51.100.15',
      listed_since: '2026-11-16T19:47:00.000Z',
      listed_addresses: ['198.51.100.15'],
    },
    barracuda: { status: 'error', answer: 'REFUSED' },
    abusix: { status: 'error', answer: 'unhealthy' },
  }),
  history: [
    period({
      list: 'spamhaus-zen',
      name: 'Spamhaus ZEN',
      target: '198.51.100.14',
      listed_at: '2026-11-17T08:20:00.000Z',
      delisted_at: null,
      ...zenCss,
    }),
    period({
      list: 'uceprotect-1',
      name: 'UCEPROTECT level 1',
      target: '198.51.100.15',
      listed_at: '2026-11-16T19:47:00.000Z',
      delisted_at: null,
    }),
    period({
      list: 'spamhaus-zen',
      name: 'Spamhaus ZEN',
      target: '198.51.100.17',
      listed_at: '2026-11-09T12:40:00.000Z',
      delisted_at: null,
      ...zenCss,
      reason: 'https://check.spamhaus.org/query/ip/198.51.100.17',
    }),
    period({
      list: 'spamhaus-zen',
      name: 'Spamhaus ZEN',
      target: '198.51.100.15',
      listed_at: '2026-11-09T12:40:00.000Z',
      delisted_at: null,
      ...zenCss,
      reason: 'https://check.spamhaus.org/query/ip/198.51.100.15',
    }),
  ],
  snds: [
    ...sndsDays('198.51.100.14', 'mx14.warm.example.com', 3).map((day) => ({
      ...day,
      filter: 'RED' as const,
      complaint_rate: 0.012,
      trap_hits: 14,
      recipients: 2_140,
      rcpt_commands: 2_160,
      data_commands: 2_150,
    })),
    ...sndsDays('198.51.100.15', 'mx15.warm.example.com', 3).map((day) => ({
      ...day,
      recipients: 1_980,
      rcpt_commands: 1_990,
      data_commands: 1_985,
    })),
  ],
  snds_blocked: 'Blocked due to user complaints or other evidence of spamming',
};

const news = domains[0]!;

export const domainDetail: DomainDetail = {
  domain: { name: news.name, description: news.description, viewers: [], tags: news.tags },
  checks: checksOf('domain', {
    'spamhaus-dbl': {
      status: 'listed',
      answer: '127.0.1.2',
      meaning: 'Spam domain',
      reason: 'https://www.spamhaus.org/query/domain/news.example.com',
      listed_since: '2026-11-18T14:05:00.000Z',
    },
    surbl: { status: 'error', answer: 'SERVFAIL' },
  }),
  history: [
    period({
      list: 'spamhaus-dbl',
      name: 'Spamhaus DBL',
      target: 'news.example.com',
      listed_at: '2026-11-18T14:05:00.000Z',
      delisted_at: null,
      answer: '127.0.1.2',
      meaning: 'Spam domain',
      reason: 'https://www.spamhaus.org/query/domain/news.example.com',
    }),
    period({
      list: 'uribl',
      name: 'URIBL multi',
      target: 'news.example.com',
      listed_at: '2026-10-21T10:00:00.000Z',
      delisted_at: '2026-10-29T16:30:00.000Z',
      answer: '127.0.0.4',
      meaning: 'Grey',
      reason: null,
    }),
  ],
};

/** A domain never listed in the period: every check clear, no history. */
export const cleanDomainDetail: DomainDetail = {
  domain: { name: 'mail.example.com', description: 'Transactional mail', viewers: [], tags: [] },
  checks: checksOf('domain', {}),
  history: [],
};
