// The pages outside workspaces (spec section 2, "Routes without a workspace") as data: settings,
// administration, management (wizards, entities, statistics) and help. Route names follow the
// spec's named routes where it gives one (settings-release-notes, management-metric-stats...).

export interface SectionPage {
  /** Route id and, through pageKey(), the title's translation key. */
  name: string;
  /** Below the section, e.g. 'release' for /settings/release. */
  path: string;
}

export const settingsPages: readonly SectionPage[] = [
  { name: 'settings-profile', path: 'profile' },
  { name: 'settings-preferences', path: 'preferences' },
  { name: 'settings-alerts', path: 'alerts' },
  { name: 'settings-release-notes', path: 'release' },
  { name: 'settings-messages', path: 'messages' },
];

/** Management wizards: the spec's codes as paths, `management-wizards-{noun}-{verb}` as names. */
export const managementWizards: readonly SectionPage[] = [
  { name: 'management-wizards-account-add', path: 'wizards/add_account' },
  { name: 'management-wizards-account-delete', path: 'wizards/delete_account' },
  { name: 'management-wizards-dataset-add', path: 'wizards/add_dataset' },
  { name: 'management-wizards-user-clone', path: 'wizards/clone_user' },
  { name: 'management-wizards-user-delete', path: 'wizards/delete_user' },
  { name: 'management-wizards-dataset-delete', path: 'wizards/delete_dataset' },
  { name: 'management-wizards-template-activate', path: 'wizards/activate_template' },
];

/** The management entities, the spec's list (pages/management/entities/entityCatalogue.ts). */
export const entityCodes = [
  'accounts',
  'users',
  'datasets',
  'workspaces',
  'dimensions',
  'alerts',
  'issues',
  'ips',
  'domains',
  'messages',
  'dictionary',
  'templates',
  'content',
  'integrations',
] as const;

export const managementEntities: readonly SectionPage[] = entityCodes.map((code) => ({
  name: `management-${code}`,
  path: code,
}));

export const managementStatistics: readonly SectionPage[] = [
  { name: 'management-account-stats', path: 'accountstats' },
  { name: 'management-metric-stats', path: 'metricstats' },
  { name: 'management-user-stats', path: 'userstats' },
];

export const managementGroups = [
  { name: 'management-wizards', pages: managementWizards },
  { name: 'management-entities', pages: managementEntities },
  { name: 'management-statistics', pages: managementStatistics },
] as const;
