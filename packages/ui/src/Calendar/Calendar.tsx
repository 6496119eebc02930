// The custom time range picker (spec sections 4 and 5): a range calendar limited to the last
// 90 days, an end within 31 days of the start, time of day From and To, Apply and Cancel;
// Escape cancels, Enter applies. The caller places it in its popover and passes `now`.
import type { Locale } from 'date-fns';
import { format } from 'date-fns';
import { useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { I18nProvider, RangeCalendar } from 'react-aria-components';
import type { CalendarDate, DateValue } from '@internationalized/date';
import { Button } from '../Button/Button.tsx';
import { formatTimeOfDay, type Clock } from '../MetricTile/formatMetric.ts';
import { TimeMenu } from '../TimeMenu/TimeMenu.tsx';
import { CalendarPanel, Footer, Summary, Times } from './Calendar.styles.ts';
import { CalendarMonths } from './CalendarMonths.tsx';
import { localeTag, resolveLocale, type LocaleCode } from './dateLocale.ts';
import {
  isSelectableDay,
  navigableMonths,
  rangeInstants,
  todayIn,
  type DayRange,
} from './rangeRules.ts';

export interface CalendarRange extends DayRange {
  /** Minutes after midnight, 0..1440. */
  fromMinutes: number;
  toMinutes: number;
}

export interface CalendarProps {
  /** The current instant: the window of selectable days ends today (deterministic stories). */
  now: Date;
  /** IANA timezone of the user (spec default Etc/Zulu). */
  timeZone?: string;
  locale?: LocaleCode | Locale;
  weekStart?: 'sunday' | 'monday';
  clock?: Clock;
  defaultValue?: CalendarRange;
  /** Months shown side by side. */
  visibleMonths?: 1 | 2;
  onApply: (range: { start: Date; end: Date }, value: CalendarRange) => void;
  onCancel: () => void;
  'aria-label'?: string;
  applyLabel?: string;
  cancelLabel?: string;
  fromLabel?: string;
  toLabel?: string;
  previousLabel?: string;
  nextLabel?: string;
  /** Shown while only a start day is picked. */
  pickEndLabel?: string;
}

export function Calendar({
  now,
  timeZone = 'Etc/Zulu',
  locale: localeProp = 'en',
  weekStart = 'sunday',
  clock = 'h23',
  defaultValue,
  visibleMonths = 2,
  onApply,
  onCancel,
  'aria-label': ariaLabel = 'Custom range',
  applyLabel = 'Apply',
  cancelLabel = 'Cancel',
  fromLabel = 'From',
  toLabel = 'To',
  previousLabel = 'Previous month',
  nextLabel = 'Next month',
  pickEndLabel = 'Pick the last day',
}: CalendarProps) {
  const locale = resolveLocale(localeProp);
  const today = useMemo(() => todayIn(now, timeZone), [now, timeZone]);
  const months = useMemo(() => navigableMonths(today), [today]);
  const [days, setDays] = useState<DayRange | null>(
    defaultValue ? { start: defaultValue.start, end: defaultValue.end } : null,
  );
  const [anchor, setAnchor] = useState<CalendarDate | null>(null);
  // Refs as well as state: Enter in a time field commits the time and applies in one event.
  const times = useRef({
    from: defaultValue?.fromMinutes ?? 0,
    to: defaultValue?.toMinutes ?? 1440,
  });
  const [, setTimesVersion] = useState(0);
  const setTime = (key: 'from' | 'to', minutes: number) => {
    times.current[key] = minutes;
    setTimesVersion((version) => version + 1);
  };

  const apply = () => {
    if (!days) return;
    const value = { ...days, fromMinutes: times.current.from, toMinutes: times.current.to };
    onApply(rangeInstants(days, value.fromMinutes, value.toMinutes, timeZone), value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    } else if (
      event.key === 'Enter' &&
      !target.closest('table, [role="grid"], [role="button"], button')
    ) {
      event.preventDefault();
      queueMicrotask(apply);
    }
  };
  const isDateUnavailable = useCallback(
    (date: DateValue) => !isSelectableDay(date as CalendarDate, today, anchor),
    [anchor, today],
  );
  const onAnchorChange = useCallback((next: CalendarDate | null) => setAnchor(next), []);
  const dayText = (day: CalendarDate) =>
    format(new Date(day.year, day.month - 1, day.day), 'PP', { locale });
  const summary = anchor
    ? `${dayText(anchor)} – ${pickEndLabel}`
    : days
      ? `${dayText(days.start)} ${formatTimeOfDay(times.current.from, clock)} – ${dayText(days.end)} ${formatTimeOfDay(times.current.to, clock)}`
      : '';

  return (
    <I18nProvider locale={localeTag(locale)}>
      <CalendarPanel role="group" aria-label={ariaLabel} onKeyDown={onKeyDown}>
        <RangeCalendar
          aria-label={ariaLabel}
          value={days}
          onChange={(range) =>
            setDays({ start: range.start as CalendarDate, end: range.end as CalendarDate })
          }
          minValue={months.start}
          maxValue={months.end}
          isDateUnavailable={isDateUnavailable}
          firstDayOfWeek={weekStart === 'monday' ? 'mon' : 'sun'}
          visibleDuration={{ months: visibleMonths }}
          defaultFocusedValue={days?.end ?? today}
          selectionAlignment="end"
        >
          <CalendarMonths
            months={visibleMonths}
            locale={locale}
            previousLabel={previousLabel}
            nextLabel={nextLabel}
            onAnchorChange={onAnchorChange}
          />
        </RangeCalendar>
        <Times>
          <TimeMenu
            label={fromLabel}
            boundary="from"
            clock={clock}
            value={times.current.from}
            onChange={(minutes) => setTime('from', minutes)}
          />
          <TimeMenu
            label={toLabel}
            boundary="to"
            clock={clock}
            value={times.current.to}
            onChange={(minutes) => setTime('to', minutes)}
          />
        </Times>
        <Footer>
          <Summary role="status">{summary}</Summary>
          <Button onPress={onCancel}>{cancelLabel}</Button>
          <Button variant="primary" onPress={apply} isDisabled={!days || anchor !== null}>
            {applyLabel}
          </Button>
        </Footer>
      </CalendarPanel>
    </I18nProvider>
  );
}
