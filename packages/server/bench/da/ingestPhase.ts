// Ingest through the HTTP endpoint: the product's server (server.ts) on a loopback port,
// the bodies posted as senders would (Bearer key; PowerMTA CSV and SendGrid JSON), `concurrency` requests in flight per dataset, both datasets at once. The sender runs in
// this process, so its CPU counts in Node's: it posts with node:http on kept-alive
// connections (fetch copied each 2 MB body and parsed answers in WebAssembly, about 1 µs an
// event that was the benchmark's, not the server's).
import fs from 'node:fs';
import http from 'node:http';
import { loadConfig } from '../../src/config.ts';
import type { Storage } from '../../src/db/database.ts';
import { createLogger } from '../../src/http/logging.ts';
import { buildServer } from '../../src/server.ts';
import { startServices } from '../../src/start.ts';
import type { Timings } from '../../src/modules/delivery/ingest/store/stepTimer.ts';
import { postgresBackendCpuMs, processCpuMs } from './cpuTime.ts';
import type { DatasetTraffic } from './traffic.ts';

export interface IngestFigures {
  /** CPU milliseconds of this process (with PGlite) and of the PostgreSQL backends */
  nodeCpuMs: number;
  postgresCpuMs: number;
  records: number;
  stored: number;
  duplicates: number;
  rejected: number;
  wallMs: number;
  timings: Timings;
}

export async function ingestOverHttp(
  storage: Storage,
  traffic: readonly DatasetTraffic[],
  secret: string,
  database: string,
  concurrency: number,
  log: (line: string) => void,
): Promise<IngestFigures> {
  const logger = createLogger('warn', process.stderr);
  const timings: Timings = {};
  // The product's own assembly (server.ts, as main.ts builds it); only the MX lookups of
  // unknown domains are left out, so the figures are the server's, not a resolver's.
  const config = loadConfig({ ...process.env, APP_DIR: '/nonexistent' });
  // The services as the server starts them, its job workers off (the bench runs maintenance
  // itself, to count it); the storage stays the bench's to close.
  const product = await startServices(
    config,
    logger,
    { ...storage, close: async () => {} },
    { work: false },
  );
  const services = product.services;
  const app = await buildServer(services, { ingest: { providers: null, timings } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const figures: IngestFigures = {
    nodeCpuMs: 0,
    postgresCpuMs: 0,
    records: 0,
    stored: 0,
    duplicates: 0,
    rejected: 0,
    wallMs: 0,
    timings,
  };
  const nodeCpuBefore = processCpuMs();
  const postgresCpuBefore = postgresBackendCpuMs(database);
  const total = traffic.reduce((sum, dataset) => sum + dataset.records, 0);
  const started = performance.now();
  let lastLog = started;
  // `concurrency` requests in flight per dataset, as senders with several connections post.
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency * traffic.length });
  const post = (path: string, headers: Record<string, string>, payload: Buffer) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.request(
        { host: '127.0.0.1', port, path, method: 'POST', agent, headers },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
          );
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  const stream = async (dataset: DatasetTraffic, lane: number) => {
    for (let index = lane; index < dataset.bodies.length; index += concurrency) {
      const body = dataset.bodies[index] as DatasetTraffic['bodies'][number];
      const payload = fs.readFileSync(body.file);
      const response = await post(
        `/api/ingest/${dataset.dataset}/${body.source}`,
        {
          authorization: `Bearer ${secret}-${dataset.dataset}`,
          'content-type': body.source === 'powermta' ? 'text/csv' : 'application/json',
          'content-length': String(payload.length),
        },
        payload,
      );
      if (response.status !== 200)
        throw new Error(`ingest answered ${response.status}: ${response.text}`);
      const answer = JSON.parse(response.text) as {
        stored: number;
        duplicates: number;
        rejected_total: number;
      };
      figures.records += body.records;
      figures.stored += answer.stored;
      figures.duplicates += answer.duplicates;
      figures.rejected += answer.rejected_total;
      const now = performance.now();
      if (now - lastLog > 15_000) {
        lastLog = now;
        const seconds = (now - started) / 1000;
        log(
          `  ${figures.records.toLocaleString('en')} / ${total.toLocaleString('en')} records, ${Math.round(figures.records / seconds).toLocaleString('en')}/s`,
        );
      }
    }
  };
  await Promise.all(
    traffic.flatMap((dataset) =>
      Array.from({ length: concurrency }, (_, lane) => stream(dataset, lane)),
    ),
  );
  figures.wallMs = performance.now() - started;
  figures.nodeCpuMs = processCpuMs() - nodeCpuBefore;
  figures.postgresCpuMs = postgresBackendCpuMs(database) - postgresCpuBefore;
  agent.destroy();
  await app.close();
  await product.stop();
  return figures;
}
