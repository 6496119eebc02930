import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { tableSortMachine } from './tableSortMachine.ts';
import type { TableSortInput } from './tableSortMachine.ts';

function start(input: TableSortInput = { tableId: 'bounces' }) {
  const rememberSort = vi.fn();
  const machine = tableSortMachine.provide({
    actions: { rememberSort: (_, params) => rememberSort(params) },
  });
  return { actor: createActor(machine, { input }).start(), rememberSort };
}

describe('tableSortMachine', () => {
  it('starts unsorted without a remembered sort', () => {
    const { actor } = start();
    expect(actor.getSnapshot().matches('unsorted')).toBe(true);
    expect(actor.getSnapshot().context.sort).toBeNull();
  });

  it('starts with the sort remembered for the table', () => {
    const { actor } = start({ tableId: 'bounces', sort: { column: 'count', direction: 'DESC' } });
    expect(actor.getSnapshot().matches('sorted')).toBe(true);
    expect(actor.getSnapshot().context.sort).toEqual({ column: 'count', direction: 'DESC' });
  });

  it('sorts a first column ascending and remembers it under the table id', () => {
    const { actor, rememberSort } = start();
    actor.send({ type: 'column.sort', column: 'domain' });
    expect(actor.getSnapshot().matches('sorted')).toBe(true);
    expect(rememberSort).toHaveBeenCalledWith({
      tableId: 'bounces',
      sort: { column: 'domain', direction: 'ASC' },
    });
  });

  it('toggles ASC and DESC on the same column', () => {
    const { actor, rememberSort } = start();
    actor.send({ type: 'column.sort', column: 'domain' });
    actor.send({ type: 'column.sort', column: 'domain' });
    expect(actor.getSnapshot().context.sort).toEqual({ column: 'domain', direction: 'DESC' });
    actor.send({ type: 'column.sort', column: 'domain' });
    expect(actor.getSnapshot().context.sort).toEqual({ column: 'domain', direction: 'ASC' });
    expect(rememberSort).toHaveBeenCalledTimes(3);
  });

  it('sorts one column at a time: another column starts ascending', () => {
    const { actor } = start({ tableId: 'ips', sort: { column: 'count', direction: 'DESC' } });
    actor.send({ type: 'column.sort', column: 'address' });
    expect(actor.getSnapshot().context.sort).toEqual({ column: 'address', direction: 'ASC' });
  });

  it('expands and selects rows', () => {
    const { actor } = start();
    actor.send({ type: 'row.expand', id: 'r1' });
    actor.send({ type: 'row.expand', id: 'r2' });
    actor.send({ type: 'row.expand', id: 'r1' });
    actor.send({ type: 'row.select', id: 'r3' });
    actor.send({ type: 'row.select', id: 'r4' });
    expect(actor.getSnapshot().context).toMatchObject({ expanded: ['r2'], selected: ['r3', 'r4'] });
    actor.send({ type: 'row.select', id: 'r3' });
    expect(actor.getSnapshot().context.selected).toEqual(['r4']);
    actor.send({ type: 'selection.clear' });
    expect(actor.getSnapshot().context.selected).toEqual([]);
  });
});
