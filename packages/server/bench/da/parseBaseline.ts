// The parser's own rate, in this process: a sample of the bodies parsed with the ingest
// sources (modules/delivery/ingest/parse) and nothing stored. Ingest cannot be faster than
// this on one core.
import fs from 'node:fs';
import { parseBody } from '../../src/modules/delivery/ingest/parse/formats.ts';
import type { DatasetTraffic } from './traffic.ts';

export async function parseBaseline(
  traffic: DatasetTraffic,
  bodies: number,
): Promise<{ records: number; cpuMs: number }> {
  let records = 0;
  const cpu = process.cpuUsage();
  for (const body of traffic.bodies.slice(0, bodies)) {
    const outcome = await parseBody(body.source, fs.readFileSync(body.file));
    if (outcome.kind === 'batch')
      records += outcome.events.length + outcome.rejections.length + outcome.skipped.length;
  }
  const used = process.cpuUsage(cpu);
  return { records, cpuMs: (used.user + used.system) / 1000 };
}
