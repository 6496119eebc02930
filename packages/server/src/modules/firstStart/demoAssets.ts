// The demo account's sending IPs and domains (documentation ranges, RFC 5737 and RFC 2606), a
// DMARC policy domain and a blocklist alert on its dataset.
import type { Db } from '../../db/schema/index.ts';
import { insertAlert, replaceMappings } from '../alerts/alerts.repository.ts';
import { insertAsset } from '../assets/assets.repository.ts';

export async function seedDemoAssets(db: Db, account: string, dataset: string): Promise<void> {
  for (const ip of [
    {
      account_id: account,
      address: '192.0.2.10',
      description: 'Newsletter pool',
      viewers: [],
      tags: ['pool-a'],
      workspace_id: null,
    },
    {
      account_id: account,
      address: '192.0.2.11',
      description: 'Newsletter pool',
      viewers: [],
      tags: ['pool-a'],
      workspace_id: null,
    },
    {
      account_id: account,
      address: '198.51.100.7',
      description: 'Transactional',
      viewers: [],
      tags: ['transactional'],
      workspace_id: null,
    },
  ])
    await insertAsset(db, 'ips', ip);
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
