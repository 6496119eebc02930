// Email Auditor (ea, alias email-audit), spec section 2: the workspace's audit inbox (its
// address and the reports of the test messages sent to it) and each report with its header,
// text, HTML and data views. Home opens the inbox.
import { defineModule, type ModulePageSpec, type PageFile } from '../defineModule.ts';

const reportTabs = {
  header: () => import('./HeaderPage.tsx'),
  text: () => import('./TextPage.tsx'),
  html: () => import('./HtmlPage.tsx'),
  data: () => import('./DataPage.tsx'),
} satisfies Record<string, () => Promise<PageFile>>;

const tabPage = (tab: keyof typeof reportTabs): ModulePageSpec => ({
  name: tab,
  path: `inbox/:report/${tab}`,
  aliases: [`${tab}/:report`],
  fallback: 'inbox',
  load: reportTabs[tab],
});

export const emailAuditor = defineModule('ea', {
  aliases: ['email-audit'],
  namespaces: ['auditor', 'report'],
  pages: [
    { name: 'home', path: 'home', load: () => import('./HomePage.tsx') },
    { name: 'inbox', path: 'inbox', load: () => import('./InboxPage.tsx') },
    {
      name: 'report',
      path: 'inbox/:report/report',
      aliases: ['inbox/:report', 'report/:report'],
      fallback: 'inbox',
      load: () => import('./ReportPage.tsx'),
    },
    tabPage('header'),
    tabPage('text'),
    tabPage('html'),
    tabPage('data'),
  ],
});
