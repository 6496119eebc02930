// What a module hands over to tell its alerts (spec section 4): who receives an alert of an
// account and on which channels (alertAudience), and the deliveries themselves, queued as jobs of
// `alerts.deliver` (alerts.jobs.ts) so a failed one is retried and shown to the admins
// (deliverAlert.ts). The module composes each text in the recipient's language; this layer only
// carries it.
import type { Db } from '../../../db/schema/index.ts';
import type { Services } from '../../../http/context.ts';
import type { SendOptions } from '../../../jobs/queue.ts';
import type { AlertLanguage } from '../alertMail.ts';
import { alertAudienceRows, mappingsOfAlerts } from '../alerts.repository.ts';

export const deliverJobName = 'alerts.deliver';

export type AlertDelivery =
  | { channel: 'email'; to: string; subject: string; text: string }
  /** user id (email) whose Slack connection posts it */
  | { channel: 'slack'; user: string; text: string }
  /** alert id; the integration is the alert's (alerts.integration_id) */
  | { channel: 'webhook'; alert: string; data: Record<string, unknown> };

export interface AudienceMember {
  alertId: string;
  user: string;
  language: AlertLanguage;
  /** email alerts on (users.alerts) */
  email: boolean;
  /** the Slack channel turned on and connected */
  slack: boolean;
  /** blocklists left out: the user's own and those of their effective dataset mappings */
  exclude_dnsbl: string[];
  exclude_rhsbl: string[];
}

/** One member's deliveries of a message: by email and in Slack, as they chose. */
export function personalDeliveries(
  member: AudienceMember,
  subject: string,
  text: string,
): AlertDelivery[] {
  const deliveries: AlertDelivery[] = [];
  if (member.email) deliveries.push({ channel: 'email', to: member.user, subject, text });
  if (member.slack)
    deliveries.push({ channel: 'slack', user: member.user, text: `${subject}\n\n${text}` });
  return deliveries;
}

/** Queues one job per delivery; `within` stores them in the caller's transaction. */
export async function queueDeliveries(
  services: Pick<Services, 'jobs'>,
  deliveries: AlertDelivery[],
  options?: SendOptions,
): Promise<void> {
  for (const delivery of deliveries) await services.jobs.send(deliverJobName, delivery, options);
}

/**
 * Who receives an account's alert of a module and kind: members an owner made alert recipients,
 * for each active alert, unless they switched it off, with each channel they have on (members
 * with neither email nor a ready Slack channel are left out), their language and the blocklists
 * they leave out. The mappings are the user's own when they set some, else the alert's.
 */
export async function alertAudience(
  db: Db,
  accountId: string,
  module: string,
  alert: string,
): Promise<AudienceMember[]> {
  const rows = await alertAudienceRows(db, accountId, module, alert);
  const alertMappings = await mappingsOfAlerts(db, [...new Set(rows.map((row) => row.alert_id))]);
  return rows.map((row) => {
    const mappings =
      row.mappings && row.mappings.length > 0
        ? row.mappings
        : alertMappings.filter((mapping) => mapping.alert_id === row.alert_id);
    return {
      alertId: row.alert_id,
      user: row.user_id,
      language: row.language === 'fr' || row.language === 'de' ? row.language : 'en',
      email: row.email,
      slack: Boolean(row.slack),
      exclude_dnsbl: unique(row.exclude_dnsbl, ...mappings.map((mapping) => mapping.exclude_dnsbl)),
      exclude_rhsbl: unique(row.exclude_rhsbl, ...mappings.map((mapping) => mapping.exclude_rhsbl)),
    };
  });
}

function unique(...lists: (readonly string[] | null)[]): string[] {
  return [...new Set(lists.flatMap((list) => list ?? []))];
}
