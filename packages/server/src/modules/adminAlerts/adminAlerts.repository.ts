// All SQL of the admin's alerts: alert rows with their account's name and dataset mappings.
import type { Insertable, Updateable } from 'kysely';
import type { AlertsTable, Db } from '../../db/schema/index.ts';

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

export function mappingRows(db: Db, alertIds: readonly string[]) {
  if (alertIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('alert_mappings')
    .selectAll()
    .where('alert_id', 'in', alertIds)
    .orderBy('dataset_id')
    .execute();
}

export interface MappingValues {
  dataset: string;
  exclude_rhsbl: string[];
  exclude_dnsbl: string[];
}

export async function insertAlertRow(db: Db, values: Insertable<AlertsTable>): Promise<void> {
  await db.insertInto('alerts').values(values).execute();
}

export async function updateAlertRow(db: Db, id: string, changes: Updateable<AlertsTable>) {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('alerts').set(changes).where('id', '=', id).execute();
}

export async function replaceMappings(db: Db, alertId: string, mappings: MappingValues[]) {
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

export async function deleteAlertRow(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('alerts').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
