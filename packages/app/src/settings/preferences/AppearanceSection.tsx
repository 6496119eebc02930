// Preferences › Appearance (spec sections 2 and 3): dark mode Auto (null, the system's setting),
// Off (light) or On (dark); the workspace the console opens in, "Last selected" being home null;
// and the sidebar lock (lock_drawer: the drawer no longer opens on hover).
import { noWorkspaceId, type Mode } from '@console/contract';
import { Radio, RadioGroup, Select, SelectItem, Toggle } from '@console/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/SessionContext.tsx';
import { SettingsSection } from '../SettingsLayout.tsx';
import { FieldGrid, SwitchField } from '../settings.styles.ts';
import type { PreferenceSaver } from './usePreferenceSaver.ts';

const modeKeys = { auto: null, light: 'light', dark: 'dark' } as const satisfies Record<
  string,
  Mode
>;
type ModeKey = keyof typeof modeKeys;
const modeKeyOf = (mode: Mode): ModeKey => mode ?? 'auto';

/** The option id of "Last selected" (home null); workspace ids never contain "@". */
const LAST_SELECTED = '@last-selected';

export function AppearanceSection({ saver }: { saver: PreferenceSaver }) {
  const { t } = useTranslation('settings');
  const { workspaces } = useSession();
  const lockHintId = useId();
  const homeOptions = [
    { id: LAST_SELECTED, name: t('preferences.lastSelected') },
    // The placeholder workspace of a user without workspaces is not a place to start in.
    ...workspaces
      .filter((workspace) => workspace.id !== noWorkspaceId)
      .map((workspace) => ({ id: workspace.id, name: workspace.name })),
  ];

  return (
    <SettingsSection
      title={t('preferences.appearance')}
      savingLabel={saver.isSaving('mode', 'home', 'lock_drawer') ? t('preferences.saving') : null}
    >
      <FieldGrid>
        <RadioGroup
          label={t('preferences.darkMode')}
          description={t('preferences.darkModeHelp')}
          orientation="horizontal"
          value={modeKeyOf(saver.value('mode'))}
          onChange={(key) => void saver.save({ mode: modeKeys[key as ModeKey] })}
        >
          <Radio value="auto">{t('preferences.modeAuto')}</Radio>
          <Radio value="light">{t('preferences.modeOff')}</Radio>
          <Radio value="dark">{t('preferences.modeOn')}</Radio>
        </RadioGroup>
        <Select
          label={t('preferences.defaultWorkspace')}
          description={t('preferences.defaultWorkspaceHelp')}
          items={homeOptions}
          selectedKey={saver.value('home') ?? LAST_SELECTED}
          onSelectionChange={(key) =>
            void saver.save({ home: key === LAST_SELECTED || key === null ? null : String(key) })
          }
          emptyText={t('noOptions', { ns: 'common' })}
        >
          {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
        </Select>
        <SwitchField data-wide>
          <Toggle
            isSelected={saver.value('lock_drawer')}
            onChange={(isSelected) => void saver.save({ lock_drawer: isSelected })}
            aria-describedby={lockHintId}
          >
            {t('preferences.lockSidebar')}
          </Toggle>
          <p className="hint" id={lockHintId}>
            {t('preferences.lockSidebarHelp')}
          </p>
        </SwitchField>
      </FieldGrid>
    </SettingsSection>
  );
}
