import { useMemo } from 'react';
import type { Locale } from 'date-fns';
import type { Key } from 'react-aria-components';
import { SelectItem } from '../Popover/Popover.tsx';
import { Select } from '../Select/Select.tsx';
import { recentMonths } from './months.ts';
import { PickerBox } from './MonthPicker.styles.ts';

export interface MonthPickerProps {
  /** The chosen month, yyyy-MM. */
  value: string;
  onChange: (month: string) => void;
  /** The current time, passed in so the list is deterministic (the app gives its clock). */
  now: Date;
  /** The user's timezone, which decides what "this month" is. */
  timeZone?: string;
  /** date-fns locale for month names; English by default. */
  locale?: Locale;
  /** Accessible name. */
  label?: string;
  isDisabled?: boolean;
}

/** Chooses a month among the current one and the 11 before it (spec section 2). */
export function MonthPicker({
  value,
  onChange,
  now,
  timeZone = 'UTC',
  locale,
  label = 'Month',
  isDisabled,
}: MonthPickerProps) {
  const months = useMemo(() => recentMonths(now, timeZone, locale), [now, timeZone, locale]);
  return (
    <PickerBox>
      <Select
        aria-label={label}
        items={months}
        value={value}
        onChange={(key: Key | null) => {
          if (key !== null) onChange(String(key));
        }}
        isDisabled={isDisabled}
      >
        {(month) => <SelectItem id={month.id}>{month.label}</SelectItem>}
      </Select>
    </PickerBox>
  );
}
