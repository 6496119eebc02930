// The custom-range calendar (spec sections 4 and 5): pick a start and an end day within the
// last 90 days and 31 days apart (an end before the start is swapped), type From and To times,
// then Apply (or Enter) to produce a custom range; Cancel (or Escape) closes without one.

import { assertEvent, assign, setup } from 'xstate';
import {
  customRange,
  dayKeyAt,
  draftFromRange,
  isDaySelectable,
  orderDays,
} from './calendarRules.ts';
import type { DayKey } from './calendarRules.ts';
import { message, specTexts } from './messages.ts';
import type { Message } from './messages.ts';
import { normaliseTimeEntry } from './timeEntry.ts';
import type { TimeEdge } from './timeEntry.ts';
import type { TimeRange } from './timeRangePresets.ts';

export interface CalendarInput {
  /** The range in use, shown as the starting selection when it has both ends. */
  readonly range: TimeRange | null;
  readonly timeZone: string;
  /** The current instant, in milliseconds since the epoch. */
  readonly now: number;
}

export interface CalendarContext {
  readonly timeZone: string;
  readonly today: DayKey;
  readonly startDay: DayKey | null;
  readonly endDay: DayKey | null;
  readonly from: string;
  readonly to: string;
  readonly error: Message | null;
  readonly result: TimeRange | null;
}

export interface CalendarOutput {
  /** The custom range applied, or null when the calendar was cancelled. */
  readonly range: TimeRange | null;
}

export type CalendarEvent =
  | { type: 'day.select'; day: DayKey }
  | { type: 'time.change'; edge: TimeEdge; value: string }
  | { type: 'time.commit'; edge: TimeEdge }
  | { type: 'calendar.apply' }
  | { type: 'calendar.cancel' };

function initialContext({ range, timeZone, now }: CalendarInput): CalendarContext {
  const draft = range === null ? null : draftFromRange(range, timeZone);
  return {
    timeZone,
    today: dayKeyAt(now, timeZone),
    startDay: draft?.startDay ?? null,
    endDay: draft?.endDay ?? null,
    from: draft?.from ?? '00:00',
    to: draft?.to ?? '24:00',
    error: null,
    result: null,
  };
}

export const calendarMachine = setup({
  types: {
    context: {} as CalendarContext,
    events: {} as CalendarEvent,
    input: {} as CalendarInput,
    output: {} as CalendarOutput,
  },
  actions: {
    assignStart: assign(({ event }) => {
      assertEvent(event, 'day.select');
      return { startDay: event.day, endDay: null, error: null };
    }),
    assignEnd: assign(({ context, event }) => {
      assertEvent(event, 'day.select');
      const [startDay, endDay] = orderDays(context.startDay ?? event.day, event.day);
      return { startDay, endDay, error: null };
    }),
    assignTime: assign(({ event }) => {
      assertEvent(event, 'time.change');
      return event.edge === 'from' ? { from: event.value } : { to: event.value };
    }),
    normaliseTime: assign(({ context, event }) => {
      assertEvent(event, 'time.commit');
      return event.edge === 'from'
        ? { from: normaliseTimeEntry(context.from, 'from') }
        : { to: normaliseTimeEntry(context.to, 'to') };
    }),
    assignResult: assign(({ context }) => ({
      result: customRange(
        {
          startDay: context.startDay ?? context.today,
          endDay: context.endDay ?? context.today,
          from: context.from,
          to: context.to,
        },
        context.timeZone,
      ),
    })),
    assignIncomplete: assign({ error: message(specTexts.customRangeIncomplete) }),
  },
  guards: {
    hasRange: ({ context }) => context.startDay !== null && context.endDay !== null,
    isSelectableDay: ({ context, event }) =>
      event.type === 'day.select' && isDaySelectable(event.day, context.today),
    isSelectableEnd: ({ context, event }) =>
      event.type === 'day.select' && isDaySelectable(event.day, context.today, context.startDay),
  },
}).createMachine({
  id: 'calendar',
  context: ({ input }) => initialContext(input),
  initial: 'starting',
  on: {
    'time.change': { actions: 'assignTime' },
    'time.commit': { actions: 'normaliseTime' },
    'calendar.cancel': { target: '.cancelled' },
    'calendar.apply': { actions: 'assignIncomplete' },
  },
  states: {
    starting: {
      always: [{ guard: 'hasRange', target: 'rangeChosen' }, { target: 'empty' }],
    },
    empty: {
      on: {
        'day.select': { guard: 'isSelectableDay', target: 'startChosen', actions: 'assignStart' },
      },
    },
    startChosen: {
      on: {
        'day.select': { guard: 'isSelectableEnd', target: 'rangeChosen', actions: 'assignEnd' },
      },
    },
    rangeChosen: {
      on: {
        'day.select': { guard: 'isSelectableDay', target: 'startChosen', actions: 'assignStart' },
        'calendar.apply': { target: 'applied', actions: 'assignResult' },
      },
    },
    applied: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => ({ range: context.result }),
});
