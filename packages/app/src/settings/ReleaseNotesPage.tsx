// Settings › Release notes (spec sections 2 and 3): what changed in each release, newest first,
// dated by the user's settings; in French (remarques) when the language is fr.
import { EmptyState, Loading } from '@console/ui';
import { format, parseISO, type Locale } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { useQuery } from '../api/useQuery.ts';
import { useFormatters } from '../format/useFormatters.ts';
import { useSession } from '../session/SessionContext.tsx';
import { newestFirst, releaseNoteText } from './notes/localizedNotes.ts';
import { NoteBody } from './notes/NoteBody.tsx';
import { Entry, EntryList } from './notes/notes.styles.ts';
import { SettingsLayout } from './SettingsLayout.tsx';
import { QueryFailed } from '../shell/QueryFailed.tsx';

/** A release date (YYYY-MM-DD) is a calendar day, not an instant: no timezone applies to it. */
const releaseDay = (isoDate: string, locale: Locale) =>
  format(parseISO(isoDate.slice(0, 10)), 'PP', { locale });

export function Component() {
  const { t } = useTranslation('settings');
  const { language } = useSession().user;
  const { locale } = useFormatters();
  const notes = useQuery((api) => api.user.releases.all(), []);

  let content;
  if (notes.status === 'error') {
    content = <QueryFailed onRetry={notes.reload} />;
  } else if (notes.status === 'loading') {
    content = <Loading layout="stacked" label={t('release.loading')} />;
  } else if (notes.data.length === 0) {
    content = (
      <EmptyState
        title={t('release.emptyTitle')}
        description={t('release.emptyDescription')}
        headingLevel={2}
      />
    );
  } else {
    content = (
      <EntryList aria-label={t('release.listLabel')}>
        {newestFirst(notes.data, (note) => note.date).map((note, index) => (
          <Entry key={`${note.date}-${index}`}>
            <div className="entry-head">
              <h2>
                <time dateTime={note.date}>{releaseDay(note.date, locale)}</time>
              </h2>
            </div>
            <NoteBody
              text={releaseNoteText(note, language)}
              lang={language === 'fr' && note.remarques.trim() ? 'fr' : 'en'}
            />
          </Entry>
        ))}
      </EntryList>
    );
  }

  return (
    <SettingsLayout title={t('release.title')} description={t('release.description')}>
      {content}
    </SettingsLayout>
  );
}
