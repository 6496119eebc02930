// Email Auditor (ea, alias email-audit), spec section 2: the inbox of test messages and each
// report with its header, text, HTML and data tabs. Its screens come with a later release; until
// then every page says so.
import { defineModule, type ModulePageSpec } from '../defineModule.ts';

const reportTabs = ['header', 'text', 'html', 'data'] as const;

const tabPage = (tab: (typeof reportTabs)[number]): ModulePageSpec => ({
  name: tab,
  path: `inbox/:report/${tab}`,
  aliases: [`${tab}/:report`],
  fallback: 'inbox',
});

export const emailAuditor = defineModule('ea', {
  aliases: ['email-audit'],
  pages: [
    { name: 'home', path: 'home' },
    { name: 'inbox', path: 'inbox' },
    {
      name: 'report',
      path: 'inbox/:report/report',
      aliases: ['inbox/:report', 'report/:report'],
      fallback: 'inbox',
    },
    ...reportTabs.map(tabPage),
  ],
});
