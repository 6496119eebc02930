// The workspace pages of spec section 2 as data: each module's pages, their aliases, and the list
// page a detail route falls back to when its parameter is missing. Paths are relative to
// /{workspace}/ (the prefix is optional). Route names follow `${module}-${page}`.

export type ModuleSlug =
  'delivery-analytics' | 'reputation-monitor' | 'email-auditor' | 'dmarc-reports';

export interface WorkspacePage {
  /** e.g. 'reputation-monitor-ip' */
  name: string;
  module: ModuleSlug;
  /** react-router pattern below the module, e.g. 'ips/:ip' */
  path: string;
  /** other patterns that open the same page */
  aliases?: readonly string[];
  /** the page opened when this detail page is reached without its parameter */
  fallback?: string;
}

const page = (
  module: ModuleSlug,
  name: string,
  path: string,
  extra: Partial<WorkspacePage> = {},
): WorkspacePage => ({
  name: `${module}-${name}`,
  module,
  path,
  ...extra,
});

const reportTabs = ['header', 'text', 'html', 'data'] as const;

export const workspacePages: readonly WorkspacePage[] = [
  page('delivery-analytics', 'home', 'home'),
  page('delivery-analytics', 'report', 'report'),
  page('delivery-analytics', 'search', 'search'),

  page('reputation-monitor', 'home', 'home'),
  page('reputation-monitor', 'ips', 'ips', { aliases: ['ip'] }),
  page('reputation-monitor', 'ip', 'ips/:ip', {
    aliases: ['ip/:ip'],
    fallback: 'reputation-monitor-ips',
  }),
  page('reputation-monitor', 'domains', 'domains', { aliases: ['domain'] }),
  page('reputation-monitor', 'domain', 'domains/:domain', {
    aliases: ['domain/:domain'],
    fallback: 'reputation-monitor-domains',
  }),
  page('reputation-monitor', 'blocklists', 'blocklists'),

  page('email-auditor', 'home', 'home'),
  page('email-auditor', 'inbox', 'inbox'),
  page('email-auditor', 'report', 'inbox/:report/report', {
    aliases: ['inbox/:report', 'report/:report'],
    fallback: 'email-auditor-inbox',
  }),
  ...reportTabs.map((tab) =>
    page('email-auditor', tab, `inbox/:report/${tab}`, {
      aliases: [`${tab}/:report`],
      fallback: 'email-auditor-inbox',
    }),
  ),

  page('dmarc-reports', 'home', 'home'),
  page('dmarc-reports', 'domains', 'domains'),
  page('dmarc-reports', 'domain', 'domains/:domain', { fallback: 'dmarc-reports-domains' }),
  page('dmarc-reports', 'source', 'domains/:domain/:source', { fallback: 'dmarc-reports-domain' }),
  page('dmarc-reports', 'forensic', 'forensic'),
  page('dmarc-reports', 'forensic-report', 'forensic/:report', {
    fallback: 'dmarc-reports-forensic',
  }),
  page('dmarc-reports', 'setup', 'setup'),
];

/** Module aliases in the first path segment. */
export const moduleAliases: Readonly<Record<string, ModuleSlug>> = {
  'email-audit': 'email-auditor',
};

export const pageByName = (name: string): WorkspacePage | undefined =>
  workspacePages.find((candidate) => candidate.name === name);
