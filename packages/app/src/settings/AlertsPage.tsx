// Settings › Alert center (spec sections 2, 4 and 5): the channels alerts reach the user through
// (email, Slack), and the alerts they receive with an Active switch each; blocklist alerts open
// "Configure blocklist alert" to exclude lists. Loads the alerts and the user's channel settings
// as the server holds them (users/get: the Slack connection changes outside the session).
import type { User, UserAlert } from '@console/contract';
import { EmptyState, Loading } from '@console/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '../api/useQuery.ts';
import { AlertChannels } from './alerts/AlertChannels.tsx';
import { AlertsTable } from './alerts/AlertsTable.tsx';
import { NoChannelNotice } from './alerts/NoChannelNotice.tsx';
import { returnToOpener } from './alerts/slackOAuth.ts';
import { useTeamChatAuthorizer } from './alerts/TeamChatContext.tsx';
import { useAlertCenter } from './alerts/useAlertCenter.ts';
import { SettingsLayout, SettingsSection } from './SettingsLayout.tsx';
import { QueryFailed } from '../shell/QueryFailed.tsx';

export function Component() {
  const { t } = useTranslation('settings');
  // This page is also the Slack redirect: in the popup, hand the code to the opener and close.
  useEffect(() => void returnToOpener(window), []);
  const alerts = useQuery((api) => api.user.alerts.all(), []);
  const user = useQuery((api) => api.user.users.get(), []);
  const reload = () => {
    if (alerts.status === 'error') alerts.reload();
    if (user.status === 'error') user.reload();
  };

  let content;
  if (alerts.status === 'error' || user.status === 'error') {
    content = <QueryFailed onRetry={reload} />;
  } else if (alerts.status === 'loading' || user.status === 'loading') {
    content = <Loading layout="stacked" label={t('alerts.loading')} />;
  } else {
    content = <AlertCenter alerts={alerts.data} user={user.data} />;
  }

  return (
    <SettingsLayout title={t('alerts.title')} description={t('alerts.description')}>
      {content}
    </SettingsLayout>
  );
}

function AlertCenter({ alerts, user }: { alerts: readonly UserAlert[]; user: User }) {
  const { t } = useTranslation('settings');
  const authorizer = useTeamChatAuthorizer();
  const center = useAlertCenter(alerts, user);
  // Exclusions saved from the modal replace the loaded alert; the Active switches live in the
  // machine.
  const [saved, setSaved] = useState<ReadonlyMap<string, UserAlert>>(new Map());
  const shown = alerts.map((alert) => saved.get(alert.id) ?? alert);
  return (
    <>
      <AlertChannels center={center} isTeamChatConfigured={authorizer.isConfigured} />
      <SettingsSection title={t('alerts.yourAlerts')} description={t('alerts.yourAlertsHelp')}>
        {!center.isEmailOn && !center.isTeamChatOn && alerts.length > 0 && <NoChannelNotice />}
        {alerts.length === 0 ? (
          <EmptyState
            title={t('alerts.emptyTitle')}
            description={t('alerts.emptyDescription')}
            headingLevel={3}
          />
        ) : (
          <AlertsTable
            alerts={shown}
            center={center}
            onExclusionsSaved={(alert) =>
              setSaved((current) => new Map(current).set(alert.id, alert))
            }
          />
        )}
      </SettingsSection>
    </>
  );
}
