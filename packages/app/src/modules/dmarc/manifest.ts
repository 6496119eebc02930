// DMARC Reports (dr), spec section 2: policy domains (the module's overview, where home goes),
// one domain's sending sources and one source's records, failure (forensic) reports and the
// setup with the report address, the record to publish and an upload of report files.
import { defineModule } from '../defineModule.ts';

export const dmarcReports = defineModule('dr', {
  namespaces: ['dmarc', 'report'],
  pages: [
    { name: 'home', path: 'home', load: () => import('./HomePage.tsx') },
    { name: 'domains', path: 'domains', load: () => import('./DomainsPage.tsx') },
    {
      name: 'domain',
      path: 'domains/:domain',
      fallback: 'domains',
      load: () => import('./DomainPage.tsx'),
    },
    {
      name: 'source',
      path: 'domains/:domain/:source',
      fallback: 'domain',
      load: () => import('./SourcePage.tsx'),
    },
    { name: 'forensic', path: 'forensic', load: () => import('./ForensicPage.tsx') },
    {
      name: 'forensic-report',
      path: 'forensic/:report',
      fallback: 'forensic',
      load: () => import('./ForensicReportPage.tsx'),
    },
    { name: 'setup', path: 'setup', load: () => import('./SetupPage.tsx') },
  ],
});
