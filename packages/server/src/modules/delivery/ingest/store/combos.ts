// Combination ids for a batch of events, and the dimension values of a combination id. Both
// are remembered per process (one map per database and dataset, bounded); new combinations
// are inserted in the batch's transaction and remembered only after it commits, so a
// rolled-back batch leaves no id behind that does not exist. A known combination is found by
// a hash of the event's values (comboHash.ts), not by its key string: building and hashing a
// 12-part string per event was most of what assigning combinations cost once all are known.
import type { Kysely } from 'kysely';
import type { Database, Db } from '../../../../db/schema/index.ts';
import type { NormalisedEvent } from '../../event.ts';
import { comboFields, type ComboValues } from '../../dimensions.ts';
import { comboHash, sameCombo, sameValues } from './comboHash.ts';
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

interface KnownCombo {
  id: number;
  values: ComboValues;
  /** another combination of the same hash */
  next: KnownCombo | null;
}

interface Remembered {
  /** committed combinations by hash of their values */
  byHash: Map<number, KnownCombo>;
  byHashCount: number;
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
    remembered = { byHash: new Map(), byHashCount: 0, values: new Map() };
    byDataset.set(datasetNo, remembered);
  }
  return remembered;
}

/**
 * Finds the id of an event's combination (`hash`: comboHashOfEvent) when this process has seen
 * it committed, for one dataset: take it once per chunk, not per event.
 */
export function knownCombos(
  root: Kysely<Database>,
  datasetNo: number,
): (event: NormalisedEvent, hash: number) => number | undefined {
  const byHash = rememberedOf(root, datasetNo).byHash;
  return (event, hash) => {
    for (let known = byHash.get(hash); known; known = known.next ?? undefined) {
      if (sameCombo(event, known.values)) return known.id;
    }
    return undefined;
  };
}

export interface ComboAssignment {
  /** combination id per given key */
  ids: Map<string, number>;
  /** call after the transaction committed */
  commit(): void;
}

/**
 * Ids of combinations this process does not know (knownComboId): looked up, or inserted, in
 * the batch's transaction; remembered once it commits.
 */
export async function assignCombos(
  root: Kysely<Database>,
  tx: Db,
  datasetNo: number,
  wanted: ReadonlyMap<string, { values: ComboValues; example: string | null }>,
): Promise<ComboAssignment> {
  const remembered = rememberedOf(root, datasetNo);
  const missing: NewCombo[] = [];
  for (const [key, combo] of wanted)
    missing.push({ key, values: combo.values, example: combo.example });
  const ids = missing.length > 0 ? await resolveComboIds(tx, datasetNo, missing) : new Map();
  return {
    ids,
    commit() {
      if (remembered.byHashCount + ids.size > maxRemembered) {
        remembered.byHash.clear();
        remembered.byHashCount = 0;
      }
      if (remembered.values.size + ids.size > maxRemembered) remembered.values.clear();
      for (const [key, id] of ids) {
        const values = wanted.get(key)?.values;
        if (!values) continue;
        const hash = comboHash(values);
        remembered.byHash.set(hash, { id, values, next: remembered.byHash.get(hash) ?? null });
        remembered.byHashCount += 1;
        remembered.values.set(id, values);
      }
    },
  };
}

/**
 * Ids of combinations given by their values (keyed by comboKey): those this process has seen
 * committed at once, the others as assignCombos does.
 */
export async function comboIdsOfValues(
  root: Kysely<Database>,
  tx: Db,
  datasetNo: number,
  wanted: ReadonlyMap<string, ComboValues>,
): Promise<ComboAssignment> {
  const byHash = rememberedOf(root, datasetNo).byHash;
  const ids = new Map<string, number>();
  const unknown = new Map<string, { values: ComboValues; example: string | null }>();
  for (const [key, values] of wanted) {
    let known = byHash.get(comboHash(values));
    while (known && !sameValues(known.values, values)) known = known.next ?? undefined;
    if (known) ids.set(key, known.id);
    else unknown.set(key, { values, example: null });
  }
  if (unknown.size === 0) return { ids, commit() {} };
  const assignment = await assignCombos(root, tx, datasetNo, unknown);
  for (const [key, id] of assignment.ids) ids.set(key, id);
  return { ids, commit: () => assignment.commit() };
}

/** Dimension values of combination ids (of this dataset). */
export async function valuesOfCombos(
  root: Kysely<Database>,
  db: Db,
  datasetNo: number,
  ids: Iterable<number>,
): Promise<Map<number, ComboValues>> {
  const remembered = rememberedOf(root, datasetNo);
  const wanted = [...new Set(ids)];
  let missing = wanted.filter((id) => !remembered.values.has(id));
  if (missing.length > 0) {
    // Starting afresh forgets the wanted ids that were remembered too: fetch them all.
    if (remembered.values.size + missing.length > maxRemembered) {
      remembered.values.clear();
      missing = wanted;
    }
    for (const row of await combosById(db, missing)) {
      const { id, example: _example, ...values } = row;
      remembered.values.set(id, values);
    }
  }
  return remembered.values;
}
