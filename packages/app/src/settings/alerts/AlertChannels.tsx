// The alert center's channels (spec sections 2 and 4): email alerts on or off, and the team-chat
// (Slack) channel, connected through Slack's OAuth popup and disconnected with slack/del.
import { Toggle } from '@console/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsSection } from '../SettingsLayout.tsx';
import { FieldGrid, SwitchField } from '../settings.styles.ts';
import type { AlertCenter } from './useAlertCenter.ts';

export interface AlertChannelsProps {
  center: AlertCenter;
  /** Whether the console has a Slack app to connect to. */
  isTeamChatConfigured: boolean;
}

export function AlertChannels({ center, isTeamChatConfigured }: AlertChannelsProps) {
  const { t } = useTranslation('settings');
  const emailHintId = useId();
  const slackHintId = useId();
  const step = center.teamChatStep;
  const slackHint =
    !isTeamChatConfigured && !center.isTeamChatOn
      ? t('alerts.slackNotConfigured')
      : step === 'authorizing'
        ? t('alerts.slackAuthorizing')
        : center.isTeamChatOn
          ? t('alerts.slackOnHelp')
          : t('alerts.slackOffHelp');

  return (
    <SettingsSection title={t('alerts.channels')} description={t('alerts.channelsHelp')}>
      <FieldGrid>
        <SwitchField>
          <Toggle
            isSelected={center.isEmailOn}
            isPending={center.isEmailSaving}
            pendingLabel={t('preferences.saving')}
            onChange={() => void center.toggleEmail()}
            aria-describedby={emailHintId}
          >
            {t('alerts.email')}
          </Toggle>
          <p className="hint" id={emailHintId} aria-live="polite">
            {!center.isEmailOn
              ? t('alerts.emailOffHelp')
              : center.isTeamChatOn
                ? t('alerts.emailSlackHelp')
                : t('alerts.emailOnHelp')}
          </p>
        </SwitchField>
        <SwitchField>
          <Toggle
            isSelected={center.isTeamChatOn}
            isPending={step !== 'idle'}
            pendingLabel={
              step === 'authorizing' ? t('alerts.slackAuthorizing') : t('preferences.saving')
            }
            isDisabled={!isTeamChatConfigured && !center.isTeamChatOn}
            onChange={center.toggleTeamChat}
            aria-describedby={slackHintId}
          >
            {t('alerts.slack')}
          </Toggle>
          <p className="hint" id={slackHintId} aria-live="polite">
            {slackHint}
          </p>
        </SwitchField>
      </FieldGrid>
    </SettingsSection>
  );
}
