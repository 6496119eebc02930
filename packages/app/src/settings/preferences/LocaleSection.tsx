// Preferences › Locale (spec sections 2, 3 and 9): language (applied at once), timezone (the
// full list), number format (the four of section 9, each shown with 1234.56 written in it),
// clock (with 14:05 written in it) and the first day of the week.
import type { Language, User } from '@console/contract';
import { numberFormats } from '@console/contract/constants';
import { Radio, RadioGroup, Select, SelectItem } from '@console/ui';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../i18n/i18n.ts';
import { SettingsSection } from '../SettingsLayout.tsx';
import { FieldGrid, Muted } from '../settings.styles.ts';
import { clockExample, numberFormatExample } from './formatExamples.ts';
import { TimeZoneField } from './TimeZoneField.tsx';
import type { PreferenceSaver } from './usePreferenceSaver.ts';

/** Each language named in itself, as language pickers do. */
const languageNames: Record<Language, string> = { en: 'English', fr: 'Français', de: 'Deutsch' };
const languageCodes = Object.keys(languageNames) as Language[];

export function LocaleSection({ saver }: { saver: PreferenceSaver }) {
  const { t, i18n } = useTranslation('settings');

  const pickLanguage = async (language: Language) => {
    const previous = saver.value('language');
    if (language === previous) return;
    // The screen switches first, so the confirmation already reads in the new language.
    await changeLanguage(i18n, language);
    await saver.save({ language }, () => void changeLanguage(i18n, previous));
  };

  return (
    <SettingsSection
      title={t('preferences.locale')}
      savingLabel={
        saver.isSaving('language', 'timezone', 'format', 'clock', 'week')
          ? t('preferences.saving')
          : null
      }
    >
      <FieldGrid>
        <Select
          label={t('preferences.language')}
          selectedKey={saver.value('language')}
          onSelectionChange={(key) => {
            if (key !== null) void pickLanguage(key as Language);
          }}
        >
          {languageCodes.map((code) => (
            <SelectItem key={code} id={code} textValue={languageNames[code]}>
              <span lang={code}>{languageNames[code]}</span>
            </SelectItem>
          ))}
        </Select>
        <TimeZoneField
          value={saver.value('timezone')}
          onChange={(timezone) => void saver.save({ timezone })}
        />
        <div data-wide>
          <RadioGroup
            label={t('preferences.numberFormat')}
            orientation="horizontal"
            value={saver.value('format')}
            onChange={(format) => void saver.save({ format: format as User['format'] })}
          >
            {numberFormats.map((format) => (
              <Radio key={format} value={format} aria-label={numberFormatExample(format)}>
                <span>{numberFormatExample(format)}</span>
                <Muted aria-hidden="true">{format}</Muted>
              </Radio>
            ))}
          </RadioGroup>
        </div>
        <RadioGroup
          label={t('preferences.clock')}
          orientation="horizontal"
          value={saver.value('clock')}
          onChange={(clock) => void saver.save({ clock: clock as User['clock'] })}
        >
          <Radio value="h23">{t('preferences.clock24', { example: clockExample('h23') })}</Radio>
          <Radio value="h12">{t('preferences.clock12', { example: clockExample('h12') })}</Radio>
        </RadioGroup>
        <RadioGroup
          label={t('preferences.weekStart')}
          orientation="horizontal"
          value={saver.value('week')}
          onChange={(week) => void saver.save({ week: week as User['week'] })}
        >
          <Radio value="sunday">{t('preferences.sunday')}</Radio>
          <Radio value="monday">{t('preferences.monday')}</Radio>
        </RadioGroup>
      </FieldGrid>
    </SettingsSection>
  );
}
