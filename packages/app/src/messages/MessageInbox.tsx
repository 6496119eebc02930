// The system messages of the signed-in user (user/messages/all), the one list both
// /messages/inbox and Settings › Messages show: newest first, unread ones (newer than the user's
// last_message) marked, the severity in words and colour, and a message opened in place shows
// its whole text. Opening one does not mark it read: "read" is last_message, which closing the
// heartbeat banner records, so the inbox and the banner never disagree.
import { ChevronDownIcon, EmptyState, Loading, Pill } from '@console/ui';
import { useId } from 'react';
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useQuery } from '../api/useQuery.ts';
import { useFormatters } from '../format/useFormatters.ts';
import { useSession } from '../session/SessionContext.tsx';
import { NoteBody } from '../settings/notes/NoteBody.tsx';
import { inboxEntries, severityTone, unreadCount, type InboxEntry } from './inboxRules.ts';
import { InboxFrame, MessageList, MessageRow } from './MessageInbox.styles.ts';
import { QueryFailed } from '../shell/QueryFailed.tsx';

function InboxRow({ entry }: { entry: InboxEntry }) {
  const { t } = useTranslation('settings');
  const { dateTime } = useFormatters();
  const metaId = useId();
  const { message, unread } = entry;
  return (
    <Disclosure>
      {({ isExpanded }) => (
        <MessageRow data-unread={unread || undefined} data-expanded={isExpanded || undefined}>
          <span className="mark" aria-hidden="true" />
          <Heading level={2}>
            <Button slot="trigger" className="trigger" aria-describedby={metaId}>
              {entry.title}
            </Button>
          </Heading>
          <div className="meta" id={metaId}>
            {unread && <span className="unread">{t('inbox.unread')}</span>}
            <Pill tone={severityTone[message.severity]} hasDot>
              {t(`inbox.severity.${message.severity}`)}
            </Pill>
            {message.release && <Pill>{t('inbox.release', { version: message.release })}</Pill>}
            <time dateTime={message.timestamp}>{dateTime(message.timestamp)}</time>
          </div>
          <ChevronDownIcon className="chevron" aria-hidden="true" />
          {entry.excerpt && !isExpanded && (
            <p className="excerpt" lang={entry.textLanguage}>
              {entry.excerpt}
            </p>
          )}
          <DisclosurePanel className="panel">
            <NoteBody text={entry.text} lang={entry.textLanguage} />
          </DisclosurePanel>
        </MessageRow>
      )}
    </Disclosure>
  );
}

export function MessageInbox() {
  const { t } = useTranslation('settings');
  const { language, last_message: lastMessage } = useSession().user;
  const messages = useQuery((api) => api.user.messages.all(), []);

  if (messages.status === 'error') {
    return <QueryFailed onRetry={messages.reload} />;
  }
  if (messages.status === 'loading') {
    return <Loading layout="stacked" label={t('inbox.loading')} />;
  }
  if (messages.data.length === 0) {
    return (
      <EmptyState
        title={t('inbox.emptyTitle')}
        description={t('inbox.emptyDescription')}
        headingLevel={2}
      />
    );
  }
  const entries = inboxEntries(messages.data, language, lastMessage);
  const unread = unreadCount(entries);
  return (
    <InboxFrame>
      <p className="summary">
        {unread > 0 ? t('inbox.unreadCount', { count: unread }) : t('inbox.allRead')}
      </p>
      <MessageList aria-label={t('inbox.listLabel')}>
        {entries.map((entry) => (
          <li key={entry.message.id}>
            <InboxRow entry={entry} />
          </li>
        ))}
      </MessageList>
    </InboxFrame>
  );
}
