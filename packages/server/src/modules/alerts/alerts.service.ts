// The alert center (settings, spec section 2): the alerts a user receives and their own switch
// and blocklist exclusions for each. A user receives the alerts of an account when an owner made
// them a recipient (owner alerts/add). Without settings of their own an alert is on, with the
// account's mappings and no exclusions.
import type { AlertCondition, ParsedInput, UserAlert } from '@console/contract';
import { fail, notFound } from '../../http/apiError.ts';
import type { UserContext } from '../../http/context.ts';
import type { AlertMappingValue } from '../../db/schema/index.ts';
import { blocklistKinds } from '../blocklists/blocklists.repository.ts';
import { datasetOfAccount } from '../datasets/datasets.service.ts';
import { slackChannelReady } from '../slack/slack.service.ts';
import { alertsForRecipient, mappingsOfAlerts, saveAlertSettings } from './alerts.repository.ts';

export async function alertsOfUser(context: UserContext, alertId?: string): Promise<UserAlert[]> {
  const rows = await alertsForRecipient(context.db, context.user.id, alertId);
  const mappings = await mappingsOfAlerts(
    context.db,
    rows.map((row) => row.id),
  );
  const channel = (await slackChannelReady(context.db, context.user)) ? 'slack' : 'email';
  return rows.map((row) => {
    const accountMappings: AlertMappingValue[] = mappings
      .filter((mapping) => mapping.alert_id === row.id)
      .map(({ dataset_id, exclude_rhsbl, exclude_dnsbl }) => ({
        dataset: dataset_id,
        exclude_rhsbl,
        exclude_dnsbl,
      }));
    const own = row.mappings && row.mappings.length > 0 ? row.mappings : accountMappings;
    return {
      id: row.id,
      scope: row.scope,
      alert: row.alert,
      name: row.name,
      description: row.description,
      module: row.module as UserAlert['module'],
      account: row.account_id,
      friendly_account: row.account_name,
      channel,
      active: row.settings_active ?? true,
      mappings: own,
      exclude_rhsbl: row.exclude_rhsbl ?? [],
      exclude_dnsbl: row.exclude_dnsbl ?? [],
      condition:
        row.module === 'da'
          ? {
              threshold: row.threshold,
              direction: row.direction as AlertCondition['direction'],
              min_volume: row.min_volume,
              window: row.window,
              values: row.values,
            }
          : null,
    };
  });
}

/**
 * Changes the user's own settings of one alert. `scope` and `alert` identify the row the client
 * shows and are not changed. Every dataset named must belong to the alert's account, and every
 * exclusion must name a list of the right kind (domain lists for RHSBL, IP lists for DNSBL).
 */
export async function setAlertOfUser(
  context: UserContext,
  input: ParsedInput<'user/alerts/set'>,
): Promise<UserAlert> {
  const [current] = await alertsOfUser(context, input.id);
  if (!current) throw notFound('No such alert');
  const mappings = input.mappings ?? current.mappings;
  for (const dataset of new Set(mappings.map((mapping) => mapping.dataset))) {
    await datasetOfAccount(context.db, current.account, dataset);
  }
  const next = {
    active: input.active ?? current.active,
    exclude_rhsbl: input.exclude_rhsbl ?? current.exclude_rhsbl,
    exclude_dnsbl: input.exclude_dnsbl ?? current.exclude_dnsbl,
  };
  const kinds = await blocklistKinds(context.db);
  const lists = [
    ...[next.exclude_rhsbl, ...mappings.map((mapping) => mapping.exclude_rhsbl)]
      .flat()
      .map((id) => [id, 'domain']),
    ...[next.exclude_dnsbl, ...mappings.map((mapping) => mapping.exclude_dnsbl)]
      .flat()
      .map((id) => [id, 'ip']),
  ];
  const wrong = lists.find(([id, kind]) => kinds.get(id as string) !== kind);
  if (wrong) throw fail('ValidationError', `${wrong[0]} is not a known ${wrong[1]} blocklist`);
  await saveAlertSettings(context.db, {
    alert_id: current.id,
    user_id: context.user.id,
    account_id: current.account,
    ...next,
    mappings,
  });
  const [saved] = await alertsOfUser(context, input.id);
  return saved as UserAlert;
}
