// All SQL about the Email Auditor's tables (migration 0140): workspaces' audit addresses and the
// reports of the messages received at them.
import type { Insertable } from 'kysely';
import type { AuditReportsTable, Db } from '../../db/schema/index.ts';

export async function addressToken(db: Db, workspaceId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('audit_addresses')
    .select('token')
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  return row?.token;
}

/** The workspace's token, this one when it had none (two first calls agree on one). */
export async function claimAddressToken(
  db: Db,
  accountId: string,
  workspaceId: string,
  token: string,
): Promise<string> {
  await db
    .insertInto('audit_addresses')
    .values({ workspace_id: workspaceId, account_id: accountId, token })
    .onConflict((conflict) => conflict.column('workspace_id').doNothing())
    .execute();
  return (await addressToken(db, workspaceId)) as string;
}

export async function replaceAddressToken(
  db: Db,
  accountId: string,
  workspaceId: string,
  token: string,
): Promise<void> {
  await db
    .insertInto('audit_addresses')
    .values({ workspace_id: workspaceId, account_id: accountId, token })
    .onConflict((conflict) => conflict.column('workspace_id').doUpdateSet({ token }))
    .execute();
}

export function workspaceOfToken(db: Db, token: string) {
  return db
    .selectFrom('audit_addresses')
    .innerJoin('accounts', 'accounts.id', 'audit_addresses.account_id')
    .innerJoin('workspaces', 'workspaces.id', 'audit_addresses.workspace_id')
    .select([
      'audit_addresses.workspace_id',
      'audit_addresses.account_id',
      'accounts.modules',
      'workspaces.modules as workspace_modules',
      'accounts.audit_limit',
    ])
    .where('token', '=', token.toLowerCase())
    .executeTakeFirst();
}

/** Reports of the account received since `since` (its monthly audit_limit counts them). */
export async function countReportsSince(db: Db, accountId: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('audit_reports')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('account_id', '=', accountId)
    .where('received_at', '>=', since)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Stores a report; a message audited again (a retry) keeps its first report. */
export async function insertReport(db: Db, report: Insertable<AuditReportsTable>): Promise<void> {
  await db
    .insertInto('audit_reports')
    .values(report)
    .onConflict((conflict) => conflict.column('inbound_message_id').doNothing())
    .execute();
}

export function reportsOfWorkspace(db: Db, workspaceId: string) {
  return db
    .selectFrom('audit_reports')
    .select(['id', 'received_at', 'subject', 'from_address', 'score', 'summary'])
    .where('workspace_id', '=', workspaceId)
    .orderBy('received_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function reportOfAccount(db: Db, accountId: string, id: number) {
  return db
    .selectFrom('audit_reports')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Audits each account received in [from, to) (admin usage). */
export function auditsPerAccount(db: Db, from: Date, to: Date) {
  return db
    .selectFrom('audit_reports')
    .select(['account_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('received_at', '>=', from)
    .where('received_at', '<', to)
    .groupBy('account_id')
    .execute();
}
