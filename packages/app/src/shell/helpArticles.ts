// Which help article explains which screen: route names (routes/sectionRoutes.ts and the module
// manifests) to a topic and article of the help files (server/help/<language>/*.md). The
// question mark beside a screen's title (HelpLink.tsx) links there; helpArticles.test.ts checks
// that every screen of spec section 2 has an article and that every article named here exists.
import { managementGroups } from '../routes/sectionRoutes.ts';

export interface HelpArticleRef {
  topic: string;
  article: string;
}

/** `/documentation/help`, a topic's or an article's address. */
export const helpPath = (topic?: string, article?: string): string =>
  ['/documentation/help', topic, article]
    .filter((part): part is string => part !== undefined)
    .map((part, index) => (index === 0 ? part : encodeURIComponent(part)))
    .join('/');

const ref = (topic: string, article: string): HelpArticleRef => ({ topic, article });

const managementArticles: Record<(typeof managementGroups)[number]['name'], HelpArticleRef> = {
  'management-wizards': ref('management', 'wizards'),
  'management-entities': ref('management', 'entities'),
  'management-statistics': ref('management', 'statistics'),
};

/** The article of each screen, by route name. */
export const helpArticles: Readonly<Record<string, HelpArticleRef>> = {
  home: ref('getting-started', 'workspaces'),

  'delivery-analytics-home': ref('delivery-analytics', 'overview'),
  'delivery-analytics-report': ref('delivery-analytics', 'report'),
  'delivery-analytics-search': ref('delivery-analytics', 'message-search'),

  'reputation-monitor-home': ref('reputation-monitor', 'overview'),
  'reputation-monitor-ips': ref('reputation-monitor', 'ips-and-domains'),
  'reputation-monitor-ip': ref('reputation-monitor', 'details'),
  'reputation-monitor-domains': ref('reputation-monitor', 'ips-and-domains'),
  'reputation-monitor-domain': ref('reputation-monitor', 'details'),
  'reputation-monitor-blocklists': ref('reputation-monitor', 'blocklists'),

  'email-auditor-home': ref('email-auditor', 'inbox'),
  'email-auditor-inbox': ref('email-auditor', 'inbox'),
  'email-auditor-report': ref('email-auditor', 'report'),
  'email-auditor-header': ref('email-auditor', 'views'),
  'email-auditor-text': ref('email-auditor', 'views'),
  'email-auditor-html': ref('email-auditor', 'views'),
  'email-auditor-data': ref('email-auditor', 'views'),

  'dmarc-reports-home': ref('dmarc-reports', 'policy-domains'),
  'dmarc-reports-domains': ref('dmarc-reports', 'policy-domains'),
  'dmarc-reports-domain': ref('dmarc-reports', 'domain'),
  'dmarc-reports-source': ref('dmarc-reports', 'source'),
  'dmarc-reports-forensic': ref('dmarc-reports', 'failure-reports'),
  'dmarc-reports-forensic-report': ref('dmarc-reports', 'failure-reports'),
  'dmarc-reports-setup': ref('dmarc-reports', 'setup'),

  'settings-profile': ref('settings', 'profile'),
  'settings-preferences': ref('settings', 'preferences'),
  'settings-alerts': ref('alerts', 'alert-center'),
  'settings-release-notes': ref('settings', 'release-notes'),
  'settings-messages': ref('settings', 'messages'),
  'messages-inbox': ref('settings', 'messages'),

  'administration-users': ref('administration', 'members'),

  management: ref('management', 'overview'),
  ...Object.fromEntries(
    managementGroups.flatMap((group) =>
      group.pages.map((page) => [page.name, managementArticles[group.name]]),
    ),
  ),
};

/** The article of the deepest route among `routeIds` that has one. */
export function helpArticleOf(routeIds: readonly string[]): HelpArticleRef | undefined {
  for (let index = routeIds.length - 1; index >= 0; index -= 1) {
    const id = routeIds[index] ?? '';
    if (Object.hasOwn(helpArticles, id)) return helpArticles[id];
  }
  return undefined;
}
