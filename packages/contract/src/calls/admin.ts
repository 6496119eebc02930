// admin: the management area's people, accounts, workspaces, datasets and assets (section 7,
// "fields follow the entities"). Each entity has all/get/add/set/del; users also have api (a
// dataset access key) and clone (the clone_user wizard). Admins pass every area guard, so they
// also use owner calls for memberships.
import { z } from 'zod';
import { Account, AccountOverview, Membership } from '../entities/account.ts';
import { Domain, Ip } from '../entities/assets.ts';
import { Dataset, Dimension } from '../entities/dataset.ts';
import { Language, User } from '../entities/user.ts';
import { noWorkspaceId, WorkspaceDefinition } from '../entities/workspace.ts';
import { defaultLanguage, defaultTimezone } from '../constants.ts';
import { MetricDefinition } from '../metrics.ts';
import {
  AccountId,
  DatasetId,
  Description,
  DimensionId,
  DomainName,
  Emails,
  Id,
  IpTarget,
  IsoDateTime,
  Name,
  NoInput,
  Ok,
  Tags,
  TimeZone,
  UserId,
  WorkspaceId,
} from '../primitives.ts';
import { ApiKey, ApiKeyCreated } from '../reports/management.ts';
import { adminCrud } from './crud.ts';
import { callsOf, changeOf } from './define.ts';

const call = callsOf('admin');

const ByAccount = z.strictObject({ account: AccountId.optional() });

// accounts: members are managed through memberships, so an account is added without them.
export const AccountAdd = Account.omit({ members: true });

// users
export const AdminUserRow = z.strictObject({
  id: UserId,
  name: Name,
  admin: z.boolean(),
  owner: z.boolean(),
  language: Language,
  accounts: z.array(AccountId),
  last_visit: IsoDateTime.nullable(),
});
export const AdminUserDetail = z.strictObject({ user: User, memberships: z.array(Membership) });
export const UserAdd = z.strictObject({
  id: UserId,
  name: Name,
  admin: z.boolean().default(false),
  language: Language.default(defaultLanguage),
  timezone: TimeZone.default(defaultTimezone),
  /** mail a link to set a password */
  invite: z.boolean().default(true),
});
export const UserChange = changeOf(UserAdd.omit({ invite: true }), ['id']);

/** The clone_user wizard: a new user with the memberships, alerts and preferences of another. */
export const UserClone = z.strictObject({ from: UserId, id: UserId, name: Name });

/** A dataset access key; ingestion authenticates batches with it. */
export const ApiKeyAdd = z.strictObject({
  dataset: DatasetId,
  description: Description.default(''),
  /** null or absent: never expires */
  expires_at: IsoDateTime.nullable().optional(),
});

// workspaces: `none` is the placeholder id and cannot be taken.
export const WorkspaceAdd = WorkspaceDefinition.extend({
  id: WorkspaceId.refine((id) => id !== noWorkspaceId, { message: 'Reserved workspace id' }),
});

// ips and domains of any account
const adminAssetFields = {
  account: AccountId,
  description: Description.default(''),
  viewers: Emails.default([]),
  tags: Tags.default([]),
  workspace: WorkspaceId.nullable().default(null),
};
export const AdminIp = Ip.extend({ account: AccountId, workspace: WorkspaceId.nullable() });
export const AdminDomain = Domain.extend({ account: AccountId, workspace: WorkspaceId.nullable() });
export const AdminIpAdd = z.strictObject({ address: IpTarget, ...adminAssetFields });
export const AdminDomainAdd = z.strictObject({ name: DomainName, ...adminAssetFields });

export const adminCalls = [
  call({
    resource: 'preferences',
    action: 'del',
    input: z.strictObject({ user: UserId, workspace: WorkspaceId.optional() }),
    output: Ok,
  }),
  call({ resource: 'metrics', action: 'all', input: NoInput, output: z.array(MetricDefinition) }),

  ...adminCrud('accounts', {
    // answered with the SNDS key reduced to whether it is set
    entity: AccountOverview,
    all: NoInput,
    key: z.strictObject({ id: AccountId }),
    add: AccountAdd,
    set: changeOf(AccountAdd, ['id']),
  }),

  call({ resource: 'users', action: 'all', input: NoInput, output: z.array(AdminUserRow) }),
  call({
    resource: 'users',
    action: 'get',
    input: z.strictObject({ id: UserId }),
    output: AdminUserDetail,
  }),
  call({ resource: 'users', action: 'add', input: UserAdd, output: User }),
  call({ resource: 'users', action: 'set', input: UserChange, output: User }),
  call({ resource: 'users', action: 'del', input: z.strictObject({ id: UserId }), output: Ok }),
  call({ resource: 'users', action: 'clone', input: UserClone, output: User }),
  /** creates a dataset access key; the answer holds the secret, shown once */
  call({ resource: 'users', action: 'api', input: ApiKeyAdd, output: ApiKeyCreated }),
  call({
    resource: 'apikeys',
    action: 'all',
    input: z.strictObject({ dataset: DatasetId.optional() }),
    output: z.array(ApiKey),
  }),
  call({ resource: 'apikeys', action: 'del', input: z.strictObject({ id: Id }), output: Ok }),

  ...adminCrud('workspaces', {
    entity: WorkspaceDefinition,
    all: ByAccount,
    key: z.strictObject({ id: WorkspaceId }),
    add: WorkspaceAdd,
    set: changeOf(WorkspaceDefinition, ['id']),
  }),
  ...adminCrud('datasets', {
    entity: Dataset,
    all: ByAccount,
    key: z.strictObject({ id: DatasetId }),
    add: Dataset,
    set: changeOf(Dataset, ['id']),
  }),
  ...adminCrud('dimensions', {
    entity: Dimension,
    all: NoInput,
    key: z.strictObject({ id: DimensionId }),
    add: Dimension,
    set: changeOf(Dimension, ['id']),
  }),
  ...adminCrud('ips', {
    entity: AdminIp,
    all: ByAccount,
    key: z.strictObject({ account: AccountId, address: IpTarget }),
    add: AdminIpAdd,
    set: changeOf(AdminIpAdd, ['account', 'address']),
  }),
  ...adminCrud('domains', {
    entity: AdminDomain,
    all: ByAccount,
    key: z.strictObject({ account: AccountId, name: DomainName }),
    add: AdminDomainAdd,
    set: changeOf(AdminDomainAdd, ['account', 'name']),
  }),
] as const;
