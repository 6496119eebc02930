// How the maintenance halves (autoVacuum.ts, autoAnalyze.ts, and checkpoints.ts) run their
// statements: one at a time, each on a connection borrowed for it alone, so that the time it
// held the connection is its own (on PGlite, the only connection: the time the ingest waited
// for it). A table dropped since it was found due (retention drops old partitions) is passed
// over.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from './schema/index.ts';

export interface DueTable {
  schema: string;
  name: string;
}

const undefinedTable = '42P01';

/** Runs one statement on a connection borrowed for it alone; returns the ms it held it. */
export function timedStatement(
  db: Kysely<Database>,
  statement: RawBuilder<unknown>,
): Promise<number> {
  return db.connection().execute(async (connection) => {
    const started = performance.now();
    await statement.execute(connection);
    return performance.now() - started;
  });
}

/** Runs `statementOf` on each table, in order; returns those it ran on with the ms each took. */
export async function runPerTable<T extends DueTable>(
  db: Kysely<Database>,
  tables: readonly T[],
  statementOf: (table: T, target: RawBuilder<unknown>) => RawBuilder<unknown>,
): Promise<(T & { ms: number })[]> {
  const ran: (T & { ms: number })[] = [];
  for (const table of tables) {
    const statement = statementOf(table, sql.id(table.schema, table.name));
    try {
      ran.push({ ...table, ms: await timedStatement(db, statement) });
    } catch (error) {
      if ((error as { code?: string }).code !== undefinedTable) throw error;
    }
  }
  return ran;
}
