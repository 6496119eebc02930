// pg-boss on PGlite, through the storage's Kysely (db/pglite/dialect.ts): its statements take
// the one connection in turn with every other borrower, so a job's statement never lands inside
// an ingest transaction. Parameterless texts are scripts of several statements (its schema, its
// `begin; ...; commit` blocks) and run as such.
import { CompiledQuery, type Kysely } from 'kysely';
import type { Db as IDatabase } from 'pg-boss';
import { multiStatementQuery } from '../db/pglite/dialect.ts';
import type { Database } from '../db/schema/index.ts';

export function pgliteJobDatabase(db: Kysely<Database>): IDatabase {
  return {
    async executeSql(text, values = []) {
      const query = values.length > 0 ? CompiledQuery.raw(text, values) : multiStatementQuery(text);
      const result = await db.executeQuery(query);
      return { rows: [...result.rows] };
    },
  };
}
