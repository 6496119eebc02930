// Combination ids for a batch of events, and the dimension values of a combination id. Both
// are remembered per process (one map per database and dataset, bounded); new combinations
// are inserted in the batch's transaction and remembered only after it commits, so a
// rolled-back batch leaves no id behind that does not exist.
import type { Kysely } from 'kysely';
import type { Database, Db } from '../../../db/schema/index.ts';
import type { NormalisedEvent } from '../../../ingest/event.ts';
import { comboFields, type ComboValues } from '../dimensions.ts';
import { combosById, resolveComboIds, type NewCombo } from './combos.repository.ts';

const separator = '\u001f';
const nullMark = '\u0001';
/** Past this many remembered combinations the maps start afresh (memory bound). */
const maxRemembered = 200_000;

export function comboKey(values: ComboValues): string {
  let key = '';
  for (const field of comboFields) {
    const value = values[field];
    key += (value === null ? nullMark : value) + separator;
  }
  return key;
}

const part = (value: string | null) => (value === null ? nullMark : value) + separator;

/** comboKey(comboValuesOf(event)) in one string, without the values object (ingest's loop). */
export function comboKeyOfEvent(event: NormalisedEvent): string {
  return (
    part(event.recipientDomain) +
    part(event.provider) +
    part(event.sendingIp) +
    part(event.vmta) +
    part(event.pool) +
    part(event.campaign) +
    part(event.senderDomain) +
    part(event.remoteMx) +
    part(event.platform) +
    part(event.bounceCategory) +
    part(event.dsnStatus) +
    part(event.diagnosticTemplate)
  );
}

interface Remembered {
  ids: Map<string, number>;
  values: Map<number, ComboValues>;
}

const rememberedByDatabase = new WeakMap<Kysely<Database>, Map<number, Remembered>>();

function rememberedOf(root: Kysely<Database>, datasetNo: number): Remembered {
  let byDataset = rememberedByDatabase.get(root);
  if (!byDataset) {
    byDataset = new Map();
    rememberedByDatabase.set(root, byDataset);
  }
  let remembered = byDataset.get(datasetNo);
  if (!remembered) {
    remembered = { ids: new Map(), values: new Map() };
    byDataset.set(datasetNo, remembered);
  }
  return remembered;
}

export interface ComboAssignment {
  /** combination id per given key */
  ids: Map<string, number>;
  /** call after the transaction committed */
  commit(): void;
}

export async function assignCombos(
  root: Kysely<Database>,
  tx: Db,
  datasetNo: number,
  wanted: ReadonlyMap<string, { values: ComboValues; example: string | null }>,
): Promise<ComboAssignment> {
  const remembered = rememberedOf(root, datasetNo);
  const ids = new Map<string, number>();
  const missing: NewCombo[] = [];
  for (const [key, combo] of wanted) {
    const id = remembered.ids.get(key);
    if (id === undefined) missing.push({ key, values: combo.values, example: combo.example });
    else ids.set(key, id);
  }
  const fresh = missing.length > 0 ? await resolveComboIds(tx, datasetNo, missing) : new Map();
  for (const [key, id] of fresh) ids.set(key, id);
  return {
    ids,
    commit() {
      if (remembered.ids.size + fresh.size > maxRemembered) remembered.ids.clear();
      if (remembered.values.size + fresh.size > maxRemembered) remembered.values.clear();
      for (const [key, id] of fresh) {
        remembered.ids.set(key, id);
        const values = wanted.get(key)?.values;
        if (values) remembered.values.set(id, values);
      }
    },
  };
}

/** Dimension values of combination ids (of this dataset). */
export async function valuesOfCombos(
  root: Kysely<Database>,
  db: Db,
  datasetNo: number,
  ids: Iterable<number>,
): Promise<Map<number, ComboValues>> {
  const remembered = rememberedOf(root, datasetNo);
  const missing = [...new Set(ids)].filter((id) => !remembered.values.has(id));
  if (missing.length > 0) {
    if (remembered.values.size + missing.length > maxRemembered) remembered.values.clear();
    for (const row of await combosById(db, missing)) {
      const { id, example: _example, ...values } = row;
      remembered.values.set(id, values);
    }
  }
  return remembered.values;
}
