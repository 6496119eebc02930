import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { timeRangeMachine } from './timeRangeMachine.ts';
import type { TimeRangeInput } from './timeRangeMachine.ts';

// Wednesday 15 May 2024, 10:30:00 UTC.
const NOW = Date.parse('2024-05-15T10:30:00Z');

function start(input: TimeRangeInput = {}) {
  const clock = new SimulatedClock();
  const now = () => NOW + clock.now();
  const actor = createActor(timeRangeMachine, { clock, input: { now, ...input } }).start();
  return { actor, clock };
}

describe('timeRangeMachine', () => {
  it('defaults to yesterday in Etc/Zulu with weeks from Sunday', () => {
    const { actor } = start();
    expect(actor.getSnapshot().matches({ showing: 'fixed' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      timeZone: 'Etc/Zulu',
      weekStart: 'sunday',
      range: {
        preset: 'yesterday',
        start: '2024-05-14T00:00:00.000Z',
        end: '2024-05-15T00:00:00.000Z',
      },
    });
  });

  it("resolves a preset in the user's timezone", () => {
    const { actor } = start({ timeZone: 'Europe/Amsterdam', weekStart: 'monday' });
    actor.send({ type: 'range.select', preset: 'thisWeek' });
    expect(actor.getSnapshot().context.range).toEqual({
      preset: 'thisWeek',
      start: '2024-05-12T22:00:00.000Z',
      end: '2024-05-19T22:00:00.000Z',
    });
  });

  it('refreshes a rolling preset every second', () => {
    const { actor, clock } = start();
    actor.send({ type: 'range.select', preset: 'last60minutes' });
    expect(actor.getSnapshot().matches({ showing: 'rolling' })).toBe(true);
    expect(actor.getSnapshot().context.range.end).toBe('2024-05-15T10:30:00.000Z');
    clock.increment(999);
    expect(actor.getSnapshot().context.range.end).toBe('2024-05-15T10:30:00.000Z');
    clock.increment(1);
    expect(actor.getSnapshot().context.range).toMatchObject({
      start: '2024-05-15T09:30:01.000Z',
      end: '2024-05-15T10:30:01.000Z',
    });
    clock.increment(1000);
    expect(actor.getSnapshot().context.range.end).toBe('2024-05-15T10:30:02.000Z');
  });

  it('stops refreshing when a fixed preset is chosen', () => {
    const { actor, clock } = start({ range: { preset: 'today', start: null, end: null } });
    expect(actor.getSnapshot().matches({ showing: 'rolling' })).toBe(true);
    actor.send({ type: 'range.select', preset: 'lastMonth' });
    const chosen = actor.getSnapshot().context.range;
    clock.increment(5000);
    expect(actor.getSnapshot().matches({ showing: 'fixed' })).toBe(true);
    expect(actor.getSnapshot().context.range).toBe(chosen);
  });

  it('sets a range from a saved preset: named ones recomputed, custom ones kept', () => {
    const { actor } = start();
    actor.send({
      type: 'range.set',
      range: { preset: 'last24hours', start: '2020-01-01T00:00:00Z', end: '2020-01-02T00:00:00Z' },
    });
    expect(actor.getSnapshot().context.range.start).toBe('2024-05-14T10:30:00.000Z');
    expect(actor.getSnapshot().matches({ showing: 'rolling' })).toBe(true);
    const custom = {
      preset: 'custom',
      start: '2024-05-01T00:00:00.000Z',
      end: '2024-05-02T00:00:00.000Z',
    } as const;
    actor.send({ type: 'range.set', range: custom });
    expect(actor.getSnapshot().context.range).toEqual(custom);
    expect(actor.getSnapshot().matches({ showing: 'fixed' })).toBe(true);
  });

  it('recomputes the range when the timezone or week start changes', () => {
    const { actor } = start();
    actor.send({ type: 'zone.change', timeZone: 'America/New_York', weekStart: 'monday' });
    expect(actor.getSnapshot().context).toMatchObject({
      timeZone: 'America/New_York',
      weekStart: 'monday',
      range: { start: '2024-05-14T04:00:00.000Z', end: '2024-05-15T04:00:00.000Z' },
    });
  });

  it('opens the calendar for custom and applies what it returns', () => {
    const { actor } = start({ timeZone: 'Europe/Amsterdam' });
    actor.send({ type: 'range.select', preset: 'custom' });
    expect(actor.getSnapshot().matches('picking')).toBe(true);
    actor.send({ type: 'day.select', day: '2024-05-02' });
    actor.send({ type: 'day.select', day: '2024-05-03' });
    actor.send({ type: 'time.change', edge: 'from', value: '9' });
    actor.send({ type: 'time.commit', edge: 'from' });
    actor.send({ type: 'calendar.apply' });
    expect(actor.getSnapshot().matches({ showing: 'fixed' })).toBe(true);
    expect(actor.getSnapshot().context.range).toEqual({
      preset: 'custom',
      start: '2024-05-02T07:00:00.000Z',
      end: '2024-05-03T22:00:00.000Z',
    });
  });

  it('keeps the previous range when the calendar is cancelled', () => {
    const { actor } = start();
    const before = actor.getSnapshot().context.range;
    actor.send({ type: 'range.select', preset: 'custom' });
    actor.send({ type: 'calendar.cancel' });
    expect(actor.getSnapshot().matches({ showing: 'fixed' })).toBe(true);
    expect(actor.getSnapshot().context.range).toEqual(before);
  });

  it('stays in the calendar when Apply lacks an end', () => {
    const { actor } = start();
    actor.send({ type: 'range.select', preset: 'custom' });
    actor.send({ type: 'day.select', day: '2024-05-02' });
    actor.send({ type: 'calendar.apply' });
    expect(actor.getSnapshot().matches('picking')).toBe(true);
    const calendar = actor.getSnapshot().children.calendar;
    expect(calendar?.getSnapshot().context.error?.text).toBe(
      'Custom range requires start and end date',
    );
  });
});
