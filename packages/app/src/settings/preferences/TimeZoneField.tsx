// The timezone field: a searchable list of every IANA zone with its current UTC offset
// (spec sections 3 and 9). The list is built once per visit; offsets are those of that moment.
//
// The field keeps its text itself instead of giving the ComboBox a selected key: with a selected
// zone far down the list (Europe/Paris is the 330th), react-aria scrolled that option into view on
// opening, which scrolled the page while the ui Popover, not the ListBox, was the scrolling box,
// and a page scroll closes the popover at once. Without a selected key the list opens at its top.
// (The ListBox is the scrolling box now; this field has not been simplified since.)
// But react-aria closes the list when its selected key changes: a picked zone is therefore the
// selected key for one render (the list closes), then cleared again.
import { color, ComboBox, SelectItem } from '@console/ui';
import { useEffect, useMemo, useState, type CSSProperties } from 'react';
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
  // What the user is typing; null shows the stored zone.
  const [typed, setTyped] = useState<string | null>(null);
  // The zone just picked, selected only until the list has closed.
  const [picked, setPicked] = useState<string | null>(null);
  useEffect(() => {
    if (picked !== null) setPicked(null);
  }, [picked]);

  return (
    <ComboBox
      label={t('preferences.timezone')}
      description={t('preferences.timezoneHelp')}
      placeholder={t('preferences.timezoneSearch')}
      defaultItems={options}
      defaultFilter={matchesTimeZone}
      selectedKey={picked}
      allowsCustomValue
      inputValue={typed ?? value}
      onInputChange={setTyped}
      onSelectionChange={(key) => {
        if (key === null) return;
        setPicked(String(key));
        setTyped(null);
        if (key !== value) onChange(String(key));
      }}
      // Left without picking a zone: the field shows the stored one again.
      onBlur={() => setTyped(null)}
      emptyText={t('noMatches', { ns: 'common' })}
      showOptionsLabel={t('preferences.showTimezones')}
    >
      {renderOption}
    </ComboBox>
  );
}
