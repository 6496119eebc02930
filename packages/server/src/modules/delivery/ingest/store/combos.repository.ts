// SQL of the combination dictionary: combinations are inserted once per dataset, keyed by the
// MD5 of their canonical key, and read back by key or by id.
import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../../../db/schema/index.ts';
import { comboFields, type ComboValues } from '../../dimensions.ts';
import { arrayParam } from './arrayLiterals.ts';

export interface NewCombo {
  key: string;
  values: ComboValues;
  example: string | null;
}

const textArray = (values: readonly (string | null)[]) => arrayParam('text', values);

/** The MD5 of a combination key as the uuid it is stored as. */
export function keyMd5(key: string): string {
  const hex = crypto.createHash('md5').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The id of every given key: those stored are looked up, the others inserted. The caller holds
 * the dataset's ingest lock, so no other batch inserts a combination of this dataset meanwhile.
 */
export async function resolveComboIds(
  db: Db,
  datasetNo: number,
  combos: readonly NewCombo[],
): Promise<Map<string, number>> {
  const byMd5 = new Map(combos.map((combo) => [keyMd5(combo.key), combo]));
  const ids = new Map<string, number>();
  const found = await db
    .selectFrom('delivery_combos')
    .select(['id', 'key_md5'])
    .where('dataset_no', '=', datasetNo)
    .where(sql<boolean>`key_md5 = any(${arrayParam('text', [...byMd5.keys()])}::uuid[])`)
    .execute();
  for (const row of found) {
    const combo = byMd5.get(row.key_md5);
    if (combo) ids.set(combo.key, row.id);
    byMd5.delete(row.key_md5);
  }
  if (byMd5.size === 0) return ids;
  const missing = [...byMd5.values()];
  const columns = comboFields.map((field) =>
    textArray(missing.map((combo) => combo.values[field])),
  );
  const inserted = await sql<{ id: number; key_md5: string }>`
    insert into delivery_combos (dataset_no, key_md5, ${sql.join(comboFields.map((field) => sql.id(field)))}, example)
    select ${datasetNo}::int, u.key_md5::uuid, ${sql.join(comboFields.map((field) => sql.ref(`u.${field}`)))}, u.example
    from unnest(${textArray([...byMd5.keys()])}, ${sql.join(columns)},
      ${textArray(missing.map((combo) => combo.example))})
      as u(key_md5, ${sql.join(comboFields.map((field) => sql.id(field)))}, example)
    returning id, key_md5`.execute(db);
  for (const row of inserted.rows) {
    const combo = byMd5.get(row.key_md5);
    if (combo) ids.set(combo.key, row.id);
  }
  return ids;
}

/** Combinations by id (any dataset's ids are unique), for decoding stored events. */
export function combosById(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('delivery_combos')
    .select(['id', ...comboFields, 'example'])
    .where(sql<boolean>`id = any(${arrayParam('int4', ids)})`)
    .execute();
}

/** Combinations of a dataset created after `afterId`, in id order. */
export function combosAfter(db: Db, datasetNo: number, afterId: number) {
  return db
    .selectFrom('delivery_combos')
    .select(['id', ...comboFields, 'example'])
    .where('dataset_no', '=', datasetNo)
    .where('id', '>', afterId)
    .orderBy('id')
    .execute();
}
