// All SQL about feedback and client error reports.
import type { Insertable } from 'kysely';
import type { ClientErrorsTable, Db, FeedbackTable } from '../../db/schema/index.ts';

export async function insertFeedback(db: Db, values: Insertable<FeedbackTable>): Promise<void> {
  await db.insertInto('feedback').values(values).execute();
}

export async function insertClientError(db: Db, values: Insertable<ClientErrorsTable>) {
  await db.insertInto('client_errors').values(values).execute();
}
