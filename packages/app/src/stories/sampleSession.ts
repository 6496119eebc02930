// Sample signed-in users for stories: a workspace owner with two workspaces (the demo sender and
// a transactional stream), an admin, and a user without any workspace.
import {
  noWorkspace,
  userDefaults,
  type AuthStatus,
  type User,
  type Workspace,
} from '@console/contract';

const dimensions = [
  { id: 'domain', name: 'Recipient domain', caption: 'Domain' },
  { id: 'provider', name: 'Mailbox provider', caption: 'Provider' },
  { id: 'ip', name: 'Sending IP', caption: 'IP' },
  { id: 'vmta', name: 'Virtual MTA', caption: 'VMTA' },
  { id: 'job', name: 'Campaign', caption: 'Campaign' },
  { id: 'sender', name: 'Sender domain', caption: 'Sender' },
];

export const newslettersWorkspace: Workspace = {
  id: 'demo',
  name: 'Demo newsletters',
  account: 'demo',
  dataset: 'demo-newsletters',
  modules: ['da', 'rm', 'ea', 'dr'],
  signalspam: true,
  csa: true,
  ips: ['192.0.2.10', '192.0.2.11', '198.51.100.7'],
  domains: ['news.example.com', 'mail.example.com'],
  tags: ['demo'],
  filters: [],
  dimensions,
  dimensions_default: ['domain', 'provider'],
  metrics: [
    'sent',
    'delivered',
    'bounce_rate',
    'deferred_rate',
    'unique_open_rate',
    'complaint_rate',
  ],
  role: 'owner',
};

export const transactionalWorkspace: Workspace = {
  ...newslettersWorkspace,
  id: 'transactional',
  name: 'Transactional (receipts)',
  dataset: 'demo-transactional',
  modules: ['da', 'rm'],
  signalspam: false,
  csa: false,
  tags: [],
  role: 'member',
};

export const sampleUser: User = {
  ...userDefaults,
  id: 'claire.martin@example.com',
  name: 'Claire Martin',
  timezone: 'Europe/Paris',
  week: 'monday',
  owner: true,
  workspace: 'demo',
  last_visit: '2026-11-20T08:12:00.000Z',
};

export const sampleAuthStatus: AuthStatus & { user: User } = {
  authenticated: true,
  user: sampleUser,
  role: 'USER',
  owner: ['demo'],
  workspaces: [newslettersWorkspace, transactionalWorkspace],
};

export const adminAuthStatus: AuthStatus & { user: User } = {
  ...sampleAuthStatus,
  user: { ...sampleUser, id: 'admin@example.com', name: 'Ops admin', admin: true },
  role: 'ADMIN',
};

export const noWorkspaceAuthStatus: AuthStatus & { user: User } = {
  authenticated: true,
  user: {
    ...sampleUser,
    id: 'new.user@example.com',
    name: 'New user',
    owner: false,
    workspace: null,
  },
  role: 'USER',
  owner: [],
  workspaces: [noWorkspace],
};

/** The same user with French settings (language, number format, clock). */
export const frenchAuthStatus: AuthStatus & { user: User } = {
  ...sampleAuthStatus,
  user: { ...sampleUser, language: 'fr', format: '# ###,##', clock: 'h23' },
};
