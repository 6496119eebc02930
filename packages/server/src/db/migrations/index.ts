// Every migration, in order. A migration is a TS module with up (and down); add a new file with
// the next number and list it here. They run at start (db/migrate.ts) on PGlite and PostgreSQL.
import type { Migration } from 'kysely/migration';
import * as people from './0001_people.ts';
import * as tenancy from './0002_tenancy.ts';
import * as assets from './0003_assets.ts';
import * as alerts from './0004_alerts.ts';
import * as content from './0005_content.ts';
import * as identities from './0006_identities.ts';
import * as operations from './0007_operations.ts';
import * as delivery from './0100_delivery.ts';
import * as statisticsTargets from './0101_statistics_targets.ts';
import * as invitations from './0102_invitations.ts';
import * as ssoHandoffs from './0103_sso_handoffs.ts';
import * as inboundMail from './0110_inbound_mail.ts';
import * as secretKeys from './0111_secret_keys.ts';
import * as changeNotifications from './0112_change_notifications.ts';
import * as dmarc from './0120_dmarc.ts';
import * as dmarcDaily from './0121_dmarc_daily.ts';
import * as dmarcReporterDays from './0122_dmarc_reporter_days.ts';
import * as dmarcAlertState from './0123_dmarc_alert_state.ts';
import * as dmarcServices from './0124_dmarc_services.ts';
import * as reputation from './0130_reputation.ts';
import * as reputationChanges from './0131_reputation_changes.ts';
import * as emailAudit from './0140_email_audit.ts';
import * as changeHistory from './0150_change_history.ts';
import * as deliveryAlerts from './0160_delivery_alerts.ts';
import * as dimensionCaptions from './0170_dimension_captions.ts';

export const migrations: Record<string, Migration> = {
  '0001_people': people,
  '0002_tenancy': tenancy,
  '0003_assets': assets,
  '0004_alerts': alerts,
  '0005_content': content,
  '0006_identities': identities,
  '0007_operations': operations,
  '0100_delivery': delivery,
  '0101_statistics_targets': statisticsTargets,
  '0102_invitations': invitations,
  '0103_sso_handoffs': ssoHandoffs,
  '0110_inbound_mail': inboundMail,
  '0111_secret_keys': secretKeys,
  '0112_change_notifications': changeNotifications,
  '0120_dmarc': dmarc,
  '0121_dmarc_daily': dmarcDaily,
  '0122_dmarc_reporter_days': dmarcReporterDays,
  '0123_dmarc_alert_state': dmarcAlertState,
  '0124_dmarc_services': dmarcServices,
  '0130_reputation': reputation,
  '0131_reputation_changes': reputationChanges,
  '0140_email_audit': emailAudit,
  '0150_change_history': changeHistory,
  '0160_delivery_alerts': deliveryAlerts,
  '0170_dimension_captions': dimensionCaptions,
};
