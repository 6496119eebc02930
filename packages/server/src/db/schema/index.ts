// The whole database as Kysely sees it. Each domain's tables live in their own file; a new
// migration that adds a table adds its interface there and its name here.
import type { Kysely, Transaction } from 'kysely';
import type { AlertTables } from './alerts.ts';
import type { AssetTables } from './assets.ts';
import type { AuditorTables } from './auditor.ts';
import type { ContentTables } from './content.ts';
import type { DeliveryTables } from './delivery.ts';
import type { DmarcTables } from './dmarc.ts';
import type { IdentityTables } from './identities.ts';
import type { InboundTables } from './inbound.ts';
import type { OperationsTables } from './operations.ts';
import type { PeopleTables } from './people.ts';
import type { ReputationTables } from './reputation.ts';
import type { SecretTables } from './secrets.ts';
import type { TenancyTables } from './tenancy.ts';

export interface Database
  extends
    PeopleTables,
    TenancyTables,
    AssetTables,
    AlertTables,
    ContentTables,
    DeliveryTables,
    DmarcTables,
    ReputationTables,
    AuditorTables,
    IdentityTables,
    OperationsTables,
    InboundTables,
    SecretTables {}

/** What repositories take: the database or a transaction on it. */
export type Db = Kysely<Database> | Transaction<Database>;

export type * from './alerts.ts';
export type * from './assets.ts';
export type * from './auditor.ts';
export type * from './content.ts';
export type * from './delivery.ts';
export type * from './dmarc.ts';
export type * from './identities.ts';
export type * from './inbound.ts';
export type * from './operations.ts';
export type * from './people.ts';
export type * from './reputation.ts';
export type * from './secrets.ts';
export type * from './tenancy.ts';
