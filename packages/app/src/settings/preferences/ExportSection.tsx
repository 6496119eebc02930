// Preferences › Export (spec sections 2, 3 and 9): the CSV delimiter (comma, semicolon, pipe or
// tab) with the header row of an export written with it, and the byte order mark that lets
// spreadsheet programs read UTF-8 files correctly.
import type { csvDelimiterNames } from '@console/contract/constants';
import { Select, SelectItem, Toggle } from '@console/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { color, space } from '@console/ui';
import { SettingsSection } from '../SettingsLayout.tsx';
import { FieldGrid, SwitchField } from '../settings.styles.ts';
import { csvExample } from './formatExamples.ts';
import type { PreferenceSaver } from './usePreferenceSaver.ts';

type CsvDelimiter = (typeof csvDelimiterNames)[number];
const delimiters: readonly CsvDelimiter[] = ['comma', 'semicolon', 'pipe', 'tab'];

const Example = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${space(1)};

  figcaption {
    font-size: 12px;
    color: ${color('fg-muted')};
  }
  code {
    display: block;
    padding: ${space(2)} ${space(3)};
    border-radius: var(--radius);
    background: ${color('bg-subtle')};
    font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
    font-size: 13px;
    white-space: pre;
    tab-size: 4;
  }
`;

export function ExportSection({ saver }: { saver: PreferenceSaver }) {
  const { t } = useTranslation('settings');
  const bomHintId = useId();
  const delimiter = saver.value('delimiter');

  return (
    <SettingsSection
      title={t('preferences.export')}
      description={t('preferences.exportHelp')}
      savingLabel={saver.isSaving('delimiter', 'bom') ? t('preferences.saving') : null}
    >
      <FieldGrid>
        <Select
          label={t('preferences.delimiter')}
          selectedKey={delimiter}
          onSelectionChange={(key) => {
            if (key !== null) void saver.save({ delimiter: key as CsvDelimiter });
          }}
        >
          {delimiters.map((name) => (
            <SelectItem key={name} id={name}>
              {t(`preferences.delimiters.${name}`)}
            </SelectItem>
          ))}
        </Select>
        <Example>
          <figcaption>{t('preferences.csvExample')}</figcaption>
          <code>{csvExample(delimiter)}</code>
        </Example>
        <SwitchField data-wide>
          <Toggle
            isSelected={saver.value('bom')}
            onChange={(isSelected) => void saver.save({ bom: isSelected })}
            aria-describedby={bomHintId}
          >
            {t('preferences.bom')}
          </Toggle>
          <p className="hint" id={bomHintId}>
            {t('preferences.bomHelp')}
          </p>
        </SwitchField>
      </FieldGrid>
    </SettingsSection>
  );
}
