// Settings › Messages (spec sections 2 and 3): the system messages, newest first, with their
// severity and time in the user's timezone and clock; fr_ and de_ variants for French and
// German readers (English when a message was not translated).
import type { Severity } from '@console/contract';
import { EmptyState, Loading, LoadFailed, Pill, type PillTone } from '@console/ui';
import { useTranslation } from 'react-i18next';
import { useQuery } from '../api/useQuery.ts';
import { useFormatters } from '../format/useFormatters.ts';
import { useSession } from '../session/SessionContext.tsx';
import { localizedMessage, newestFirst } from './notes/localizedNotes.ts';
import { NoteBody } from './notes/NoteBody.tsx';
import { Entry, EntryList } from './notes/notes.styles.ts';
import { SettingsLayout } from './SettingsLayout.tsx';

/** The banner colours of section 4 as pill tones: INFO blue, SUCCESS green, WARNING orange, ERROR red. */
const severityTone: Record<Severity, PillTone> = {
  INFO: 'info',
  SUCCESS: 'success',
  WARNING: 'warning',
  ERROR: 'danger',
};

export function Component() {
  const { t } = useTranslation('settings');
  const { language } = useSession().user;
  const { dateTime } = useFormatters();
  const messages = useQuery((api) => api.user.messages.all(), []);

  let content;
  if (messages.status === 'error') {
    content = (
      <LoadFailed
        message={t('failedToLoad', { ns: 'common' })}
        onRetry={messages.reload}
        retryLabel={t('reload', { ns: 'common' })}
      />
    );
  } else if (messages.status === 'loading') {
    content = <Loading layout="stacked" label={t('messages.loading')} />;
  } else if (messages.data.length === 0) {
    content = (
      <EmptyState
        title={t('messages.emptyTitle')}
        description={t('messages.emptyDescription')}
        headingLevel={2}
      />
    );
  } else {
    content = (
      <EntryList aria-label={t('messages.listLabel')}>
        {newestFirst(messages.data, (message) => message.timestamp).map((message) => {
          const { title, text, textLanguage } = localizedMessage(message, language);
          return (
            <Entry key={message.id}>
              <div className="entry-head">
                <h2>{title}</h2>
                <Pill tone={severityTone[message.severity]} hasDot>
                  {t(`messages.severity.${message.severity}`)}
                </Pill>
                <time dateTime={message.timestamp}>{dateTime(message.timestamp)}</time>
                {message.release && (
                  <Pill>{t('messages.release', { version: message.release })}</Pill>
                )}
              </div>
              <NoteBody text={text} lang={textLanguage} />
            </Entry>
          );
        })}
      </EntryList>
    );
  }

  return (
    <SettingsLayout title={t('messages.title')} description={t('messages.description')}>
      {content}
    </SettingsLayout>
  );
}
