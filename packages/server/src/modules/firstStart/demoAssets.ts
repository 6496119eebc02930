// The demo account's sending IPs and domains (documentation ranges, RFC 5737 and RFC 2606), a
// DMARC policy domain and a blocklist alert on its dataset. The IPs are those of the demo
// traffic, so the report never shows a sending IP the account does not have.
import type { Db } from '../../db/schema/index.ts';
import { insertAlert, replaceMappings } from '../alerts/alerts.repository.ts';
import { insertAsset } from '../assets/assets.repository.ts';
import { sendingIps } from '../delivery/demo/demoMessage.ts';
import type { Stream } from '../delivery/demo/sendSchedule.ts';

/** How the demo account describes the IPs of each stream of its traffic. */
const ipRoles: Readonly<Record<Stream['kind'], { description: string; tags: string[] }>> = {
  marketing: { description: 'Newsletter pool', tags: ['pool-a'] },
  transactional: { description: 'Transactional pool', tags: ['transactional'] },
  warmup: { description: 'Warm-up (win-back campaigns)', tags: ['warmup'] },
};

/**
 * Every IP the demo traffic sends from (demo/demoMessage.ts), so each sending IP of the report
 * is one of the account's, and the Amazon SES address its DMARC reports show for transactional
 * mail (dmarc/demo.ts).
 */
export const demoIps = [
  ...(Object.keys(ipRoles) as Stream['kind'][]).flatMap((kind) =>
    sendingIps[kind].map((address) => ({ address, ...ipRoles[kind] })),
  ),
  { address: '198.51.100.7', description: 'Transactional (Amazon SES)', tags: ['transactional'] },
];

export async function seedDemoAssets(db: Db, account: string, dataset: string): Promise<void> {
  for (const ip of demoIps)
    await insertAsset(db, 'ips', { account_id: account, viewers: [], workspace_id: null, ...ip });
  for (const domain of [
    {
      account_id: account,
      name: 'news.example.com',
      description: 'Newsletters',
      viewers: [],
      tags: [],
      workspace_id: null,
    },
    {
      account_id: account,
      name: 'mail.example.com',
      description: 'Transactional',
      viewers: [],
      tags: [],
      workspace_id: null,
    },
  ])
    await insertAsset(db, 'domains', domain);
  await insertAsset(db, 'policies', {
    account_id: account,
    id: 'example.com',
    description: 'Main brand',
    tags: [],
    guests: [],
  });
  await insertAlert(db, {
    id: 'demo-blocklist',
    account_id: account,
    scope: 'ip',
    alert: 'blocklist',
    template_id: null,
    active: true,
    integration_id: null,
    suppress: 60,
    name: 'Blocklist listing',
    description: 'A sending IP or domain appears on a blocklist',
    module: 'rm',
    transform: '',
  });
  await replaceMappings(db, 'demo-blocklist', [{ dataset, exclude_rhsbl: [], exclude_dnsbl: [] }]);
  for (const [id, alert, name, description] of [
    [
      'demo-dmarc-source',
      'dmarc_new_source',
      'New source failing DMARC',
      'A server never seen sending as a policy domain fails DMARC',
    ],
    [
      'demo-dmarc-policy',
      'dmarc_policy_change',
      'DMARC policy change',
      'A policy domain publishes another DMARC policy',
    ],
  ] as const)
    await insertAlert(db, {
      id,
      account_id: account,
      scope: 'domain',
      alert,
      template_id: null,
      active: true,
      integration_id: null,
      suppress: 0,
      name,
      description,
      module: 'dr',
      transform: '',
    });
}
