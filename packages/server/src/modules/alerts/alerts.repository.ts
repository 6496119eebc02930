// All SQL about alerts, their dataset mappings and each recipient's own settings: the alerts a
// user receives (with the account's name and the user's membership, joins that only read), who
// receives an account's alert and on which channel (users and their Slack connection, joins that
// only read), the admin's alerts of any account, and what each alert told when (a repeat within
// its suppress minutes is not told again). Templates, content and integrations are
// templates.repository.ts's.
import { sql, type Insertable, type Updateable } from 'kysely';
import { jsonb } from '../../db/jsonb.ts';
import type { AlertMappingValue, AlertsTable, Db } from '../../db/schema/index.ts';

/** Alerts of accounts in which the user is an alert recipient, with the account's name. */
export function alertsForRecipient(db: Db, userId: string, alertId?: string) {
  let query = db
    .selectFrom('alerts')
    .innerJoin('memberships', (join) =>
      join
        .onRef('memberships.account_id', '=', 'alerts.account_id')
        .on('memberships.user_id', '=', userId)
        .on('memberships.alerts', '=', true),
    )
    .innerJoin('accounts', 'accounts.id', 'alerts.account_id')
    .leftJoin('alert_settings', (join) =>
      join
        .onRef('alert_settings.alert_id', '=', 'alerts.id')
        .on('alert_settings.user_id', '=', userId),
    )
    .select([
      'alerts.id',
      'alerts.scope',
      'alerts.alert',
      'alerts.name',
      'alerts.description',
      'alerts.module',
      'alerts.threshold',
      'alerts.direction',
      'alerts.min_volume',
      'alerts.window',
      'alerts.values',
      'alerts.account_id',
      'accounts.name as account_name',
      'alert_settings.active as settings_active',
      'alert_settings.exclude_rhsbl',
      'alert_settings.exclude_dnsbl',
      'alert_settings.mappings',
    ])
    .orderBy('accounts.name')
    .orderBy('alerts.name')
    .orderBy('alerts.id');
  if (alertId !== undefined) query = query.where('alerts.id', '=', alertId);
  return query.execute();
}

/**
 * The members an owner made recipients of each active alert of an account's module and kind,
 * who have not switched that alert off: what alertRecipients and alertAudienceRows narrow.
 */
function membersOfAlert(db: Db, accountId: string, module: string, alert: string) {
  return db
    .selectFrom('alerts')
    .innerJoin('memberships', (join) =>
      join
        .onRef('memberships.account_id', '=', 'alerts.account_id')
        .on('memberships.alerts', '=', true),
    )
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .leftJoin('alert_settings', (join) =>
      join
        .onRef('alert_settings.alert_id', '=', 'alerts.id')
        .onRef('alert_settings.user_id', '=', 'users.id'),
    )
    .where('alerts.account_id', '=', accountId)
    .where('alerts.module', '=', module)
    .where('alerts.alert', '=', alert)
    .where('alerts.active', '=', true)
    .where((where) =>
      where.or([
        where('alert_settings.active', 'is', null),
        where('alert_settings.active', '=', true),
      ]),
    );
}

/**
 * Who receives an account's alert of a kind by email now: the alert's members who keep email
 * alerts on, with their language.
 */
export function alertRecipients(db: Db, accountId: string, module: string, alert: string) {
  return membersOfAlert(db, accountId, module, alert)
    .select(['alerts.id as alert_id', 'users.id as email', 'users.language'])
    .where('users.alerts', '=', true)
    .orderBy('users.id')
    .execute();
}

/**
 * Who may receive an account's alert of a kind, channel by channel: the alert's members who keep
 * email alerts on or have a Slack channel ready (turned on and connected), with their own
 * exclusions and dataset mappings.
 */
export function alertAudienceRows(db: Db, accountId: string, module: string, alert: string) {
  return membersOfAlert(db, accountId, module, alert)
    .leftJoin('slack_connections', 'slack_connections.user_id', 'users.id')
    .select((eb) => [
      'alerts.id as alert_id',
      'users.id as user_id',
      'users.language',
      'users.alerts as email',
      eb
        .and([eb('users.slack', '=', true), eb('slack_connections.user_id', 'is not', null)])
        .as('slack'),
      'alert_settings.exclude_dnsbl',
      'alert_settings.exclude_rhsbl',
      'alert_settings.mappings',
    ])
    .where((where) =>
      where.or([
        where('users.alerts', '=', true),
        where.and([
          where('users.slack', '=', true),
          where('slack_connections.user_id', 'is not', null),
        ]),
      ]),
    )
    .orderBy('alerts.id')
    .orderBy('users.id')
    .execute();
}

export async function mappingsOfAlerts(db: Db, alertIds: readonly string[]) {
  if (alertIds.length === 0) return [];
  return db
    .selectFrom('alert_mappings')
    .selectAll()
    .where('alert_id', 'in', alertIds)
    .orderBy('dataset_id')
    .execute();
}

export async function saveAlertSettings(
  db: Db,
  values: {
    alert_id: string;
    user_id: string;
    account_id: string;
    active: boolean;
    exclude_rhsbl: string[];
    exclude_dnsbl: string[];
    mappings: AlertMappingValue[];
  },
): Promise<void> {
  const { alert_id: _alert, user_id: _user, ...rest } = values;
  const changes = { ...rest, mappings: jsonb(values.mappings) };
  await db
    .insertInto('alert_settings')
    .values({ ...values, mappings: jsonb(values.mappings) })
    .onConflict((conflict) => conflict.columns(['alert_id', 'user_id']).doUpdateSet(changes))
    .execute();
}

/** Alerts with their account's name, by account name: one, or those matching the filter. */
export function alertRows(
  db: Db,
  filter: { id?: string; account?: string; module?: string; dataset?: string },
) {
  let query = db
    .selectFrom('alerts')
    .innerJoin('accounts', 'accounts.id', 'alerts.account_id')
    .selectAll('alerts')
    .select('accounts.name as account_name')
    .orderBy('accounts.name')
    .orderBy('alerts.name')
    .orderBy('alerts.id');
  if (filter.id !== undefined) query = query.where('alerts.id', '=', filter.id);
  if (filter.account !== undefined) query = query.where('alerts.account_id', '=', filter.account);
  if (filter.module !== undefined) query = query.where('alerts.module', '=', filter.module);
  const dataset = filter.dataset;
  if (dataset !== undefined) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('alert_mappings')
          .select('alert_mappings.alert_id')
          .whereRef('alert_mappings.alert_id', '=', 'alerts.id')
          .where('alert_mappings.dataset_id', '=', dataset),
      ),
    );
  }
  return query.execute();
}

export async function insertAlert(db: Db, values: Insertable<AlertsTable>): Promise<void> {
  await db.insertInto('alerts').values(values).execute();
}

export async function updateAlert(db: Db, id: string, changes: Updateable<AlertsTable>) {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('alerts').set(changes).where('id', '=', id).execute();
}

export async function deleteAlert(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('alerts').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The alert's dataset mappings become `mappings`. */
export async function replaceMappings(db: Db, alertId: string, mappings: AlertMappingValue[]) {
  await db.deleteFrom('alert_mappings').where('alert_id', '=', alertId).execute();
  if (mappings.length === 0) return;
  await db
    .insertInto('alert_mappings')
    .values(
      mappings.map((mapping) => ({
        alert_id: alertId,
        dataset_id: mapping.dataset,
        exclude_rhsbl: mapping.exclude_rhsbl,
        exclude_dnsbl: mapping.exclude_dnsbl,
      })),
    )
    .execute();
}

/** Gives `to` the alert settings of `from` (clone). */
export async function copyAlertSettings(db: Db, from: string, to: string): Promise<void> {
  await db
    .insertInto('alert_settings')
    .columns([
      'alert_id',
      'user_id',
      'account_id',
      'active',
      'exclude_rhsbl',
      'exclude_dnsbl',
      'mappings',
    ])
    .expression((eb) =>
      eb
        .selectFrom('alert_settings')
        .select([
          'alert_id',
          eb.val(to).as('user_id'),
          'account_id',
          'active',
          'exclude_rhsbl',
          'exclude_dnsbl',
          'mappings',
        ])
        .where('user_id', '=', from),
    )
    .execute();
}

const anyOf = (values: readonly string[]) => sql<string>`any(${sql.val(values)}::text[])`;

/** Of these changes (keys a module chooses), those the alert told since `since`. */
export async function toldRecently(
  db: Db,
  alertId: string,
  changes: readonly string[],
  since: Date,
): Promise<Set<string>> {
  if (changes.length === 0) return new Set();
  const rows = await db
    .selectFrom('alerts_told')
    .select('change')
    .where('alert_id', '=', alertId)
    .where('change', '=', anyOf(changes))
    .where('told_at', '>=', since)
    .execute();
  return new Set(rows.map((row) => row.change));
}

/** Records that the alert told these changes at `now`. */
export async function markTold(
  db: Db,
  alertId: string,
  changes: readonly string[],
  now: Date,
): Promise<void> {
  for (let start = 0; start < changes.length; start += 1000) {
    await db
      .insertInto('alerts_told')
      .values(
        changes
          .slice(start, start + 1000)
          .map((change) => ({ alert_id: alertId, change, told_at: now })),
      )
      .onConflict((conflict) =>
        conflict.columns(['alert_id', 'change']).doUpdateSet({ told_at: now }),
      )
      .execute();
  }
}
