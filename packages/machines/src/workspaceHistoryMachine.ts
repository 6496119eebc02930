// The history of visited workspace pages (spec section 2): newest first, at most 10 entries,
// stored by the app after every change.

import { assertEvent, assign, setup } from 'xstate';
import { addToHistory } from './historyRules.ts';
import type { HistoryEntry } from './historyRules.ts';
import { requiredAction } from './provided.ts';

export interface WorkspaceHistoryInput {
  readonly entries?: readonly HistoryEntry[];
}

export interface WorkspaceHistoryContext {
  readonly entries: readonly HistoryEntry[];
}

export type WorkspaceHistoryEvent =
  { type: 'page.visit'; entry: HistoryEntry } | { type: 'history.clear' };

const STORE = {
  type: 'storeHistory',
  params: ({ context }: { context: WorkspaceHistoryContext }) => ({ entries: context.entries }),
} as const;

export const workspaceHistoryMachine = setup({
  types: {
    context: {} as WorkspaceHistoryContext,
    events: {} as WorkspaceHistoryEvent,
    input: {} as WorkspaceHistoryInput,
  },
  actions: {
    addEntry: assign(({ context, event }) => {
      assertEvent(event, 'page.visit');
      return { entries: addToHistory(context.entries, event.entry) };
    }),
    clearEntries: assign({ entries: [] }),
    storeHistory: requiredAction<{ entries: readonly HistoryEntry[] }>('storeHistory'),
  },
}).createMachine({
  id: 'workspaceHistory',
  context: ({ input }) => ({ entries: input.entries ?? [] }),
  initial: 'tracking',
  states: {
    tracking: {
      on: {
        'page.visit': { actions: ['addEntry', STORE] },
        'history.clear': { actions: ['clearEntries', STORE] },
      },
    },
  },
});
