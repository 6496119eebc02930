// DMARC Reports (dr), spec section 2: policy domains, one domain and one of its sources, failure
// (forensic) reports and the setup. Its screens come with a later release; until then every page
// says so.
import { defineModule } from '../defineModule.ts';

export const dmarcReports = defineModule('dr', {
  pages: [
    { name: 'home', path: 'home' },
    { name: 'domains', path: 'domains' },
    { name: 'domain', path: 'domains/:domain', fallback: 'domains' },
    { name: 'source', path: 'domains/:domain/:source', fallback: 'domain' },
    { name: 'forensic', path: 'forensic' },
    { name: 'forensic-report', path: 'forensic/:report', fallback: 'forensic' },
    { name: 'setup', path: 'setup' },
  ],
});
