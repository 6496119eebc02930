// The baseline the ingest rate is compared with, in the same process and database: the same
// stored rows copied with COPY into a plain table (no index, no partition), and into a table
// shaped like delivery_events with its indexes and day partitions. COPY is the fastest way
// PostgreSQL takes rows; ingest also parses, classifies, deduplicates and keeps rollups.
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import type { Storage } from '../../src/db/database.ts';

export interface CopyFigures {
  rows: number;
  plainMs: number;
  indexedMs: number;
}

const shape = `(like delivery_events)`;
const columns = `ts, key, rcpt_hash, mid_hash, dataset_no, combo, delivery_ms, type, flags, recipient, message_id, sender, diagnostic`;

async function partitions(run: (text: string) => Promise<unknown>): Promise<void> {
  await run(`create table bench_copy_indexed ${shape} partition by range (ts)`);
  // Week partitions from Monday 2024-12-30, as delivery_events has them for the traffic.
  for (let week = 0; week < 7; week += 1) {
    const from = new Date(Date.UTC(2024, 11, 30 + 7 * week)).toISOString();
    const to = new Date(Date.UTC(2024, 11, 37 + 7 * week)).toISOString();
    await run(
      `create table bench_copy_indexed_${week} partition of bench_copy_indexed for values from ('${from}') to ('${to}')`,
    );
  }
  await run(`create unique index on bench_copy_indexed (dataset_no, rcpt_hash, ts, key)`);
  await run(`create index on bench_copy_indexed (dataset_no, mid_hash) where mid_hash is not null`);
  await run(`create index on bench_copy_indexed using brin (ts) with (pages_per_range = 16)`);
}

export async function copyBaseline(
  storage: Storage,
  url: string | null,
  rows: number,
): Promise<CopyFigures> {
  const select = `copy (select ${columns} from delivery_events order by ts limit ${rows}) to stdout`;
  if (storage.kind === 'postgres' && url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const run = (text: string) => client.query(text);
    const chunks: Buffer[] = [];
    await pipeline(
      client.query(copyTo(select)),
      new Writable({ write: (chunk: Buffer, _e, done) => void (chunks.push(chunk), done()) }),
    );
    await run(`create table bench_copy_plain ${shape}`);
    await partitions(run);
    const load = async (table: string) => {
      const started = performance.now();
      await pipeline(
        Readable.from(chunks),
        client.query(copyFrom(`copy ${table} (${columns}) from stdin`)),
      );
      return performance.now() - started;
    };
    const figures = {
      rows,
      plainMs: await load('bench_copy_plain'),
      indexedMs: await load('bench_copy_indexed'),
    };
    await run('drop table bench_copy_plain');
    await run('drop table bench_copy_indexed');
    await client.end();
    return figures;
  }
  const pglite = storage.pglite?.client;
  if (!pglite) throw new Error('no PGlite client');
  const run = (text: string) => pglite.exec(text);
  const exported = await pglite.query(select.replace('to stdout', "to '/dev/blob'"));
  const blob = exported.blob as Blob;
  await run(`create table bench_copy_plain ${shape}`);
  await partitions(run);
  const load = async (table: string) => {
    const started = performance.now();
    await pglite.query(`copy ${table} (${columns}) from '/dev/blob'`, [], { blob });
    return performance.now() - started;
  };
  const figures = {
    rows,
    plainMs: await load('bench_copy_plain'),
    indexedMs: await load('bench_copy_indexed'),
  };
  await run('drop table bench_copy_plain');
  await run('drop table bench_copy_indexed');
  return figures;
}
