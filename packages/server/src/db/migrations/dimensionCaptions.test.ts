// Migration 0170 on a console that started before the dimension captions were seeded: it adds
// them in three languages and keeps an entry an admin already changed; on a fresh database it
// leaves the seeding to the first start.
import { afterEach, describe, expect, it } from 'vitest';
import { openMigratedStorage, testDatabases, type TestStorage } from '../../testing/databases.ts';
import { dimensionCatalogue } from '../../modules/firstStart/reference.ts';
import { insertDimension } from '../../modules/datasets/dimensions.repository.ts';
import { up } from './0170_dimension_captions.ts';

describe.each(testDatabases)('migration 0170, dimension captions, on %s', (kind) => {
  let storage: TestStorage | undefined;
  afterEach(async () => storage?.close());

  const captions = async (db: TestStorage['db']) =>
    db
      .selectFrom('dictionary')
      .selectAll()
      .where('key', 'like', 'dimension.%')
      .orderBy('key')
      .execute();

  it('adds the captions to a console that has started, keeping an edited one', async () => {
    storage = await openMigratedStorage(kind);
    const { db } = storage;
    await db.deleteFrom('dictionary').where('key', 'like', 'dimension.%').execute();
    for (const dimension of dimensionCatalogue) await insertDimension(db, dimension);
    await db
      .insertInto('dictionary')
      .values({ key: 'dimension.ip', en: 'Source IP', fr: 'IP source', de: 'Quell-IP' })
      .execute();
    await up(db);
    const rows = await captions(db);
    expect(rows).toHaveLength(10);
    expect(rows.find((row) => row.key === 'dimension.provider')).toEqual({
      key: 'dimension.provider',
      en: 'Mailbox provider',
      fr: 'Fournisseur de messagerie',
      de: 'Postfachanbieter',
    });
    expect(rows.find((row) => row.key === 'dimension.ip')?.fr).toBe('IP source');
    // the first test to open a migrated database may build its template
  }, 120_000);

  it('adds nothing to a database no console has started on yet', async () => {
    storage = await openMigratedStorage(kind);
    const { db } = storage;
    await db.deleteFrom('dictionary').where('key', 'like', 'dimension.%').execute();
    await db.deleteFrom('dimensions').execute();
    await up(db);
    expect(await captions(db)).toEqual([]);
  });
});
