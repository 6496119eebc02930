// The one check that a dataset a call names is one the caller may use, and the dataset as the
// contract has it. Every service that takes a dataset id calls `datasetOfAccount`: delivery
// reports, alert mappings (user and admin), admin workspaces and dataset access keys. An unknown
// dataset, another account's and (for readers) one the caller is not a viewer of all answer the
// same 404 NotFound, so ids cannot be probed.
import type { Dataset, MetricId, Platform, Role } from '@console/contract';
import type { Selectable } from 'kysely';
import type { DatasetsTable, Db } from '../../db/schema/index.ts';
import { notFound } from '../../http/apiError.ts';
import { findDataset } from './datasets.repository.ts';

export type DatasetRow = Selectable<DatasetsTable>;

/** What the check reads of a dataset row. */
type AccessRow = Pick<DatasetRow, 'account_id' | 'viewers'>;

/** A member reading reports: their user and their role in the dataset's account. */
export interface DatasetReader {
  user: { id: string; admin: boolean };
  role: Role;
}

/**
 * Whether a member may read the dataset's reports: anyone of its account when it lists no
 * viewers, otherwise only those viewers, the account's owners and admins.
 */
export function mayReadDataset(row: AccessRow, reader: DatasetReader): boolean {
  if (row.viewers.length === 0 || reader.user.admin || reader.role === 'owner') return true;
  return row.viewers.includes(reader.user.id);
}

export interface DatasetAccess<Row extends AccessRow> {
  /** also require that this member may read it (see mayReadDataset) */
  reader?: DatasetReader;
  /**
   * how to read the row, when the caller needs more than the dataset in the same statement
   * (a report's delivery number, a search's events); the dataset row by default
   */
  read?: (db: Db, datasetId: string) => Promise<Row | undefined>;
}

/**
 * The dataset named in a call, when it belongs to `account`; `null` takes any account's (admin
 * calls that name a dataset and no account). Otherwise 404 NotFound, the same for an unknown
 * dataset, another account's, and one the reader may not read.
 */
export async function datasetOfAccount<Row extends AccessRow = DatasetRow>(
  db: Db,
  account: string | null,
  datasetId: string,
  access: DatasetAccess<Row> = {},
): Promise<Row> {
  const row = access.read
    ? await access.read(db, datasetId)
    : ((await findDataset(db, datasetId)) as Row | undefined);
  const allowed =
    row !== undefined &&
    (account === null || row.account_id === account) &&
    (access.reader === undefined || mayReadDataset(row, access.reader));
  if (!allowed) {
    throw notFound(
      account === null ? 'No such dataset' : `No dataset ${datasetId} in this account`,
    );
  }
  return row;
}

export function toDataset(row: DatasetRow): Dataset {
  return {
    id: row.id,
    owner: row.account_id,
    dimensions: row.dimensions,
    dimensions_default: row.dimensions_default,
    metrics: row.metrics as MetricId[],
    viewers: row.viewers,
    platform: row.platform as Platform,
    location: row.location,
  };
}
