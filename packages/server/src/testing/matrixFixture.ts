// The people and tenancy the authorization matrix and the bad-input test call with: the account
// `acme` (the account, dataset and workspace ids of the contract's examples, so `exampleOf`
// bodies name them) with all four modules, a second account `other`, and one signed-in session
// per role. Members are never `ana@example.com`, the user the examples change and delete.
import { jsonb } from '../db/jsonb.ts';
import { insertAccount } from '../modules/accounts/accounts.repository.ts';
import { insertWorkspace } from '../modules/workspaces/workspaces.repository.ts';
import type { TestApp, TestSession } from './testApp.ts';

export const matrixRoles = [
  'anonymous',
  'nomember',
  'othermember',
  'member',
  'editor',
  'owner',
  'admin',
] as const;
export type MatrixRole = (typeof matrixRoles)[number];

const modules = ['da', 'rm', 'ea', 'dr'];

async function addAccount(t: TestApp, account: string, dataset: string, workspace: string) {
  const { db } = t.services;
  await insertAccount(db, {
    id: account,
    name: account,
    modules,
    user_limit: null,
    volume_limit: null,
    ip_limit: null,
    domain_limit: null,
    audit_limit: null,
    policy_limit: null,
    snds: null,
  });
  await db
    .insertInto('datasets')
    .values({
      id: dataset,
      account_id: account,
      dimensions: ['domain', 'provider'],
      dimensions_default: ['domain'],
      metrics: ['submitted', 'delivered'],
      viewers: [],
      platform: 'powermta',
      location: 'local',
    })
    .execute();
  await insertWorkspace(db, {
    id: workspace,
    name: workspace,
    account_id: account,
    dataset_id: dataset,
    modules,
    tags: [],
    filters: jsonb<unknown[]>([]),
    dimensions: jsonb([]),
    dimensions_default: [],
    metrics: [],
  });
}

/** Sets up both accounts and answers a session per role (null for anonymous). */
export async function seedMatrix(t: TestApp): Promise<Record<MatrixRole, TestSession | null>> {
  await addAccount(t, 'acme', 'acme-newsletters', 'acme-news');
  await addAccount(t, 'other', 'other-data', 'other-news');
  const people: [MatrixRole, { account?: string; role?: string; admin?: boolean }][] = [
    ['nomember', {}],
    ['othermember', { account: 'other', role: 'owner' }],
    ['member', { account: 'acme', role: 'member' }],
    ['editor', { account: 'acme', role: 'editor' }],
    ['owner', { account: 'acme', role: 'owner' }],
    ['admin', { admin: true }],
  ];
  const sessions = { anonymous: null } as Record<MatrixRole, TestSession | null>;
  for (const [role, options] of people) {
    const email = `${role}@matrix.test`;
    const password = await t.addUser(email, options);
    sessions[role] = await t.signIn(email, password);
  }
  return sessions;
}
