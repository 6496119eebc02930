import { Suspense, useRef, useState } from 'react';
import type { Locale } from 'date-fns';
import type { Key } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import type { CalendarProps } from '../Calendar/Calendar.tsx';
import { resolveLocale, type LocaleCode } from '../Calendar/dateLocale.ts';
import type { Clock } from '../MetricTile/formatMetric.ts';
import { Popover, SelectItem } from '../Popover/Popover.tsx';
import { Select } from '../Select/Select.tsx';
import { Loading } from '../Spinner/Spinner.tsx';
import {
  DEFAULT_TIME_RANGE_PRESET,
  defaultPresetLabels,
  formatCustomRange,
  TIME_RANGE_PRESETS,
  type TimeRange,
  type TimeRangePreset,
} from './timeRange.ts';
import { LazyCustomRangeCalendar, preloadCalendar } from './lazyCalendar.ts';
import { CalendarDialog, CalendarLoading, PickerBox, Row } from './TimeRangePicker.styles.ts';

export interface TimeRangePickerProps {
  /** Controlled range; without it the picker keeps its own, starting at `defaultValue`. */
  value?: TimeRange;
  /** Yesterday unless given (spec section 4). */
  defaultValue?: TimeRange;
  /** A preset alone for presets (the run-bar machine computes their instants); for custom,
   * the applied start and end as ISO timestamps. */
  onChange?: (range: TimeRange) => void;
  /** The current instant for the calendar's window (deterministic stories and tests). */
  now: Date;
  timeZone?: string;
  locale?: LocaleCode | Locale;
  weekStart?: 'sunday' | 'monday';
  clock?: Clock;
  /** Presets offered, in order; all thirteen by default. */
  presets?: readonly TimeRangePreset[];
  /** Preset names; English by default. */
  labels?: Partial<Record<TimeRangePreset, string>>;
  /** Accessible name of the preset list. */
  label?: string;
  /** Accessible name prefix of the button that reopens the calendar of a custom range. */
  editCustomLabel?: string;
  /** Texts of the custom-range calendar (Apply, Cancel, From, To...); English by default. */
  calendarLabels?: Partial<CalendarLabels>;
  /** Announced in the custom-range dialog while the calendar's code loads. */
  calendarLoadingLabel?: string;
  isDisabled?: boolean;
}

export type CalendarLabels = Pick<
  CalendarProps,
  | 'applyLabel'
  | 'cancelLabel'
  | 'fromLabel'
  | 'toLabel'
  | 'previousLabel'
  | 'nextLabel'
  | 'pickEndLabel'
>;

/**
 * Chooses a time range preset; "custom" opens the calendar, whose Apply sets the custom range
 * and whose Cancel (or Escape) keeps the previous choice. The calendar's code is fetched when
 * the pointer or the focus first reaches the picker (lazyCalendar.ts); should it still be on its
 * way when the dialog opens, the dialog says it is loading.
 */
export function TimeRangePicker({
  value,
  defaultValue = { preset: DEFAULT_TIME_RANGE_PRESET },
  onChange,
  now,
  timeZone = 'Etc/Zulu',
  locale,
  weekStart,
  clock,
  presets = TIME_RANGE_PRESETS,
  labels,
  label = 'Time range',
  editCustomLabel = 'Edit custom range',
  calendarLabels,
  calendarLoadingLabel = 'Loading the calendar…',
  isDisabled,
}: TimeRangePickerProps) {
  const text = { ...defaultPresetLabels, ...labels };
  const [internal, setInternal] = useState(defaultValue);
  const range = value ?? internal;
  const [isCalendarOpen, setCalendarOpen] = useState(false);
  const rowRef = useRef<HTMLDivElement>(null);

  const commit = (next: TimeRange) => {
    if (value === undefined) setInternal(next);
    onChange?.(next);
  };
  const customText =
    range.preset === 'custom'
      ? formatCustomRange(range, timeZone, locale ? resolveLocale(locale) : undefined)
      : '';
  const items = presets.map((id) => ({ id, name: text[id] }));

  return (
    <>
      <Row ref={rowRef} onPointerEnter={preloadCalendar} onFocus={preloadCalendar}>
        <PickerBox>
          <Select
            aria-label={label}
            items={items}
            value={range.preset}
            onChange={(key: Key | null) => {
              if (key === 'custom') setCalendarOpen(true);
              else if (key !== null) commit({ preset: key as TimeRangePreset });
            }}
            isDisabled={isDisabled}
            maxHeight={600}
          >
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
        </PickerBox>
        {customText && (
          <Button
            variant="ghost"
            aria-label={`${editCustomLabel}: ${customText}`}
            onPress={() => setCalendarOpen(true)}
            isDisabled={isDisabled}
          >
            {customText}
          </Button>
        )}
      </Row>
      <Popover
        triggerRef={rowRef}
        isOpen={isCalendarOpen}
        onOpenChange={setCalendarOpen}
        placement="bottom start"
      >
        <CalendarDialog aria-label={text.custom}>
          <Suspense
            fallback={
              <CalendarLoading>
                <Loading label={calendarLoadingLabel} />
              </CalendarLoading>
            }
          >
            <LazyCustomRangeCalendar
              now={now}
              range={range}
              timeZone={timeZone}
              weekStart={weekStart}
              {...(locale ? { locale } : {})}
              {...(clock ? { clock } : {})}
              {...calendarLabels}
              aria-label={text.custom}
              onApply={({ start, end }) => {
                commit({ preset: 'custom', start: start.toISOString(), end: end.toISOString() });
                setCalendarOpen(false);
              }}
              onCancel={() => setCalendarOpen(false)}
            />
          </Suspense>
        </CalendarDialog>
      </Popover>
    </>
  );
}
