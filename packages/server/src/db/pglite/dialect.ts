// A Kysely dialect for PGlite. PGlite is one PostgreSQL backend in this process (single-user
// mode): there is exactly one connection. The driver hands it to one caller at a time and queues
// the others, so a Kysely transaction holds the connection from BEGIN to COMMIT and no other
// query can slip into it. Statements with parameters outside a transaction run as named
// prepared statements (preparedStatements.ts). Written here rather than taken from npm:
// kysely-pglite-dialect pins PGlite below 0.5, and kysely-pglite brings a code generator and a
// CLI along (see README).
import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { PreparedStatements } from './preparedStatements.ts';

const multiStatementQueryId = 'multi-statement script';

/** A text of several statements without parameters, run as one script (simple protocol). */
export function multiStatementQuery(sql: string): CompiledQuery {
  return { ...CompiledQuery.raw(sql), queryId: { queryId: multiStatementQueryId } };
}

class PgliteConnection implements DatabaseConnection {
  readonly #client: PGlite;
  readonly #prepared: PreparedStatements;
  /** set by the driver between BEGIN and COMMIT or ROLLBACK */
  inTransaction = false;

  constructor(client: PGlite) {
    this.#client = client;
    this.#prepared = new PreparedStatements(client);
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (query.queryId.queryId === multiStatementQueryId) return this.#executeScript<R>(query.sql);
    // Reads answering a user (reports, search, sessions) run alone and repeat in the same
    // shape: they are prepared. A transaction's statements (ingest) are planned for their
    // values: generic plans slowed its look-ups by arrays of hashes (server README).
    const result =
      query.parameters.length === 0 || this.inTransaction
        ? await this.#client.query<R>(query.sql, [...query.parameters])
        : await this.#prepared.query<R>(query.sql, query.parameters);
    const affected = result.affectedRows;
    // PGlite reports affectedRows 0 for SELECT; Kysely expects it only for writes.
    return affected !== undefined && query.query.kind !== 'SelectQueryNode'
      ? { rows: result.rows, numAffectedRows: BigInt(affected) }
      : { rows: result.rows };
  }

  /**
   * Several statements in one text (the job queue's schema and its locked blocks, `begin; ...;
   * commit`), through the simple protocol. A statement failing inside the block would leave the
   * one connection in an aborted transaction for every later borrower: it is rolled back first.
   */
  async #executeScript<R>(sql: string): Promise<QueryResult<R>> {
    try {
      const results = await this.#client.exec(sql);
      return { rows: results.flatMap((result) => result.rows as R[]) };
    } catch (error) {
      if (this.#client.isInTransaction()) await this.#client.exec('rollback');
      throw error;
    }
  }

  // PGlite returns whole results; streaming is slicing what came back. Large reads page instead.
  async *streamQuery<R>(
    query: CompiledQuery,
    chunkSize = 100,
  ): AsyncIterableIterator<QueryResult<R>> {
    const { rows } = await this.executeQuery<R>(query);
    for (let start = 0; start < rows.length; start += chunkSize) {
      yield { rows: rows.slice(start, start + chunkSize) };
    }
  }
}

/** One connection, lent to one borrower at a time, in arrival order. */
class PgliteDriver implements Driver {
  readonly #connection: PgliteConnection;
  readonly #client: PGlite;
  #busy = false;
  readonly #waiting: Array<(connection: PgliteConnection) => void> = [];

  constructor(client: PGlite) {
    this.#client = client;
    this.#connection = new PgliteConnection(client);
  }

  async init(): Promise<void> {
    await this.#client.waitReady;
  }

  acquireConnection(): Promise<DatabaseConnection> {
    if (!this.#busy) {
      this.#busy = true;
      return Promise.resolve(this.#connection);
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  async releaseConnection(): Promise<void> {
    const next = this.#waiting.shift();
    if (next) next(this.#connection);
    else this.#busy = false;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await connection.executeQuery(CompiledQuery.raw(`begin${isolation}`));
    (connection as PgliteConnection).inTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection) {
    (connection as PgliteConnection).inTransaction = false;
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    (connection as PgliteConnection).inTransaction = false;
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy(): Promise<void> {
    if (!this.#client.closed) await this.#client.close();
  }
}

export class PgliteDialect implements Dialect {
  readonly #client: PGlite;

  constructor(client: PGlite) {
    this.#client = client;
  }

  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PgliteDriver(this.#client);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
