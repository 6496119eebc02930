import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { calendarMachine } from './calendarMachine.ts';
import type { CalendarInput } from './calendarMachine.ts';

// Wednesday 15 May 2024, 12:30 in Amsterdam.
const NOW = Date.parse('2024-05-15T10:30:00Z');
const base: CalendarInput = { range: null, timeZone: 'Europe/Amsterdam', now: NOW };

function start(input: Partial<CalendarInput> = {}) {
  return createActor(calendarMachine, { input: { ...base, ...input } }).start();
}

describe('calendarMachine', () => {
  it("opens empty, with today in the user's timezone and a whole-day default", () => {
    const actor = start();
    expect(actor.getSnapshot().matches('empty')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      today: '2024-05-15',
      startDay: null,
      endDay: null,
      from: '00:00',
      to: '24:00',
    });
  });

  it('opens on the current range when it has both ends', () => {
    const range = {
      preset: 'custom',
      start: '2024-05-01T06:00:00.000Z',
      end: '2024-05-03T15:30:00.000Z',
    } as const;
    const actor = start({ range });
    expect(actor.getSnapshot().matches('rangeChosen')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      startDay: '2024-05-01',
      endDay: '2024-05-03',
      from: '08:00',
      to: '17:30',
    });
  });

  it('picks a start and then an end', () => {
    const actor = start();
    actor.send({ type: 'day.select', day: '2024-05-02' });
    expect(actor.getSnapshot().matches('startChosen')).toBe(true);
    actor.send({ type: 'day.select', day: '2024-05-09' });
    expect(actor.getSnapshot().matches('rangeChosen')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      startDay: '2024-05-02',
      endDay: '2024-05-09',
    });
  });

  it('swaps an end picked before the start', () => {
    const actor = start();
    actor.send({ type: 'day.select', day: '2024-05-09' });
    actor.send({ type: 'day.select', day: '2024-05-02' });
    expect(actor.getSnapshot().context).toMatchObject({
      startDay: '2024-05-02',
      endDay: '2024-05-09',
    });
  });

  it('ignores days in the future or more than 90 days back', () => {
    const actor = start();
    actor.send({ type: 'day.select', day: '2024-05-16' });
    actor.send({ type: 'day.select', day: '2024-02-14' });
    expect(actor.getSnapshot().matches('empty')).toBe(true);
  });

  it('ignores an end more than 31 days from the start', () => {
    const actor = start();
    actor.send({ type: 'day.select', day: '2024-03-01' });
    actor.send({ type: 'day.select', day: '2024-04-02' });
    expect(actor.getSnapshot().matches('startChosen')).toBe(true);
    actor.send({ type: 'day.select', day: '2024-04-01' });
    expect(actor.getSnapshot().context.endDay).toBe('2024-04-01');
  });

  it('starts over when a day is picked after a full range', () => {
    const actor = start();
    actor.send({ type: 'day.select', day: '2024-05-02' });
    actor.send({ type: 'day.select', day: '2024-05-09' });
    actor.send({ type: 'day.select', day: '2024-05-12' });
    expect(actor.getSnapshot().matches('startChosen')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ startDay: '2024-05-12', endDay: null });
    actor.send({ type: 'day.select', day: '2024-05-20' });
    expect(actor.getSnapshot().matches('startChosen')).toBe(true);
  });

  it('says "Custom range requires start and end date" when applied without both ends', () => {
    const actor = start();
    actor.send({ type: 'calendar.apply' });
    expect(actor.getSnapshot().context.error).toEqual({
      text: 'Custom range requires start and end date',
    });
    actor.send({ type: 'day.select', day: '2024-05-02' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'calendar.apply' });
    expect(actor.getSnapshot().matches('startChosen')).toBe(true);
    expect(actor.getSnapshot().context.error?.text).toBe(
      'Custom range requires start and end date',
    );
  });

  it('applies the days and typed times as a custom range', () => {
    const actor = start();
    actor.send({ type: 'day.select', day: '2024-05-02' });
    actor.send({ type: 'day.select', day: '2024-05-09' });
    actor.send({ type: 'time.change', edge: 'from', value: '8:30am' });
    actor.send({ type: 'time.change', edge: 'to', value: '6pm' });
    actor.send({ type: 'calendar.apply' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({
      range: {
        preset: 'custom',
        start: '2024-05-02T06:30:00.000Z',
        end: '2024-05-09T16:00:00.000Z',
      },
    });
  });

  it('writes a committed time as HH:mm, with the fallbacks for invalid entries', () => {
    const actor = start();
    actor.send({ type: 'time.change', edge: 'from', value: '7pm' });
    actor.send({ type: 'time.commit', edge: 'from' });
    actor.send({ type: 'time.change', edge: 'to', value: '31:00' });
    actor.send({ type: 'time.commit', edge: 'to' });
    expect(actor.getSnapshot().context).toMatchObject({ from: '19:00', to: '24:00' });
    actor.send({ type: 'time.change', edge: 'from', value: 'x' });
    actor.send({ type: 'time.commit', edge: 'from' });
    expect(actor.getSnapshot().context.from).toBe('00:00');
  });

  it('closes without a range on cancel', () => {
    const actor = start();
    actor.send({ type: 'day.select', day: '2024-05-02' });
    actor.send({ type: 'calendar.cancel' });
    expect(actor.getSnapshot().matches('cancelled')).toBe(true);
    expect(actor.getSnapshot().output).toEqual({ range: null });
  });
});
