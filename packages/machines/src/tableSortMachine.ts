// Data-table state (spec section 4): one sort column at a time, toggling ascending and
// descending, remembered per table id; rows can be expanded and selected.

import { assertEvent, assign, setup } from 'xstate';
import { requiredAction } from './provided.ts';

export type SortDirection = 'ASC' | 'DESC';

export interface TableSort {
  readonly column: string;
  readonly direction: SortDirection;
}

export interface TableSortInput {
  readonly tableId: string;
  /** The sort remembered for this table, if any. */
  readonly sort?: TableSort | null;
}

export interface TableSortContext {
  readonly tableId: string;
  readonly sort: TableSort | null;
  readonly expanded: readonly string[];
  readonly selected: readonly string[];
}

export type TableSortEvent =
  | { type: 'column.sort'; column: string }
  | { type: 'row.expand'; id: string }
  | { type: 'row.select'; id: string }
  | { type: 'selection.clear' };

/** Parameters of `rememberSort`: the app stores the sort under the table id. */
export interface RememberSortParams {
  readonly tableId: string;
  readonly sort: TableSort;
}

function toggled(values: readonly string[], value: string): string[] {
  return values.includes(value)
    ? values.filter((existing) => existing !== value)
    : [...values, value];
}

// Runs after the assign of the same transition, so it sees the new sort.
const REMEMBER = {
  type: 'rememberSort',
  params: ({ context }: { context: TableSortContext }) => ({
    tableId: context.tableId,
    sort: context.sort ?? { column: '', direction: 'ASC' },
  }),
} as const;

export const tableSortMachine = setup({
  types: {
    context: {} as TableSortContext,
    events: {} as TableSortEvent,
    input: {} as TableSortInput,
  },
  actions: {
    sortNewColumn: assign(({ event }) => {
      assertEvent(event, 'column.sort');
      return { sort: { column: event.column, direction: 'ASC' } as const };
    }),
    flipDirection: assign(({ context }) => ({
      sort:
        context.sort === null
          ? null
          : { ...context.sort, direction: context.sort.direction === 'ASC' ? 'DESC' : 'ASC' },
    })),
    toggleExpanded: assign(({ context, event }) => {
      assertEvent(event, 'row.expand');
      return { expanded: toggled(context.expanded, event.id) };
    }),
    toggleSelected: assign(({ context, event }) => {
      assertEvent(event, 'row.select');
      return { selected: toggled(context.selected, event.id) };
    }),
    clearSelection: assign({ selected: [] }),
    rememberSort: requiredAction<RememberSortParams>('rememberSort'),
  },
  guards: {
    hasSort: ({ context }) => context.sort !== null,
    isSameColumn: ({ context, event }) =>
      event.type === 'column.sort' && event.column === context.sort?.column,
  },
}).createMachine({
  id: 'tableSort',
  context: ({ input }) => ({
    tableId: input.tableId,
    sort: input.sort ?? null,
    expanded: [],
    selected: [],
  }),
  initial: 'starting',
  on: {
    'row.expand': { actions: 'toggleExpanded' },
    'row.select': { actions: 'toggleSelected' },
    'selection.clear': { actions: 'clearSelection' },
  },
  states: {
    starting: {
      always: [{ guard: 'hasSort', target: 'sorted' }, { target: 'unsorted' }],
    },
    unsorted: {
      on: {
        'column.sort': { target: 'sorted', actions: ['sortNewColumn', REMEMBER] },
      },
    },
    sorted: {
      on: {
        'column.sort': [
          { guard: 'isSameColumn', actions: ['flipDirection', REMEMBER] },
          { actions: ['sortNewColumn', REMEMBER] },
        ],
      },
    },
  },
});
