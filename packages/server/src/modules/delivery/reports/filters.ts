// Report filters (IN / NOT_IN per dimension) as one boolean per combination: a combination
// passes when, for every filter, its value of the filter's field is (IN) or is not (NOT_IN)
// among the values. Filters on the same field are all applied (they intersect).
import type { Filter } from '@console/contract';
import { fail } from '../../../http/apiError.ts';
import { dimensionFields, dimensionIds, type ComboField } from '../dimensions.ts';
import type { ComboTable } from './comboTable.ts';

export function fieldOfDimension(dimension: string): ComboField {
  const field = dimensionFields[dimension];
  if (!field)
    throw fail(
      'ValidationError',
      `Unknown dimension ${dimension}; known: ${dimensionIds.join(', ')}`,
    );
  return field;
}

/** Checks every filter names a known dimension (before any work is done). */
export function checkFilters(filters: readonly Filter[]): void {
  for (const filter of filters) fieldOfDimension(filter.field);
}

/** 1 for combinations that pass every filter. */
export function filterMask(combos: ComboTable, filters: readonly Filter[]): Uint8Array {
  const mask = new Uint8Array(combos.size).fill(1);
  for (const filter of filters) {
    const field = fieldOfDimension(filter.field);
    const dictionary = combos.dictionaries[field];
    const wanted = new Uint8Array(dictionary.values.length);
    for (const value of filter.values) {
      const code = dictionary.find(value);
      if (code >= 0) wanted[code] = 1;
    }
    const include = filter.op === 'IN' ? 1 : 0;
    const codes = combos.codes[field];
    for (let local = 0; local < mask.length; local += 1) {
      if (mask[local] === 1 && wanted[codes[local] ?? 0] !== include) mask[local] = 0;
    }
  }
  return mask;
}
