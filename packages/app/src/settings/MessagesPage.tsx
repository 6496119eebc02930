// Settings › Messages (spec sections 2 and 3): the system messages inside the settings frame, the
// same list as /messages/inbox (messages/MessageInbox.tsx): newest first, unread ones marked, the
// severity in words and colour, time in the user's timezone and clock, fr_ and de_ variants for
// French and German readers (English when a message was not translated).
import { useTranslation } from 'react-i18next';
import { MessageInbox } from '../messages/MessageInbox.tsx';
import { SettingsLayout } from './SettingsLayout.tsx';

export function Component() {
  const { t } = useTranslation('settings');
  return (
    <SettingsLayout title={t('messages.title')} description={t('messages.description')}>
      <MessageInbox />
    </SettingsLayout>
  );
}
