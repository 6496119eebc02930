// PostgreSQL array literals for the batch statements (`unnest($1::int8[], ...)`), built
// directly: node-postgres would serialise each element through its generic value conversion
// and escape each string with two regular expressions, which at ingest rates costs more than
// the rest of the statement's preparation. A literal is sent as one text parameter and cast
// by the server, the same on PGlite and PostgreSQL.
import { sql, type RawBuilder } from 'kysely';

const needsEscape = /["\\]/;
const escapable = /["\\]/g;

/** `{1,2,NULL}` for numbers (finite; integers for integer columns). */
export function numberArray(values: readonly (number | null)[]): string {
  let literal = '{';
  for (let index = 0; index < values.length; index += 1) {
    if (index > 0) literal += ',';
    const value = values[index];
    literal += value === null || value === undefined ? 'NULL' : String(value);
  }
  return `${literal}}`;
}

/** `{"a","b\"c",NULL}`: every element quoted, so commas, braces and spaces need nothing. */
export function textArray(values: readonly (string | null)[]): string {
  let literal = '{';
  for (let index = 0; index < values.length; index += 1) {
    if (index > 0) literal += ',';
    const value = values[index];
    if (value === null || value === undefined) literal += 'NULL';
    else literal += `"${needsEscape.test(value) ? value.replace(escapable, '\\$&') : value}"`;
  }
  return `${literal}}`;
}

export type ArrayType = 'int2' | 'int4' | 'int8' | 'float8' | 'text' | 'timestamptz';

const casts: Record<ArrayType, RawBuilder<unknown>> = {
  int2: sql`int2[]`,
  int4: sql`int4[]`,
  int8: sql`int8[]`,
  float8: sql`float8[]`,
  text: sql`text[]`,
  timestamptz: sql`timestamptz[]`,
};

/** A parameter holding the literal, cast to the array type. */
export function arrayParam(type: ArrayType, values: readonly (number | string | null)[]) {
  const literal =
    type === 'text' || type === 'timestamptz'
      ? textArray(values as (string | null)[])
      : numberArray(values as (number | null)[]);
  return sql`${literal}::${casts[type]}`;
}
