// `pnpm console import` on both databases: a PowerMTA file and its gzip copy (the same records:
// the second import stores nothing), a malformed file whose bad lines are listed in the
// summary, and the errors for a missing dataset or file.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDnsResolver, type DnsResolver } from '../dns/resolver.ts';
import type { Services } from '../http/context.ts';
import { testDatabases, useTestStorage } from '../testing/databases.ts';
import { useTestDnsServer } from '../testing/dnsServer.ts';
import { createTestDataset } from '../testing/delivery/helpers.ts';
import { findDeliveryDataset } from '../modules/delivery/datasets.repository.ts';
import { createSecretBox, type Sealed } from '../secrets/secretBox.ts';
import { captureIO } from '../testing/commandIO.ts';
import { parseArgs } from './args.ts';
import { importCommand, ingestSettingsCommand } from './importCommand.ts';

const fixtures = new URL(
  '../modules/delivery/ingest/parse/__fixtures__/powermta/',
  import.meta.url,
);

describe.each(testDatabases)('the import command on %s', (kind) => {
  const holder = useTestStorage(kind);
  // Provider lookups go to a DNS server on loopback that has no records: no domain has MX.
  const dns = useTestDnsServer();
  let resolver: DnsResolver;
  beforeAll(() => {
    resolver = createDnsResolver({ servers: [dns.server.address] });
  });
  afterAll(() => resolver.close());
  const run = (argv: string[]) =>
    importCommand(
      { db: holder.storage.db, dns: resolver } as Services,
      parseArgs(argv),
      captureIO(argv),
    );

  it('imports a file, finds its gzip copy all duplicate, and lists rejected lines', async () => {
    await createTestDataset(holder.storage.db, 'acme', 'acme-files');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'da-import-'));
    const plain = fileURLToPathOf('acct-2024-05-06.csv');
    const gz = path.join(dir, 'acct.csv.gz');
    fs.writeFileSync(gz, gzipSync(fs.readFileSync(plain)));
    const first = await run(['import', '--dataset', 'acme-files', '--format', 'powermta', plain]);
    expect(first[1]).toBe('  records 10, stored 9, duplicates 0, skipped 1, rejected 0');
    // The one domain the built-in map does not know was asked of the services' resolver.
    expect(dns.server.queries).toEqual([{ name: 'example-corp.de', type: 'MX' }]);
    const second = await run(['import', '--dataset', 'acme-files', gz]);
    expect(second[1]).toBe('  records 10, stored 0, duplicates 9, skipped 1, rejected 0');
    const malformed = await run([
      'import',
      '--dataset=acme-files',
      fileURLToPathOf('acct-malformed.csv'),
    ]);
    expect(malformed[1]).toBe('  records 9, stored 4, duplicates 0, skipped 0, rejected 5');
    expect(malformed).toContain(
      `  ${fileURLToPathOf('acct-malformed.csv')} line 5: unknown record type x`,
    );
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('generates the same demo traffic for the 30 days before a given day', async () => {
    await createTestDataset(holder.storage.db, 'acme', 'acme-demo');
    const argv = ['import', '--dataset', 'acme-demo', '--format', 'demo'];
    const fixed = [...argv, '--events', '3000', '--until', '2026-11-18'];
    const first = await run(fixed);
    expect(first[0]).toMatch(/stored \d+, duplicates 0$/);
    const again = await run(fixed);
    const stored = Number(/stored (\d+)/.exec(first[0] ?? '')?.[1]);
    expect(again[0]).toMatch(new RegExp(`stored 0, duplicates ${stored}$`));
    const span = await sql<{ first: Date; last: Date }>`
      select min(e.ts) as first, max(e.ts) as last
      from delivery_events e join delivery_datasets d using (dataset_no)
      where d.dataset_id = 'acme-demo'`.execute(holder.storage.db);
    expect(span.rows[0]?.first.getTime()).toBeGreaterThanOrEqual(Date.UTC(2026, 9, 19));
    expect(span.rows[0]?.last.getTime()).toBeLessThan(Date.UTC(2026, 10, 18));
    await expect(run([...argv, '--until', '18/11/2026'])).rejects.toThrow(
      '--until must be a day, YYYY-MM-DD',
    );
  });

  it('shows and changes the ingest settings of a dataset', async () => {
    const argv = [
      'ingest-settings',
      '--dataset',
      'acme-files',
      '--retention-days',
      '30',
      '--mailgun-key',
      'k',
      '--sns-topic',
      'arn:aws:sns:eu-west-1:1:a',
      '--sns-topic',
      'arn:aws:sns:eu-west-1:1:b',
    ];
    const secrets = createSecretBox(crypto.randomBytes(32));
    const services = { db: holder.storage.db, secrets } as Services;
    expect(await ingestSettingsCommand(services, parseArgs(argv), { argv })).toEqual([
      'Dataset acme-files:',
      '  retention: 30 days',
      '  Mailgun signing key: set',
      '  SNS topics: arn:aws:sns:eu-west-1:1:a, arn:aws:sns:eu-west-1:1:b',
    ]);
    // the signing key is stored sealed (src/secrets)
    const stored = (await findDeliveryDataset(holder.storage.db, 'acme-files'))
      ?.mailgun_signing_key as Sealed;
    expect([stored.startsWith('v1:'), secrets.open(stored)]).toEqual([true, 'k']);
    const show = ['ingest-settings', '--dataset', 'acme-files', '--no-sns-topics'];
    expect(
      (
        await ingestSettingsCommand({ db: holder.storage.db } as Services, parseArgs(show), {
          argv: show,
        })
      )[3],
    ).toBe('  SNS topics: none');
  });

  it('names what is missing', async () => {
    await expect(
      run(['import', '--dataset', 'nowhere', fileURLToPathOf('acct-2024-05-06.csv')]),
    ).rejects.toThrow('No dataset nowhere');
    await expect(run(['import', '--dataset', 'acme-files', '/nonexistent.csv'])).rejects.toThrow(
      'No file /nonexistent.csv',
    );
    await expect(
      run(['import', '--dataset', 'acme-files', '--format', 'postfix', 'x']),
    ).rejects.toThrow('--format must be one of');
  });
});

function fileURLToPathOf(name: string): string {
  return new URL(name, fixtures).pathname;
}
