// PGlite's named statements: prepared once and reused, the least recently used closed past the
// capacity, values serialised as PGlite's own `query` does, and a statement whose result type
// changed under it prepared again.
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { ArrayWriter } from '../../modules/delivery/ingest/store/binaryArrays.ts';
import { PgliteDialect } from './dialect.ts';
import { openPglite } from './openPglite.ts';
import { PreparedStatements } from './preparedStatements.ts';

describe('prepared statements on PGlite', () => {
  let client: PGlite;

  beforeAll(async () => {
    ({ client } = await openPglite(null));
    await client.exec(`create table notes (id int primary key, body jsonb, at timestamptz)`);
  });
  afterAll(async () => {
    await client.close();
  });

  const preparedNames = async () =>
    (await client.query<{ name: string }>(`select name from pg_prepared_statements order by name`))
      .rows;

  it('prepares a statement once and runs it again with other values', async () => {
    const prepared = new PreparedStatements(client);
    const insert = 'insert into notes (id, body, at) values ($1, $2, $3) returning id';
    const at = new Date(Date.UTC(2025, 0, 6, 10));
    const first = await prepared.query<{ id: number }>(insert, [1, { text: 'hello' }, at]);
    const second = await prepared.query<{ id: number }>(insert, [2, null, null]);
    expect([first.rows, second.rows]).toEqual([[{ id: 1 }], [{ id: 2 }]]);
    expect(first.affectedRows).toBe(1);
    expect(prepared.size).toBe(1);
    // An array in PostgreSQL's binary format, as ingest sends them.
    const ids = new ArrayWriter('int4', 2);
    ids.int4(1);
    ids.int4(2);
    const read = await prepared.query<{ id: number; body: unknown; at: Date | null }>(
      'select id, body, at from notes where id = any($1::int4[]) order by id',
      [ids.finish()],
    );
    expect(read.rows).toEqual([
      { id: 1, body: { text: 'hello' }, at },
      { id: 2, body: null, at: null },
    ]);
  });

  it('closes the least recently used statement past its capacity', async () => {
    const before = (await preparedNames()).length;
    const prepared = new PreparedStatements(client, 2);
    await prepared.query('select $1::int as a', [1]);
    await prepared.query('select $1::int as b', [2]);
    await prepared.query('select $1::int as a', [3]);
    await prepared.query('select $1::int as c', [4]);
    expect(prepared.size).toBe(2);
    // The close of "b" goes with the next run.
    await prepared.query('select $1::int as a', [5]);
    expect((await preparedNames()).length - before).toBe(2);
  });

  it('prepares again a statement whose result changed under it', async () => {
    const prepared = new PreparedStatements(client);
    await client.exec(`create table moving (id int)`);
    await client.exec(`insert into moving values (1)`);
    const read = 'select * from moving where id = $1';
    expect((await prepared.query(read, [1])).rows).toEqual([{ id: 1 }]);
    await client.exec(`alter table moving add column label text default 'x'`);
    await expect(prepared.query(read, [1])).rejects.toMatchObject({ code: '0A000' });
    expect((await prepared.query(read, [1])).rows).toEqual([{ id: 1, label: 'x' }]);
  });

  it('answers an error with its code and keeps working', async () => {
    const prepared = new PreparedStatements(client);
    const insert = 'insert into notes (id) values ($1)';
    await prepared.query(insert, [10]);
    await expect(prepared.query(insert, [10])).rejects.toMatchObject({ code: '23505' });
    await prepared.query(insert, [11]);
    expect(
      (await prepared.query('select count(*)::int as n from notes where id >= $1', [10])).rows,
    ).toEqual([{ n: 2 }]);
  });

  it("serves reads outside a transaction and leaves a transaction's statements unnamed", async () => {
    const db = new Kysely<Record<string, never>>({ dialect: new PgliteDialect(client) });
    const texts = async () =>
      (
        await client.query<{ statement: string }>(`select statement from pg_prepared_statements`)
      ).rows.map((row) => row.statement);
    await sql`select ${1}::int as alone`.execute(db);
    await db.transaction().execute(async (tx) => {
      await sql`select ${2}::int as inside`.execute(tx);
    });
    expect((await texts()).filter((text) => /as (alone|inside)/.test(text))).toEqual([
      'select $1::int as alone',
    ]);
  });
});
