// @console/contract: every call of the console API as data, with the errors, constants, metric
// catalogue, time-range presets and module codes that the app and the server share.

export * from './limits.ts';
export * from './primitives.ts';
export * from './constants.ts';
export * from './texts.ts';
export * from './errors.ts';
export * from './storableText.ts';
export * from './metrics.ts';
export * from './timeRanges.ts';
export * from './modules.ts';
export * from './platforms.ts';

export * from './entities/filters.ts';
export * from './entities/preset.ts';
export * from './entities/user.ts';
export * from './entities/account.ts';
export * from './entities/workspace.ts';
export * from './entities/auth.ts';
export * from './entities/assets.ts';
export * from './entities/dataset.ts';
export * from './entities/alerts.ts';
export * from './entities/messages.ts';
export * from './auditChecks.ts';
export * from './entities/audit.ts';
export * from './entities/table.ts';
export * from './entities/blocklist.ts';

export * from './reports/delivery.ts';
export * from './reports/reputation.ts';
export * from './reports/dmarc.ts';
export * from './reports/audit.ts';
export * from './reports/management.ts';

export {
  accountAreas,
  accountInput,
  apiBasePath,
  areas,
  attachesAccount,
  callPath,
  changeOf,
} from './calls/define.ts';
export type { Area, CallDefinition } from './calls/define.ts';
export { publicCalls, ClientError, LocalStorageSnapshot } from './calls/public.ts';
export {
  userCalls,
  UserSettings,
  UserAlert,
  AlertCondition,
  UserAlertChange,
  AccountSummary,
  BlocklistSummary,
  SlackCode,
  FeedbackText,
} from './calls/user.ts';
export { memberCalls, ReportQuery, GroupingQuery, SearchQuery } from './calls/member.ts';
export {
  editorCalls,
  IpAdd,
  IpChange,
  DomainAdd,
  DomainChange,
  PolicyAdd,
  PolicyChange,
} from './calls/editor.ts';
export { ownerCalls, MemberRow } from './calls/owner.ts';
export {
  adminCalls,
  AdminUserRow,
  AdminUserDetail,
  UserAdd,
  UserChange,
  UserClone,
  ApiKeyAdd,
  AdminIp,
  AdminDomain,
} from './calls/admin.ts';
export { adminContentCalls, AlertActivation } from './calls/adminContent.ts';
export {
  authCalls,
  authCallByName,
  authBasePath,
  ssoProviders,
  SsoProvider,
  CsrfToken,
  InvitationOffer,
} from './calls/auth.ts';
export type { AuthCall, AuthCallName, AuthCallByName } from './calls/auth.ts';

export * from './registry.ts';
export { exampleOf, leavesOf, withValueAt, type Leaf, type ValuePath } from './examples.ts';
