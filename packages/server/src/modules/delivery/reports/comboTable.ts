// The report cache's decoded combinations of one dataset: every combination gets a dense local
// index, and each of its fields a code in that field's dictionary (code 0 is "no value"), so a
// filter becomes one boolean per combination and a grouping one code per combination.
import { comboFields, noValue, type ComboField } from '../dimensions.ts';

export interface ComboRow extends Record<ComboField, string | null> {
  id: number;
  example: string | null;
}

export class FieldDictionary {
  readonly values: string[] = [noValue];
  readonly #codes = new Map<string, number>();

  codeOf(value: string | null): number {
    if (value === null) return 0;
    let code = this.#codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.#codes.set(value, code);
    }
    return code;
  }

  /** The code of a filter or key value; -1 when no combination has it. */
  find(value: string): number {
    if (value === noValue) return 0;
    return this.#codes.get(value) ?? -1;
  }
}

export class ComboTable {
  readonly dictionaries: Record<ComboField, FieldDictionary>;
  /** codes[field][local index] */
  readonly codes: Record<ComboField, number[]>;
  readonly examples: (string | null)[] = [];
  readonly #localById = new Map<number, number>();
  maxId = 0;

  constructor() {
    this.dictionaries = Object.fromEntries(
      comboFields.map((field) => [field, new FieldDictionary()]),
    ) as Record<ComboField, FieldDictionary>;
    this.codes = Object.fromEntries(comboFields.map((field) => [field, []])) as unknown as Record<
      ComboField,
      number[]
    >;
  }

  get size(): number {
    return this.examples.length;
  }

  add(row: ComboRow): void {
    if (this.#localById.has(row.id)) return;
    this.#localById.set(row.id, this.examples.length);
    for (const field of comboFields)
      this.codes[field].push(this.dictionaries[field].codeOf(row[field]));
    this.examples.push(row.example);
    if (row.id > this.maxId) this.maxId = row.id;
  }

  /** Local index of a combination id; -1 when it is not loaded. */
  local(id: number): number {
    return this.#localById.get(id) ?? -1;
  }

  value(field: ComboField, local: number): string {
    const code = this.codes[field][local] ?? 0;
    return this.dictionaries[field].values[code] ?? noValue;
  }
}
