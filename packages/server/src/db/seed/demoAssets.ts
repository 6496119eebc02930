// The demo account's sending IPs and domains (documentation ranges, RFC 5737 and RFC 2606), a
// DMARC policy domain and a blocklist alert on its dataset.
import type { Db } from '../schema/index.ts';

export async function seedDemoAssets(db: Db, account: string, dataset: string): Promise<void> {
  await db
    .insertInto('ips')
    .values([
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
    .execute();
  await db
    .insertInto('domains')
    .values([
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
    .execute();
  await db
    .insertInto('policies')
    .values({
      account_id: account,
      id: 'example.com',
      description: 'Main brand',
      tags: [],
      guests: [],
    })
    .execute();
  await db
    .insertInto('alerts')
    .values({
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
    })
    .execute();
  await db
    .insertInto('alert_mappings')
    .values({
      alert_id: 'demo-blocklist',
      dataset_id: dataset,
      exclude_rhsbl: [],
      exclude_dnsbl: [],
    })
    .execute();
}
