// All SQL about users' Slack connections.
import type { Insertable } from 'kysely';
import type { Db, SlackConnectionsTable } from '../../db/schema/index.ts';

export async function saveSlackConnection(db: Db, values: Insertable<SlackConnectionsTable>) {
  const { user_id: _user, ...changes } = values;
  await db
    .insertInto('slack_connections')
    .values(values)
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(changes))
    .execute();
}

export function findSlackConnection(db: Db, userId: string) {
  return db
    .selectFrom('slack_connections')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function deleteSlackConnection(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('slack_connections').where('user_id', '=', userId).execute();
}
