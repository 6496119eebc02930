// The run bar's filters modal (spec sections 4 and 5): edits happen on a draft; Apply keeps
// them, Cancel restores the previous filters. Values are trimmed and never added twice; a
// filter's operator toggles between IN (Include) and NOT_IN (Exclude).

import { assertEvent, assign, setup } from 'xstate';
import {
  addFilterValue,
  removeFilter,
  removeFilterValue,
  toggleFilterOperator,
} from './filterRules.ts';
import type { Filter } from './types.ts';

export interface FiltersInput {
  readonly filters?: readonly Filter[];
}

export interface FiltersContext {
  /** The filters in use by the run bar. */
  readonly applied: readonly Filter[];
  /** The filters being edited in the open modal. */
  readonly draft: readonly Filter[];
}

export type FiltersEvent =
  | { type: 'filters.open' }
  | { type: 'filters.apply' }
  | { type: 'filters.cancel' }
  | { type: 'filters.set'; filters: readonly Filter[] }
  | { type: 'value.add'; field: string; value: string }
  | { type: 'value.remove'; field: string; value: string }
  | { type: 'operator.toggle'; field: string }
  | { type: 'filter.remove'; field: string };

export const filtersMachine = setup({
  types: {
    context: {} as FiltersContext,
    events: {} as FiltersEvent,
    input: {} as FiltersInput,
  },
  actions: {
    copyAppliedToDraft: assign(({ context }) => ({ draft: context.applied })),
    applyDraft: assign(({ context }) => ({ applied: context.draft })),
    assignApplied: assign(({ event }) => {
      assertEvent(event, 'filters.set');
      return { applied: event.filters, draft: event.filters };
    }),
    addValue: assign(({ context, event }) => {
      assertEvent(event, 'value.add');
      return { draft: addFilterValue(context.draft, event.field, event.value) };
    }),
    removeValue: assign(({ context, event }) => {
      assertEvent(event, 'value.remove');
      return { draft: removeFilterValue(context.draft, event.field, event.value) };
    }),
    toggleOperator: assign(({ context, event }) => {
      assertEvent(event, 'operator.toggle');
      return { draft: toggleFilterOperator(context.draft, event.field) };
    }),
    removeField: assign(({ context, event }) => {
      assertEvent(event, 'filter.remove');
      return { draft: removeFilter(context.draft, event.field) };
    }),
  },
  guards: {
    isNewValue: ({ context, event }) => {
      if (event.type !== 'value.add') return false;
      const value = event.value.trim();
      const filter = context.draft.find((candidate) => candidate.field === event.field);
      return value !== '' && !(filter?.values.includes(value) ?? false);
    },
  },
}).createMachine({
  id: 'filters',
  context: ({ input }) => ({ applied: input.filters ?? [], draft: input.filters ?? [] }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'filters.open': { target: 'editing', actions: 'copyAppliedToDraft' },
        'filters.set': { actions: 'assignApplied' },
      },
    },
    editing: {
      on: {
        'value.add': { guard: 'isNewValue', actions: 'addValue' },
        'value.remove': { actions: 'removeValue' },
        'operator.toggle': { actions: 'toggleOperator' },
        'filter.remove': { actions: 'removeField' },
        'filters.apply': { target: 'closed', actions: 'applyDraft' },
        'filters.cancel': { target: 'closed', actions: 'copyAppliedToDraft' },
      },
    },
  },
});
