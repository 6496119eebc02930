// The demo workspace a fresh installation shows: one account with all four modules, a dataset,
// a workspace, a few sending assets and a blocklist alert, owned by the first admin.
// SEED_DEMO=0 leaves it out.
import { jsonb } from '../../db/jsonb.ts';
import type { Db } from '../../db/schema/index.ts';
import { insertAccount } from '../accounts/accounts.repository.ts';
import { insertDataset } from '../datasets/datasets.repository.ts';
import { insertMembership } from '../memberships/memberships.repository.ts';
import { insertWorkspace } from '../workspaces/workspaces.repository.ts';
import { seedDemoAssets } from './demoAssets.ts';

export const demo = {
  account: 'demo',
  dataset: 'demo-newsletters',
  workspace: 'demo',
  modules: ['da', 'rm', 'ea', 'dr'],
} as const;

const metrics = [
  'sent',
  'delivered',
  'bounce_rate',
  'deferred_rate',
  'unique_open_rate',
  'complaint_rate',
];
const dimensions = ['domain', 'provider', 'ip', 'vmta', 'job', 'sender'];

export async function seedDemo(db: Db, ownerId: string): Promise<void> {
  await insertAccount(db, {
    id: demo.account,
    name: 'Demo account',
    modules: [...demo.modules],
    user_limit: 25,
    volume_limit: null,
    ip_limit: 50,
    domain_limit: 50,
    audit_limit: 100,
    policy_limit: 20,
    snds: null,
  });
  await insertDataset(db, {
    id: demo.dataset,
    account_id: demo.account,
    dimensions,
    dimensions_default: dimensions.slice(0, 2),
    metrics,
    viewers: [],
    platform: 'powermta',
    location: 'local',
  });
  await insertWorkspace(db, {
    id: demo.workspace,
    name: 'Demo newsletters',
    account_id: demo.account,
    dataset_id: demo.dataset,
    modules: [...demo.modules],
    tags: ['demo'],
    filters: jsonb<unknown[]>([]),
    dimensions: jsonb([
      { id: 'domain', name: 'Recipient domain', caption: 'Domain' },
      { id: 'provider', name: 'Mailbox provider', caption: 'Provider' },
      { id: 'ip', name: 'Sending IP', caption: 'IP' },
    ]),
    dimensions_default: ['domain', 'provider'],
    metrics,
  });
  await insertMembership(db, {
    account_id: demo.account,
    user_id: ownerId,
    role: 'owner',
    alerts: true,
  });
  await seedDemoAssets(db, demo.account, demo.dataset);
}
