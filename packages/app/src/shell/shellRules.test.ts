// The shell's small rules: the breadcrumb of a page, the drawer's entries, the banner's look.
import { describe, expect, it } from 'vitest';
import enCommon from '../i18n/locales/en/common.json';
import enShell from '../i18n/locales/en/shell.json';
import type { PageKey } from '../routes/routeHandle.ts';
import { workspaceCrumbs } from '../routes/workspaceRouteObjects.ts';
import { pageByName } from '../routes/workspaceRoutes.ts';
import {
  bannerMessage,
  bannerSeverity,
  bannerTextKey,
  loadedVersion,
} from './bannerPresentation.ts';
import { breadcrumbTrail } from './breadcrumbTrail.ts';
import { currentDrawerEntry, drawerEntries } from './drawerItems.ts';

const titles = { ...enCommon, ...enShell };
const english = (key: PageKey) => titles[key];

function trail(name: string, params: Record<string, string>, workspace = 'demo') {
  const page = pageByName(name);
  if (!page) throw new Error(name);
  return breadcrumbTrail(workspaceCrumbs(page), {
    params,
    workspace,
    translate: english,
    labels: new Map(),
  }).map(({ label, href }) => (href ? `${label} → ${href}` : label));
}

describe('the breadcrumb', () => {
  it('goes from the module to a list page', () => {
    expect(trail('reputation-monitor-ips', {})).toEqual([
      'Reputation Monitor → /demo/reputation-monitor/home',
      'Sending IPs',
    ]);
  });

  it('names a detail page by its parameter', () => {
    expect(trail('reputation-monitor-ip', { ip: '192.0.2.10' })).toEqual([
      'Reputation Monitor → /demo/reputation-monitor/home',
      'Sending IPs → /demo/reputation-monitor/ips',
      '192.0.2.10',
    ]);
  });

  it('links each parameter to the page it names', () => {
    expect(trail('dmarc-reports-source', { domain: 'example.com', source: 'google.com' })).toEqual([
      'DMARC Reports → /demo/dmarc-reports/home',
      'Policy domains → /demo/dmarc-reports/domains',
      'example.com → /demo/dmarc-reports/domains/example.com',
      'google.com',
    ]);
    expect(trail('email-auditor-header', { report: 'r42' })).toEqual([
      'Email Auditor → /demo/email-auditor/home',
      'Audit inbox → /demo/email-auditor/inbox',
      'r42 → /demo/email-auditor/inbox/r42/report',
      'Headers',
    ]);
    expect(trail('email-auditor-report', { report: 'r42' })).toEqual([
      'Email Auditor → /demo/email-auditor/home',
      'Audit inbox → /demo/email-auditor/inbox',
      'r42',
      'Audit report',
    ]);
  });

  it('has no workspace prefix for the placeholder workspace', () => {
    expect(trail('delivery-analytics-report', {}, 'none')).toEqual([
      'Delivery Analytics → /delivery-analytics/home',
      'Report',
    ]);
  });

  it('shows the label a page gave a parameter value', () => {
    const items = breadcrumbTrail(
      [{ label: 'pageDocumentation', to: '/documentation/help' }, { param: 'topic' }],
      {
        params: { topic: 'getting-started' },
        workspace: 'demo',
        translate: english,
        labels: new Map([['getting-started', 'Getting started']]),
      },
    );
    expect(items.map((item) => item.label)).toEqual(['Help', 'Getting started']);
  });
});

describe('the drawer', () => {
  it('lists the enabled modules in order, then Administration for owners and admins', () => {
    const entries = drawerEntries({ id: 'demo', modules: ['dr', 'da', 'ea'] }, true);
    expect(entries.map((entry) => [english(entry.label), entry.href])).toEqual([
      ['Delivery Analytics', '/demo/delivery-analytics/home'],
      ['Email Auditor', '/demo/email-auditor/home'],
      ['DMARC Reports', '/demo/dmarc-reports/home'],
      ['Administration', '/administration/users'],
    ]);
    expect(drawerEntries({ id: 'demo', modules: ['rm'] }, false).map((entry) => entry.id)).toEqual([
      'rm',
    ]);
  });

  it('marks the module of the page, or Administration', () => {
    expect(currentDrawerEntry('ea', '/demo/email-auditor/inbox')).toBe('ea');
    expect(currentDrawerEntry(undefined, '/administration/users')).toBe('administration');
    expect(currentDrawerEntry(undefined, '/settings/alerts')).toBeUndefined();
  });
});

describe('the heartbeat banner', () => {
  it('maps the machine’s colours to severities', () => {
    expect(
      ['blue', 'turquoise', 'orange', 'red', 'grey'].map((colour) =>
        bannerSeverity(colour as 'blue'),
      ),
    ).toEqual(['INFO', 'SUCCESS', 'WARNING', 'ERROR', null]);
  });

  it('shows the server’s text, else the translated machine text', () => {
    const translate = (key: 'bannerNewVersion' | 'bannerReloadToUpdate') => `t:${key}`;
    expect(
      bannerMessage(
        { text: 'Maintenance at 22:00', message: null, colour: 'blue', action: null },
        translate,
      ),
    ).toBe('Maintenance at 22:00');
    expect(
      bannerMessage(
        {
          text: null,
          message: { text: 'A new version is available.' },
          colour: 'orange',
          action: { text: 'Reload to update' },
        },
        translate,
      ),
    ).toBe('t:bannerNewVersion');
    expect(bannerTextKey('Reload to update')).toBe('bannerReloadToUpdate');
  });
});

describe('the release a user has loaded', () => {
  it('is this client on a first visit or after an older one, else the recorded release', () => {
    expect(loadedVersion(null, 'v2-0-63-0')).toBe('v2-0-63-0');
    expect(loadedVersion('v2-0-62-9', 'v2-0-63-0')).toBe('v2-0-63-0');
    expect(loadedVersion('v2-0-64-0', 'v2-0-63-0')).toBe('v2-0-64-0');
  });
});
