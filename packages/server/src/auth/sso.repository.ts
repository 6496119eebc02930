// All SQL of single sign-on: sign-ins under way (sso_requests), handoffs of finished ones to
// another origin (sso_handoffs) and linked identities.
import type { Insertable } from 'kysely';
import type {
  Db,
  SsoHandoffsTable,
  SsoRequestsTable,
  UserIdentitiesTable,
} from '../db/schema/index.ts';

export async function insertSsoRequest(db: Db, values: Insertable<SsoRequestsTable>) {
  await db.insertInto('sso_requests').values(values).execute();
}

/** Takes the live request away, so a callback can use it once; undefined when gone or expired. */
export function claimSsoRequest(db: Db, id: string, now: Date) {
  return db
    .deleteFrom('sso_requests')
    .where('id', '=', id)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteExpiredSsoRequests(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('sso_requests').where('expires_at', '<=', now).execute();
}

export function findIdentity(db: Db, provider: string, subject: string) {
  return db
    .selectFrom('user_identities')
    .selectAll()
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .executeTakeFirst();
}

export function findIdentityOfUser(db: Db, userId: string, provider: string) {
  return db
    .selectFrom('user_identities')
    .selectAll()
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .executeTakeFirst();
}

export async function insertIdentity(db: Db, values: Insertable<UserIdentitiesTable>) {
  await db.insertInto('user_identities').values(values).execute();
}

export async function touchIdentity(db: Db, provider: string, subject: string, now: Date) {
  await db
    .updateTable('user_identities')
    .set({ last_used_at: now })
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .execute();
}

export async function insertSsoHandoff(db: Db, values: Insertable<SsoHandoffsTable>) {
  await db.deleteFrom('sso_handoffs').where('expires_at', '<=', new Date()).execute();
  await db.insertInto('sso_handoffs').values(values).execute();
}

/** Takes a live handoff for this origin away (single use); undefined when gone or elsewhere. */
export function claimSsoHandoff(db: Db, id: string, origin: string, now: Date) {
  return db
    .deleteFrom('sso_handoffs')
    .where('id', '=', id)
    .where('origin', '=', origin)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
}
