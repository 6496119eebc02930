// Child process of the durability test: opens the embedded database in the folder it is given,
// then commits one row after another and reports each on stdout only once its COMMIT returned.
// The test kills it with SIGKILL mid-stream and checks that every reported row survived.
import { openStorage } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

const dataDir = process.argv[2] as string;
const storage = await openStorage({ kind: 'pglite', dataDir });
await migrateToLatest(storage.db);
process.stdout.write('ready\n');
for (let index = 0; ; index += 1) {
  const syncsBefore = storage.pglite?.fs?.syncCount ?? 0;
  const key = `durable.${index}`;
  await storage.db
    .insertInto('dictionary')
    .values({ key, en: 'committed', fr: '', de: '' })
    .execute();
  const syncs = (storage.pglite?.fs?.syncCount ?? 0) - syncsBefore;
  process.stdout.write(`${JSON.stringify({ key, syncs })}\n`);
}
