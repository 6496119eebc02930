// The timezone field: a searchable list of every IANA zone with its current UTC offset
// (spec sections 3 and 9). The list is built once per visit; offsets are those of that moment.
// The stored zone is the ComboBox's selected key: the list opens on it, and text typed without
// picking a zone gives way to it again when the field is left.
import { color, ComboBox, SelectItem } from '@console/ui';
import { useMemo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import {
  matchesTimeZone,
  supportedTimeZones,
  timeZoneOptions,
  type TimeZoneOption,
} from './timeZones.ts';

// Plain inline styles: 400 options with two styled components each made opening the list
// noticeably slower.
const optionStyle: CSSProperties = {
  display: 'flex',
  flex: 1,
  justifyContent: 'space-between',
  gap: 12,
  minWidth: 0,
};
const offsetStyle: CSSProperties = { color: color('fg-muted'), fontSize: 12 };

/** Module-level, so react-aria keeps the rendered options between keystrokes. */
function renderOption(option: TimeZoneOption) {
  return (
    <SelectItem id={option.id} textValue={option.id}>
      <span style={optionStyle}>
        <span>{option.id}</span>
        <span style={offsetStyle}>{option.offset}</span>
      </span>
    </SelectItem>
  );
}

export interface TimeZoneFieldProps {
  value: string;
  onChange: (zone: string) => void;
}

export function TimeZoneField({ value, onChange }: TimeZoneFieldProps) {
  const { t } = useTranslation('settings');
  // Built with the zone stored when the page opened; a zone picked later is already in the list.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const options = useMemo(() => timeZoneOptions(supportedTimeZones(), value, new Date()), []);

  return (
    <ComboBox
      label={t('preferences.timezone')}
      description={t('preferences.timezoneHelp')}
      placeholder={t('preferences.timezoneSearch')}
      defaultItems={options}
      defaultFilter={matchesTimeZone}
      selectedKey={value}
      onSelectionChange={(key) => {
        if (key !== null && key !== value) onChange(String(key));
      }}
      emptyText={t('noMatches', { ns: 'common' })}
      showOptionsLabel={t('preferences.showTimezones')}
    >
      {renderOption}
    </ComboBox>
  );
}
