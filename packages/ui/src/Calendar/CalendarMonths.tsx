// The month grids of the range calendar with headings formatted by date-fns in the user's
// locale, and a bridge that reports the picked start (react-aria's anchor) to the parent.
import { format, type Locale } from 'date-fns';
import { useContext, useEffect } from 'react';
import {
  Button,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  RangeCalendarStateContext,
  type RangeCalendarState,
} from 'react-aria-components';
import type { CalendarDate } from '@internationalized/date';
import { MonthHeading, MonthNav } from './Calendar.styles.ts';

export interface CalendarMonthsProps {
  months: number;
  locale: Locale;
  previousLabel: string;
  nextLabel: string;
  onAnchorChange: (anchor: CalendarDate | null) => void;
}

export function CalendarMonths({
  months,
  locale,
  previousLabel,
  nextLabel,
  onAnchorChange,
}: CalendarMonthsProps) {
  const state = useContext(RangeCalendarStateContext);
  if (state) keepFocusOnPick(state);
  const anchor = (state?.anchorDate as CalendarDate | null | undefined) ?? null;
  const anchorKey = anchor?.toString() ?? '';
  useEffect(() => {
    onAnchorChange(anchor);
    // anchorKey stands for the anchor: the object changes identity on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [anchorKey, onAnchorChange]);
  const first = state?.visibleRange.start;

  return (
    <div className="months">
      {Array.from({ length: months }, (_, offset) => {
        const month = first?.add({ months: offset });
        const title = month
          ? format(new Date(month.year, month.month - 1, 1), 'LLLL yyyy', { locale })
          : '';
        return (
          <div className="month" key={offset}>
            <MonthNav>
              {offset === 0 ? (
                <Button slot="previous" aria-label={previousLabel}>
                  ‹
                </Button>
              ) : (
                <span />
              )}
              <MonthHeading>{title}</MonthHeading>
              {offset === months - 1 ? (
                <Button slot="next" aria-label={nextLabel}>
                  ›
                </Button>
              ) : (
                <span />
              )}
            </MonthNav>
            <CalendarGrid offset={{ months: offset }}>
              <CalendarGridHeader>
                {(day) => <CalendarHeaderCell>{day}</CalendarHeaderCell>}
              </CalendarGridHeader>
              <CalendarGridBody>{(date) => <CalendarCell date={date} />}</CalendarGridBody>
            </CalendarGrid>
          </div>
        );
      })}
    </div>
  );
}

/**
 * After a start day is picked by keyboard, react-aria moves the focus to the next day, or to the
 * day before when the next is unavailable (today is the last selectable day): the next arrow then
 * seemed to move two days from the day the user picked. The focus now stays on the picked day,
 * so an arrow always moves one day from it. The state object is patched rather than copied:
 * react-aria keys its grid data by the state's identity; it is a new object on every render, so
 * the patch is applied on every render, before the cells read it.
 */
function keepFocusOnPick(state: RangeCalendarState) {
  state.focusNearestAvailableDate = (date) => {
    state.setFocusedDate(date);
    state.setFocused(true);
  };
}
