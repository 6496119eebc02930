import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { HistoryEntry } from './historyRules.ts';
import { workspaceHistoryMachine } from './workspaceHistoryMachine.ts';

const page = (index: number): HistoryEntry => ({ path: `/acme/page-${index}`, workspace: 'acme' });

function start(entries: HistoryEntry[] = []) {
  const storeHistory = vi.fn();
  const machine = workspaceHistoryMachine.provide({
    actions: { storeHistory: (_, params) => storeHistory(params.entries) },
  });
  return { actor: createActor(machine, { input: { entries } }).start(), storeHistory };
}

describe('workspaceHistoryMachine', () => {
  it('puts a visited page first and stores the history', () => {
    const { actor, storeHistory } = start([page(1)]);
    actor.send({ type: 'page.visit', entry: page(2) });
    expect(actor.getSnapshot().context.entries).toEqual([page(2), page(1)]);
    expect(storeHistory).toHaveBeenCalledWith([page(2), page(1)]);
  });

  it('keeps at most 10 entries, dropping the oldest', () => {
    const { actor } = start();
    for (let index = 1; index <= 12; index += 1)
      actor.send({ type: 'page.visit', entry: page(index) });
    const paths = actor.getSnapshot().context.entries.map((entry) => entry.path);
    expect(paths).toHaveLength(10);
    expect(paths[0]).toBe('/acme/page-12');
    expect(paths.at(-1)).toBe('/acme/page-3');
  });

  it('clears the history', () => {
    const { actor, storeHistory } = start([page(1)]);
    actor.send({ type: 'history.clear' });
    expect(actor.getSnapshot().context.entries).toEqual([]);
    expect(storeHistory).toHaveBeenLastCalledWith([]);
  });
});
