// Alerts of any account, as the admin manages them: list (all, or the Delivery Analytics ones
// of an account or dataset), add, change, delete, and activate (an alert made from a template).
// Every dataset mapped must be the account's, exclusions must name catalogue lists of the right
// kind, and a template or integration named must exist. A Delivery Analytics alert (module da)
// must watch a rate metric per a dimension its datasets offer (delivery/alerts/alertRule.ts).
import { Alert, type AlertDirection, type ModuleCode, type ParsedInput } from '@console/contract';
import type { Db } from '../../db/schema/index.ts';
import { fail, notFound } from '../../http/apiError.ts';
import { findAccount } from '../accounts/accounts.repository.ts';
import * as alerts from '../alerts/alerts.repository.ts';
import { integrationExists } from '../alerts/templates.repository.ts';
import { blocklistKinds } from '../blocklists/blocklists.repository.ts';
import { datasetRows } from '../datasets/datasets.repository.ts';
import { datasetOfAccount } from '../datasets/datasets.service.ts';
import { ruleProblem } from '../delivery/alerts/alertRule.ts';
import { definedFields, newId, write } from '../adminTenancy/adminWrites.ts';
import { getTemplate } from './templates.service.ts';

/** A repeat of an activated alert is not sent within this many minutes. */
const activatedSuppressMinutes = 60;
/** The condition of an activated alert: the contract's defaults (a template has none). */
const activatedCondition = Alert.pick({
  threshold: true,
  direction: true,
  min_volume: true,
  window: true,
  values: true,
}).parse({});

export async function listAlerts(
  db: Db,
  filter: { id?: string; account?: string; module?: string; dataset?: string },
): Promise<Alert[]> {
  const rows = await alerts.alertRows(db, filter);
  const mappings = await alerts.mappingsOfAlerts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    scope: row.scope,
    alert: row.alert,
    template: row.template_id,
    active: row.active,
    account: row.account_id,
    integration: row.integration_id,
    mappings: mappings
      .filter((mapping) => mapping.alert_id === row.id)
      .map((mapping) => ({
        dataset: mapping.dataset_id,
        exclude_rhsbl: mapping.exclude_rhsbl,
        exclude_dnsbl: mapping.exclude_dnsbl,
      })),
    suppress: row.suppress,
    threshold: row.threshold,
    direction: row.direction as AlertDirection,
    min_volume: row.min_volume,
    window: row.window,
    values: row.values,
    name: row.name,
    description: row.description,
    module: row.module as ModuleCode,
    transform: row.transform,
    friendly_account: row.account_name,
  }));
}

export async function getAlert(db: Db, id: string): Promise<Alert> {
  const [alert] = await listAlerts(db, { id });
  if (!alert) throw notFound('No such alert');
  return alert;
}

type AlertFields = Omit<Alert, 'id' | 'friendly_account'>;

async function check(db: Db, alert: AlertFields): Promise<void> {
  if (!(await findAccount(db, alert.account))) throw notFound('No such account');
  if (alert.template !== null) await getTemplate(db, alert.template);
  if (alert.integration !== null && !(await integrationExists(db, alert.integration))) {
    throw notFound('No such integration');
  }
  const mapped = [];
  for (const dataset of new Set(alert.mappings.map((mapping) => mapping.dataset))) {
    mapped.push(await datasetOfAccount(db, alert.account, dataset));
  }
  if (alert.module === 'da') {
    const watched = mapped.length > 0 ? mapped : await datasetRows(db, alert.account);
    const problem = ruleProblem(alert, watched, mapped.length > 0);
    if (problem)
      throw fail('ValidationError', problem.message, {
        issues: [{ path: [problem.field], code: 'custom', message: problem.message }],
      });
  }
  const kinds = await blocklistKinds(db);
  for (const mapping of alert.mappings) {
    const wrong =
      mapping.exclude_rhsbl.find((id) => kinds.get(id) !== 'domain') ??
      mapping.exclude_dnsbl.find((id) => kinds.get(id) !== 'ip');
    if (wrong !== undefined) throw fail('ValidationError', `${wrong} is not a fitting blocklist`);
  }
}

async function save(db: Db, id: string, alert: AlertFields, isNew: boolean): Promise<Alert> {
  await check(db, alert);
  const { account, template, integration, mappings, ...columns } = alert;
  const values = {
    ...columns,
    account_id: account,
    template_id: template,
    integration_id: integration,
  };
  await db.transaction().execute(async (transaction) => {
    if (isNew) await write('The alert', () => alerts.insertAlert(transaction, { id, ...values }));
    else await write('The alert', () => alerts.updateAlert(transaction, id, values));
    await alerts.replaceMappings(transaction, id, mappings);
  });
  return getAlert(db, id);
}

export function addAlert(db: Db, input: ParsedInput<'admin/alerts/add'>) {
  return save(db, newId(), input, true);
}

export async function setAlert(db: Db, input: ParsedInput<'admin/alerts/set'>) {
  const { friendly_account: _name, id, ...current } = await getAlert(db, input.id);
  const { id: _id, ...changes } = definedFields(input);
  return save(db, id, { ...current, ...changes }, false);
}

export async function deleteAlert(db: Db, id: string) {
  if (!(await alerts.deleteAlert(db, id))) throw notFound('No such alert');
  return { ok: true as const };
}

/** An alert for an account made from a template, watching the datasets named (or all). */
export async function activateAlert(db: Db, input: ParsedInput<'admin/alerts/activate'>) {
  const template = await getTemplate(db, input.template);
  if (!(await findAccount(db, input.account))) throw notFound('No such account');
  const datasets =
    input.datasets.length > 0
      ? input.datasets
      : (await datasetRows(db, input.account)).map((dataset) => dataset.id);
  return save(
    db,
    newId(),
    {
      scope: input.datasets.length > 0 ? 'dataset' : 'account',
      alert: template.alert,
      template: template.id,
      active: input.active,
      account: input.account,
      integration: template.integration,
      mappings: [...new Set(datasets)].map((dataset) => ({
        dataset,
        exclude_rhsbl: [],
        exclude_dnsbl: [],
      })),
      suppress: activatedSuppressMinutes,
      ...activatedCondition,
      name: template.name,
      description: template.description,
      module: template.module,
      transform: template.transform,
    },
    true,
  );
}
