// The alert center's table rows (spec section 2): one row per alert the user receives, with
// the texts its columns show and sort by.
import type { UserAlert } from '@console/contract';
import { excludedCount, isBlocklistAlert } from './blocklistExclusions.ts';

export type Channel = 'email' | 'slack';

export interface AlertTableRow extends Record<string, unknown> {
  id: string;
  account: string;
  dataset: string;
  module: string;
  alert: string;
  /** blocklist alerts: how many lists are excluded; null for alerts without configuration */
  excluded: number | null;
  /** Delivery Analytics alerts: their condition in one line */
  condition: string | null;
  channel: string;
  active: boolean;
  source: UserAlert;
}

export interface RowTexts {
  allDatasets: string;
  moduleName: (module: UserAlert['module']) => string;
  channelName: (channel: Channel) => string;
  condition: (alert: UserAlert) => string | null;
}

/** The datasets an alert watches, by id; an alert without mappings covers every dataset. */
export function datasetsText(alert: UserAlert, allDatasets: string): string {
  const datasets = [...new Set(alert.mappings.map((mapping) => mapping.dataset))].sort();
  return datasets.length > 0 ? datasets.join(', ') : allDatasets;
}

/**
 * Every alert goes through the user's one channel: Slack once it is connected, email otherwise
 * (the server decides the same way).
 */
export function channelOf(isTeamChatOn: boolean): Channel {
  return isTeamChatOn ? 'slack' : 'email';
}

export function alertRows(
  alerts: readonly UserAlert[],
  active: ReadonlyMap<string, boolean>,
  channel: Channel,
  texts: RowTexts,
): AlertTableRow[] {
  return alerts.map((alert) => ({
    id: alert.id,
    account: alert.friendly_account,
    dataset: datasetsText(alert, texts.allDatasets),
    module: texts.moduleName(alert.module),
    alert: alert.name,
    excluded: isBlocklistAlert(alert) ? excludedCount(alert) : null,
    condition: texts.condition(alert),
    channel: texts.channelName(channel),
    active: active.get(alert.id) ?? alert.active,
    source: alert,
  }));
}
