// Reputation Monitor (rm), spec section 2: the workspace's IPs and domains, one IP or domain, and
// the blocklists. Its screens come with a later release; until then every page says so.
import { defineModule } from '../defineModule.ts';

export const reputationMonitor = defineModule('rm', {
  pages: [
    { name: 'home', path: 'home' },
    { name: 'ips', path: 'ips', aliases: ['ip'] },
    { name: 'ip', path: 'ips/:ip', aliases: ['ip/:ip'], fallback: 'ips' },
    { name: 'domains', path: 'domains', aliases: ['domain'] },
    { name: 'domain', path: 'domains/:domain', aliases: ['domain/:domain'], fallback: 'domains' },
    { name: 'blocklists', path: 'blocklists' },
  ],
});
