// One table's sort through tableSortMachine (spec section 4): one column at a time, a new column
// ascending, the same column flips; remembered per table id in the table's sort storage (the
// DataTable's, localStorage by default), so the report opens sorted as it was left.
import { useContext, useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { tableSortMachine, type TableSort } from '@console/machines';
import { DataTableSortStorageContext, type SortDescriptor } from '@console/ui';

export const toDescriptor = (sort: TableSort): SortDescriptor => ({
  column: sort.column,
  direction: sort.direction === 'ASC' ? 'ascending' : 'descending',
});

export const fromDescriptor = (sort: SortDescriptor): TableSort => ({
  column: sort.column,
  direction: sort.direction === 'ascending' ? 'ASC' : 'DESC',
});

export function useTableSort(tableId: string, fallback: TableSort) {
  const storage = useContext(DataTableSortStorageContext);
  const machine = useMemo(
    () =>
      tableSortMachine.provide({
        actions: {
          rememberSort: (_, { tableId: id, sort }) => storage.save(id, toDescriptor(sort)),
        },
      }),
    [storage],
  );
  const [initialSort] = useState(() => {
    const stored = storage.load(tableId);
    return stored ? fromDescriptor(stored) : fallback;
  });
  const actor = useActorRef(machine, { input: { tableId, sort: initialSort } });
  const sort = useSelector(actor, (snapshot) => snapshot.context.sort ?? fallback);
  const descriptor = useMemo(() => toDescriptor(sort), [sort]);
  return {
    sort,
    descriptor,
    onSortChange: (next: SortDescriptor) =>
      actor.send({ type: 'column.sort', column: next.column }),
  };
}
