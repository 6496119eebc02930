// Delivery Analytics (da): the home of a dataset, the report and the message search.
import { defineModule } from '../defineModule.ts';

export const deliveryAnalytics = defineModule('da', {
  namespaces: ['delivery', 'report'],
  pages: [
    { name: 'home', path: 'home', load: () => import('./HomePage.tsx') },
    { name: 'report', path: 'report', load: () => import('./ReportPage.tsx') },
    { name: 'search', path: 'search', load: () => import('./SearchPage.tsx') },
  ],
});
