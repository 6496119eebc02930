// All SQL about the dimension catalogue: what reports group and filter by, and what a dataset's
// and a workspace's dimensions must name.
import type { Insertable, Updateable } from 'kysely';
import type { Db, DimensionsTable } from '../../db/schema/index.ts';

export function allDimensions(db: Db) {
  return db.selectFrom('dimensions').selectAll().orderBy('position').orderBy('id').execute();
}

export function findDimension(db: Db, id: string) {
  return db.selectFrom('dimensions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertDimension(db: Db, values: Insertable<DimensionsTable>) {
  await db.insertInto('dimensions').values(values).execute();
}

/** Changes the columns given; false when there is no such dimension. */
export async function updateDimension(
  db: Db,
  id: string,
  changes: Updateable<DimensionsTable>,
): Promise<boolean> {
  if (Object.keys(changes).length === 0) return (await findDimension(db, id)) !== undefined;
  const result = await db
    .updateTable('dimensions')
    .set(changes)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteDimension(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('dimensions').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
