// The dimension catalogue (management area): what reports group and filter by. A dimension a
// dataset uses cannot be deleted (its reports would lose a column silently).
import type { Dimension, ParsedInput } from '@console/contract';
import type { Selectable } from 'kysely';
import type { Db, DimensionsTable } from '../../db/schema/index.ts';
import { fail, notFound } from '../../http/apiError.ts';
import { definedFields, write } from './adminWrites.ts';
import { datasetsUsingDimension } from '../datasets/datasets.repository.ts';
import * as dimensions from '../datasets/dimensions.repository.ts';

function toDimension(row: Selectable<DimensionsTable>): Dimension {
  return {
    ...row,
    order: row.order as Dimension['order'],
    sort: row.sort as Dimension['sort'],
  };
}

export async function listDimensions(db: Db): Promise<Dimension[]> {
  return (await dimensions.allDimensions(db)).map(toDimension);
}

export async function getDimension(db: Db, id: string): Promise<Dimension> {
  const row = await dimensions.findDimension(db, id);
  if (!row) throw notFound('No such dimension');
  return toDimension(row);
}

export async function addDimension(db: Db, input: ParsedInput<'admin/dimensions/add'>) {
  await write(`Dimension ${input.id}`, () => dimensions.insertDimension(db, input));
  return getDimension(db, input.id);
}

export async function setDimension(db: Db, input: ParsedInput<'admin/dimensions/set'>) {
  const { id, ...changes } = definedFields(input);
  if (!(await dimensions.updateDimension(db, input.id, changes)))
    throw notFound('No such dimension');
  return getDimension(db, id ?? input.id);
}

export async function deleteDimension(db: Db, id: string) {
  const users = await datasetsUsingDimension(db, id);
  if (users.length > 0) {
    throw fail('Conflict', `Datasets use this dimension: ${users.join(', ')}`);
  }
  if (!(await dimensions.deleteDimension(db, id))) throw notFound('No such dimension');
  return { ok: true as const };
}
