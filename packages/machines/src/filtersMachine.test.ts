import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { filtersMachine } from './filtersMachine.ts';
import type { Filter } from './types.ts';

const gmail: Filter = { field: 'isp', op: 'IN', values: ['Gmail'] };

function start(filters: Filter[] = [gmail]) {
  const actor = createActor(filtersMachine, { input: { filters } }).start();
  actor.send({ type: 'filters.open' });
  return actor;
}

describe('filtersMachine', () => {
  it('starts closed with the given filters', () => {
    const actor = createActor(filtersMachine, { input: {} }).start();
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(actor.getSnapshot().context.applied).toEqual([]);
  });

  it('keeps edits on Apply', () => {
    const actor = start();
    actor.send({ type: 'value.add', field: 'isp', value: ' Outlook ' });
    actor.send({ type: 'value.add', field: 'domain', value: 'example.com' });
    actor.send({ type: 'filters.apply' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(actor.getSnapshot().context.applied).toEqual([
      { field: 'isp', op: 'IN', values: ['Gmail', 'Outlook'] },
      { field: 'domain', op: 'IN', values: ['example.com'] },
    ]);
  });

  it('restores the previous filters on Cancel, also on the next opening', () => {
    const actor = start();
    actor.send({ type: 'filter.remove', field: 'isp' });
    actor.send({ type: 'filters.cancel' });
    expect(actor.getSnapshot().context.applied).toEqual([gmail]);
    actor.send({ type: 'filters.open' });
    expect(actor.getSnapshot().context.draft).toEqual([gmail]);
  });

  it('does not add a blank or duplicate value', () => {
    const actor = start();
    expect(actor.getSnapshot().can({ type: 'value.add', field: 'isp', value: ' Gmail ' })).toBe(
      false,
    );
    expect(actor.getSnapshot().can({ type: 'value.add', field: 'isp', value: '   ' })).toBe(false);
    actor.send({ type: 'value.add', field: 'isp', value: 'Gmail ' });
    expect(actor.getSnapshot().context.draft).toEqual([gmail]);
  });

  it('toggles Include and Exclude', () => {
    const actor = start();
    actor.send({ type: 'operator.toggle', field: 'isp' });
    expect(actor.getSnapshot().context.draft[0]?.op).toBe('NOT_IN');
    actor.send({ type: 'operator.toggle', field: 'isp' });
    expect(actor.getSnapshot().context.draft[0]?.op).toBe('IN');
  });

  it('removes a value, and the filter with its last value', () => {
    const actor = start([{ field: 'isp', op: 'NOT_IN', values: ['Gmail', 'Yahoo'] }]);
    actor.send({ type: 'value.remove', field: 'isp', value: 'Gmail' });
    expect(actor.getSnapshot().context.draft).toEqual([
      { field: 'isp', op: 'NOT_IN', values: ['Yahoo'] },
    ]);
    actor.send({ type: 'value.remove', field: 'isp', value: 'Yahoo' });
    expect(actor.getSnapshot().context.draft).toEqual([]);
  });

  it('takes the filters of a preset while closed', () => {
    const actor = createActor(filtersMachine, { input: {} }).start();
    const preset: Filter[] = [{ field: 'vmta', op: 'NOT_IN', values: ['pool-b'] }];
    actor.send({ type: 'filters.set', filters: preset });
    expect(actor.getSnapshot().context.applied).toEqual(preset);
  });
});
