// LINKS: every link over https, no URL shortener (filters distrust the domains spammers hide
// behind), no link domain on a domain blocklist, and link domains that belong to the sender (a
// link to a domain unrelated to From is what phishing looks like).
import type { AuditTest } from '@console/contract';
import { getDomain } from 'tldts';
import { auditTest } from './auditTest.ts';

const shorteners = new Set([
  'bit.ly',
  'tinyurl.com',
  't.co',
  'goo.gl',
  'ow.ly',
  'is.gd',
  'buff.ly',
  'rebrand.ly',
  'cutt.ly',
  'shorturl.at',
  'tiny.cc',
  'bl.ink',
  'lnkd.in',
  't.ly',
  'rb.gy',
  's.id',
]);

export function linkHost(link: string): string | null {
  try {
    return new URL(link).hostname.toLowerCase().replace(/\.$/, '') || null;
  } catch {
    return null;
  }
}

/** The organisational domains of the links, for the domain blocklists. */
export function linkDomains(links: readonly string[]): string[] {
  const hosts = links.map(linkHost).filter((host): host is string => host !== null);
  return [...new Set(hosts.map((host) => getDomain(host) ?? host))].sort();
}

export function linkChecks(
  links: readonly string[],
  fromDomain: string | null,
  /** link domain -> the lists listing it */
  listed: ReadonlyMap<string, string[]>,
): AuditTest[] {
  if (links.length === 0)
    return [auditTest('links.https', 'info', 'The message has no links.', { links: 0 })];
  const insecure = links.filter((link) => /^http:/i.test(link));
  const tests = [
    insecure.length === 0
      ? auditTest('links.https', 'pass', `All ${links.length} links use https.`, {
          links: links.length,
          insecure: 0,
        })
      : auditTest(
          'links.https',
          'warning',
          `${insecure.length} of ${links.length} links use http.`,
          {
            links: links.length,
            insecure: insecure.length,
          },
        ),
  ];
  const domains = linkDomains(links);
  const shortened = domains.filter((domain) => shorteners.has(domain));
  tests.push(
    shortened.length === 0
      ? auditTest('links.shorteners', 'pass', 'No URL shortener.')
      : auditTest('links.shorteners', 'fail', `Shortened links: ${shortened.join(', ')}.`, {
          shorteners: shortened.join(', '),
        }),
  );
  const onLists = [...listed].map(([domain, lists]) => `${domain} (${lists.join(', ')})`);
  tests.push(
    onLists.length === 0
      ? auditTest('links.domain_lists', 'pass', 'No link domain is on a domain blocklist.')
      : auditTest('links.domain_lists', 'fail', `Listed: ${onLists.join('; ')}.`, {
          listed: onLists.join('; '),
        }),
  );
  if (fromDomain) {
    const own = getDomain(fromDomain) ?? fromDomain;
    const foreign = domains.filter((domain) => domain !== own && !shorteners.has(domain));
    tests.push(
      foreign.length === 0
        ? auditTest('links.alignment', 'pass', `Every link goes to ${own}.`, {
            domains: domains.join(', '),
            from: own,
          })
        : auditTest(
            'links.alignment',
            'warning',
            `Links go to ${foreign.join(', ')}, not ${own}.`,
            {
              domains: foreign.join(', '),
              from: own,
            },
          ),
    );
  }
  return tests;
}
