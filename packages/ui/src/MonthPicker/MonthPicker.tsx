import { useMemo } from 'react';
import type { Locale } from 'date-fns';
import { KeyPicker } from '../RunControl/KeyPicker.tsx';
import { recentMonths } from './months.ts';

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
  now,
  timeZone = 'UTC',
  locale,
  label = 'Month',
  ...props
}: MonthPickerProps) {
  const months = useMemo(
    () => recentMonths(now, timeZone, locale).map((month) => ({ id: month.id, name: month.label })),
    [now, timeZone, locale],
  );
  return <KeyPicker {...props} options={months} label={label} width={180} />;
}
