// Settings › Preferences (spec sections 2, 3 and 9), also at /settings: appearance, export and
// locale (locale first). Every change is saved at once through users/set (see usePreferenceSaver) and the
// controls show what the server stored.
import { useTranslation } from 'react-i18next';
import { AppearanceSection } from './preferences/AppearanceSection.tsx';
import { ExportSection } from './preferences/ExportSection.tsx';
import { LocaleSection } from './preferences/LocaleSection.tsx';
import { usePreferenceSaver } from './preferences/usePreferenceSaver.ts';
import { SettingsLayout } from './SettingsLayout.tsx';

export function Component() {
  const { t } = useTranslation('settings');
  const saver = usePreferenceSaver();
  return (
    <SettingsLayout title={t('preferences.title')} description={t('preferences.description')}>
      {/* Locale first: the settings every report depends on, and the timezone list then opens
          high enough on the screen to fit below its field. */}
      <LocaleSection saver={saver} />
      <AppearanceSection saver={saver} />
      <ExportSection saver={saver} />
    </SettingsLayout>
  );
}
