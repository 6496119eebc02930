// Reputation Monitor (rm), spec section 2: an overview (listed now, the changes of the last
// days, by list), the workspace's IPs and ranges and its domains with their status across the
// blocklists, one IP or domain (latest checks, listing history, SNDS days), and the blocklists
// with their health. Editors add, change and remove IPs, ranges and domains on these pages.
import { defineModule } from '../defineModule.ts';

export const reputationMonitor = defineModule('rm', {
  namespaces: ['reputation', 'report'],
  pages: [
    { name: 'home', path: 'home', load: () => import('./HomePage.tsx') },
    { name: 'ips', path: 'ips', aliases: ['ip'], load: () => import('./IpsPage.tsx') },
    {
      name: 'ip',
      path: 'ips/:ip',
      aliases: ['ip/:ip'],
      fallback: 'ips',
      load: () => import('./IpPage.tsx'),
    },
    {
      name: 'domains',
      path: 'domains',
      aliases: ['domain'],
      load: () => import('./DomainsPage.tsx'),
    },
    {
      name: 'domain',
      path: 'domains/:domain',
      aliases: ['domain/:domain'],
      fallback: 'domains',
      load: () => import('./DomainPage.tsx'),
    },
    { name: 'blocklists', path: 'blocklists', load: () => import('./BlocklistsPage.tsx') },
  ],
});
