// The parse pool answers what parsing in place answers: a PowerMTA file of a day of demo
// traffic (large enough to go to a worker), and a small body (parsed in place).
import { afterAll, describe, expect, it } from 'vitest';
import { generateDemoTraffic } from '../../demo/generator.ts';
import { renderPowerMtaCsv } from '../../demo/powermtaCsv.ts';
import { parseBody } from './formats.ts';
import { createParsePool } from './parsePool.ts';

const pool = createParsePool(2);
afterAll(() => pool.close());

describe('the parse pool', () => {
  it('parses a large body in a worker exactly as in place', async () => {
    const csv = [...renderPowerMtaCsv(generateDemoTraffic({ days: 1, messagesPerDay: 2000 }))].join(
      '',
    );
    const body = Buffer.from(csv);
    expect(body.byteLength).toBeGreaterThan(64 * 1024);
    const inWorker = await pool.parse('powermta', body, {});
    const inPlace = await parseBody('powermta', body, {});
    expect(inWorker.kind).toBe('batch');
    expect(inWorker).toEqual(inPlace);
    expect(inWorker.kind === 'batch' ? inWorker.events.length : 0).toBeGreaterThan(2500);
  });

  it('parses small bodies and answers refusals the same way', async () => {
    const ping = Buffer.from('[{ "msys": {} }]');
    expect(await pool.parse('sparkpost', ping, {})).toEqual(await parseBody('sparkpost', ping, {}));
    const broken = Buffer.alloc(70 * 1024, 'x');
    expect(await pool.parse('kumomta', broken, {})).toEqual({
      kind: 'refused',
      status: 400,
      reason: expect.stringContaining('not JSON') as unknown as string,
    });
  });
});
