export { DataTable, type DataTableProps } from './DataTable.tsx';
export { sortRows } from './sorting.ts';
export {
  DataTableSortStorageContext,
  createWebSortStorage,
  localStorageSortStorage,
  type SortStorage,
} from './sortStorage.ts';
export type {
  CellSlot,
  ColumnConfig,
  DataRow,
  FooterAggregate,
  RowKey,
  SelectionMode,
  SortDescriptor,
  SortDirection,
} from './types.ts';
