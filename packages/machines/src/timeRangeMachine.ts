// The run bar's time range (spec sections 4 and 5): presets resolved in the user's timezone and
// week start, yesterday by default, rolling presets recomputed every second, and "custom"
// through the calendar, whose events this machine forwards while it is open.

import { assertEvent, assign, forwardTo, setup } from 'xstate';
import { calendarMachine } from './calendarMachine.ts';
import type { CalendarEvent, CalendarOutput } from './calendarMachine.ts';
import {
  DEFAULT_TIME_RANGE_PRESET,
  DEFAULT_TIMEZONE,
  DEFAULT_WEEK_START,
  ROLLING_REFRESH_MS,
} from './constants.ts';
import { isRollingPreset, resolvePreset } from './timeRangePresets.ts';
import type { TimeRange, TimeRangePreset, ZoneSettings } from './timeRangePresets.ts';
import type { WeekStart } from './types.ts';

export interface TimeRangeInput {
  readonly range?: TimeRange | null;
  readonly timeZone?: string | null;
  readonly weekStart?: WeekStart | null;
  /** The clock; tests pass a simulated one. Defaults to Date.now. */
  readonly now?: () => number;
}

export interface TimeRangeContext extends ZoneSettings {
  readonly range: TimeRange;
  readonly now: () => number;
}

export type TimeRangeEvent =
  | { type: 'range.select'; preset: TimeRangePreset }
  | { type: 'range.set'; range: TimeRange }
  | { type: 'zone.change'; timeZone: string; weekStart: WeekStart }
  | CalendarEvent;

/** A named preset is recomputed now; a custom range keeps its own start and end. */
function rangeAt(range: TimeRange, context: Omit<TimeRangeContext, 'range'>): TimeRange {
  if (range.preset === 'custom') return range;
  return resolvePreset(range.preset, context.now(), context);
}

function initialContext(input: TimeRangeInput): TimeRangeContext {
  const zone = {
    timeZone: input.timeZone ?? DEFAULT_TIMEZONE,
    weekStart: input.weekStart ?? DEFAULT_WEEK_START,
    now: input.now ?? Date.now,
  };
  const range = input.range ?? { preset: DEFAULT_TIME_RANGE_PRESET, start: null, end: null };
  return { ...zone, range: rangeAt(range, zone) };
}

export const timeRangeMachine = setup({
  types: {
    context: {} as TimeRangeContext,
    events: {} as TimeRangeEvent,
    input: {} as TimeRangeInput,
  },
  actors: {
    calendar: calendarMachine,
  },
  actions: {
    refreshRange: assign(({ context }) => ({ range: rangeAt(context.range, context) })),
    assignPreset: assign(({ context, event }) => {
      assertEvent(event, 'range.select');
      return { range: rangeAt({ preset: event.preset, start: null, end: null }, context) };
    }),
    assignRange: assign(({ context, event }) => {
      assertEvent(event, 'range.set');
      return { range: rangeAt(event.range, context) };
    }),
    assignZone: assign(({ context, event }) => {
      assertEvent(event, 'zone.change');
      const zone = { ...context, timeZone: event.timeZone, weekStart: event.weekStart };
      return {
        timeZone: event.timeZone,
        weekStart: event.weekStart,
        range: rangeAt(context.range, zone),
      };
    }),
    assignCalendarRange: assign((_, output: CalendarOutput) =>
      output.range === null ? {} : { range: output.range },
    ),
    forwardToCalendar: forwardTo('calendar'),
  },
  guards: {
    isRolling: ({ context }) => isRollingPreset(context.range.preset),
    isCustom: ({ event }) => event.type === 'range.select' && event.preset === 'custom',
  },
  delays: {
    rollingRefresh: ROLLING_REFRESH_MS,
  },
}).createMachine({
  id: 'timeRange',
  context: ({ input }) => initialContext(input),
  initial: 'showing',
  states: {
    showing: {
      initial: 'routing',
      states: {
        routing: {
          always: [{ guard: 'isRolling', target: 'rolling' }, { target: 'fixed' }],
        },
        rolling: {
          after: {
            rollingRefresh: { target: 'rolling', reenter: true, actions: 'refreshRange' },
          },
        },
        fixed: {},
      },
      on: {
        'range.select': [
          { guard: 'isCustom', target: 'picking' },
          { target: 'showing', reenter: true, actions: 'assignPreset' },
        ],
        'range.set': { target: 'showing', reenter: true, actions: 'assignRange' },
        'zone.change': { target: 'showing', reenter: true, actions: 'assignZone' },
      },
    },
    picking: {
      invoke: {
        id: 'calendar',
        src: 'calendar',
        input: ({ context }) => ({
          range: context.range,
          timeZone: context.timeZone,
          now: context.now(),
        }),
        onDone: {
          target: 'showing',
          actions: { type: 'assignCalendarRange', params: ({ event }) => event.output },
        },
      },
      on: {
        'day.select': { actions: 'forwardToCalendar' },
        'time.change': { actions: 'forwardToCalendar' },
        'time.commit': { actions: 'forwardToCalendar' },
        'calendar.apply': { actions: 'forwardToCalendar' },
        'calendar.cancel': { actions: 'forwardToCalendar' },
      },
    },
  },
});
