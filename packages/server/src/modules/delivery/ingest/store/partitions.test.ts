// Week partitions on both databases: created on demand with the statistics targets of
// delivery_events (migration 0101), which PostgreSQL does not give a new partition itself.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabases, useTestStorage } from '../../../../testing/databases.ts';
import { ensurePartitions, partitionName, partitionStart } from './partitions.ts';

const day = Math.floor(Date.UTC(2025, 2, 5) / 86_400_000);

describe.each(testDatabases)('week partitions on %s', (kind) => {
  const holder = useTestStorage(kind);
  const db = () => holder.storage.db;

  const targets = async (table: string) => {
    const { rows } = await sql<{ name: string; target: number | null }>`
      select attname as name, attstattarget as target from pg_attribute
      where attrelid = ${table}::regclass and attnum > 0 and not attisdropped
      order by attnum`.execute(db());
    return Object.fromEntries(rows.map((row) => [row.name, row.target]));
  };

  it('creates the week of a day, sampling statistics from 3,000 rows as its parent does', async () => {
    await ensurePartitions(db(), [day, day + 1]);
    const name = partitionName(partitionStart(day));
    expect(name).toBe('delivery_events_w20250303');
    const columns = await targets(name);
    expect(Object.keys(columns)).toContain('recipient');
    expect(new Set(Object.values(columns))).toEqual(new Set([10]));
    expect(await targets(name)).toEqual(await targets('delivery_events'));
  });

  it('samples the engagement states lightly too', async () => {
    expect(new Set(Object.values(await targets('delivery_engagement')))).toEqual(new Set([10]));
  });
});
