// Runs the migrations of db/migrations in order, each once, recorded in kysely_migration.
import type { Kysely } from 'kysely';
import { Migrator, type MigrationResultSet } from 'kysely/migration';
import { migrations } from './migrations/index.ts';
import type { Database } from './schema/index.ts';

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const result: MigrationResultSet = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((entry) => entry.status === 'Error');
    throw new Error(`migration ${failed?.migrationName ?? '(unknown)'} failed`, {
      cause: result.error,
    });
  }
  return (result.results ?? []).map((entry) => entry.migrationName);
}
