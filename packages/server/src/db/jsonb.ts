// A value for a jsonb column. node-postgres sends a JS array as a PostgreSQL array literal, not
// JSON, so a jsonb column given [..] fails on a PostgreSQL server while PGlite accepts it. Every
// jsonb write goes through this: JSON text, cast on the server, the same on both drivers.
import { sql, type RawBuilder } from 'kysely';

export function jsonb<T>(value: T): RawBuilder<T> {
  return sql<T>`cast(${JSON.stringify(value)} as jsonb)`;
}
