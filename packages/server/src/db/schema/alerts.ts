// Tables of alerting: alerts of an account with their dataset mappings, each recipient's own
// settings, templates and their content, outbound integrations, the blocklist catalogue and
// users' team-chat (Slack) connections.
import type { Generated } from 'kysely';
import type { Sealed } from '../../secrets/secretBox.ts';
import type { CreatedAt, Json, Timestamp } from './people.ts';

export interface AlertsTable {
  id: string;
  account_id: string;
  scope: string;
  alert: string;
  template_id: string | null;
  active: boolean;
  integration_id: string | null;
  /** minutes during which a repeat is not sent */
  suppress: number;
  /** da: threshold in percent */
  threshold: Generated<number>;
  /** da: 'above' or 'below' the threshold */
  direction: Generated<string>;
  /** da: the least denominator (sent or delivered) in the window a value is judged on */
  min_volume: Generated<number>;
  /** da: minutes measured, ending at each evaluation */
  window: Generated<number>;
  /** da: the dimension's values watched; empty: all */
  values: Generated<string[]>;
  name: string;
  description: string;
  module: string;
  transform: string;
  created_at: CreatedAt;
}

/** When an alert last told a change (a listing, a value crossing its threshold). */
export interface AlertsToldTable {
  alert_id: string;
  /** the change's key, the module's own: "<target> <list> <event>", "<dataset> <value>" */
  change: string;
  told_at: Timestamp;
}

export interface AlertMappingsTable {
  alert_id: string;
  dataset_id: string;
  exclude_rhsbl: string[];
  exclude_dnsbl: string[];
}

export interface AlertMappingValue {
  dataset: string;
  exclude_rhsbl: string[];
  exclude_dnsbl: string[];
}

/** A recipient's own view of an alert (alert center): on or off, lists left out. */
export interface AlertSettingsTable {
  alert_id: string;
  user_id: string;
  account_id: string;
  active: boolean;
  exclude_rhsbl: string[];
  exclude_dnsbl: string[];
  mappings: Json<AlertMappingValue[]>;
}

export interface TemplatesTable {
  id: string;
  alert: string;
  integration_id: string | null;
  transform: string;
  module: string;
  name: string;
  description: string;
  active: boolean;
}

export interface ContentTable {
  template_id: string;
  data: string;
  escape: string;
  mapping: Json<Record<string, string>>;
  render: string;
}

export interface IntegrationsTable {
  id: string;
  /** sealed (src/secrets): an incoming-webhook URL is all it takes to post */
  url: Sealed;
  method: string;
  /** each value sealed: they carry tokens (Authorization, API keys) */
  headers: Json<Record<string, Sealed>>;
  body: string;
  active: boolean;
  created_at: CreatedAt;
}

export interface BlocklistsTable {
  id: string;
  name: string;
  zone: string;
  /** ip (DNSBL) or domain (RHSBL) */
  kind: string;
  description: string;
  delisting_url: string | null;
  answers: Json<Record<string, string>>;
  errors: string[];
  bitmask: boolean;
  active: Generated<boolean>;
  /** sealed (src/secrets): the key a zone like `{key}.zen.dq.spamhaus.net` is queried with */
  query_key: Sealed | null;
  /** the domain a domain list's probe expects listed, when not RFC 5782's `test` */
  test_point: string | null;
}

/** The incoming webhook a user's alerts are posted to, from Slack's OAuth exchange. */
export interface SlackConnectionsTable {
  user_id: string;
  team_id: string;
  team_name: string;
  channel: string;
  channel_id: string;
  /** a secret: whoever has it can post to the channel; sealed (src/secrets) */
  webhook_url: Sealed;
  /** the bot token chat.postMessage posts with, sealed; null for connections made before it */
  access_token: Sealed | null;
  created_at: CreatedAt;
}

export interface AlertTables {
  alerts: AlertsTable;
  alerts_told: AlertsToldTable;
  alert_mappings: AlertMappingsTable;
  alert_settings: AlertSettingsTable;
  templates: TemplatesTable;
  content: ContentTable;
  integrations: IntegrationsTable;
  blocklists: BlocklistsTable;
  slack_connections: SlackConnectionsTable;
}
