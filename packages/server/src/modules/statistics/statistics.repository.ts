// All SQL about issues raised by background work (with their occurrences) and user activity
// per day. The activity report reads users and their memberships with it (a join that only
// reads; users and memberships are written by their own repositories).
import { sql } from 'kysely';
import type { Db } from '../../db/schema/index.ts';

export async function addCalls(
  db: Db,
  rows: readonly { user_id: string; day: string; calls: number }[],
): Promise<void> {
  await db
    .insertInto('user_activity')
    .values(rows.map((row) => ({ ...row, visits: 0 })))
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'day'])
        .doUpdateSet({ calls: sql<number>`user_activity.calls + excluded.calls` }),
    )
    .execute();
}

export async function addVisit(db: Db, userId: string, day: string): Promise<void> {
  await db
    .insertInto('user_activity')
    .values({ user_id: userId, day, visits: 1, calls: 0 })
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'day'])
        .doUpdateSet({ visits: sql<number>`user_activity.visits + 1` }),
    )
    .execute();
}

export async function deleteActivityOfUser(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('user_activity').where('user_id', '=', userId).execute();
}

/** Every user with their activity between two days (inclusive) and their accounts. */
export function userActivity(db: Db, from: string, to: string) {
  return db
    .selectFrom('users')
    .leftJoin('user_activity', (join) =>
      join
        .onRef('user_activity.user_id', '=', 'users.id')
        .on('user_activity.day', '>=', from)
        .on('user_activity.day', '<=', to),
    )
    .select((eb) => [
      'users.id',
      'users.name',
      'users.last_visit',
      eb.fn.count<number>('user_activity.day').as('active_days'),
      eb.fn.coalesce(eb.fn.sum<number>('user_activity.visits'), sql<number>`0`).as('visits'),
      eb.fn.coalesce(eb.fn.sum<number>('user_activity.calls'), sql<number>`0`).as('calls'),
      eb
        .selectFrom('memberships')
        .select(sql<string[]>`coalesce(array_agg(account_id order by account_id), '{}')`.as('a'))
        .whereRef('memberships.user_id', '=', 'users.id')
        .as('accounts'),
    ])
    .groupBy(['users.id', 'users.name', 'users.last_visit'])
    .orderBy('users.id')
    .execute();
}

/** Issues with an occurrence in [start, end]: how many there, and the latest. */
export function issuesBetween(db: Db, start: Date, end: Date) {
  return db
    .selectFrom('issues')
    .innerJoin('issue_occurrences', 'issue_occurrences.issue_id', 'issues.id')
    .where('issue_occurrences.occurred_at', '>=', start)
    .where('issue_occurrences.occurred_at', '<=', end)
    .selectAll('issues')
    .select((eb) => [
      eb.fn.max('issue_occurrences.occurred_at').as('last_at'),
      eb.fn.countAll<number>().as('occurrences'),
    ])
    .groupBy('issues.id')
    .orderBy('last_at', 'desc')
    .orderBy('issues.id')
    .execute();
}

export interface RaisedIssue {
  id: string;
  severity: string;
  source: string;
  account_id: string | null;
  dataset_id: string | null;
  module: string | null;
  title: string;
  detail: string;
}

/** Records an occurrence of an issue; a repeat reopens it and takes the latest title and detail. */
export async function raiseIssue(db: Db, issue: RaisedIssue, at = new Date()): Promise<void> {
  await db
    .insertInto('issues')
    .values(issue)
    .onConflict((conflict) =>
      conflict.column('id').doUpdateSet({
        title: issue.title,
        detail: issue.detail,
        severity: issue.severity,
        resolved_at: null,
      }),
    )
    .execute();
  await db
    .insertInto('issue_occurrences')
    .values({ issue_id: issue.id, occurred_at: at })
    .execute();
}

/** Marks an issue resolved (what it was about ended), keeping its occurrences. */
export async function resolveIssue(db: Db, id: string, at = new Date()): Promise<void> {
  await db.updateTable('issues').set({ resolved_at: at }).where('id', '=', id).execute();
}

/** Ids of the issues of a source still open, of one account or of all. */
export async function openIssueIds(
  db: Db,
  filter: { source: string; account?: string },
): Promise<string[]> {
  let query = db
    .selectFrom('issues')
    .select('id')
    .where('source', '=', filter.source)
    .where('resolved_at', 'is', null);
  if (filter.account !== undefined) query = query.where('account_id', '=', filter.account);
  const rows = await query.orderBy('id').execute();
  return rows.map((row) => row.id);
}
