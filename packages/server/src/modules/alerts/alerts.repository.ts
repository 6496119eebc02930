// All SQL about alerts as their recipients see them: the alerts of the accounts a user receives
// alerts from, their dataset mappings and the user's own settings.
import { jsonb } from '../../db/jsonb.ts';
import type { Db, AlertMappingValue } from '../../db/schema/index.ts';

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

export async function datasetIdsOfAccount(db: Db, accountId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('datasets')
    .select('id')
    .where('account_id', '=', accountId)
    .execute();
  return new Set(rows.map((row) => row.id));
}

export async function blocklistKinds(db: Db): Promise<Map<string, string>> {
  const rows = await db.selectFrom('blocklists').select(['id', 'kind']).execute();
  return new Map(rows.map((row) => [row.id, row.kind]));
}
