export { FiltersModal, type FiltersModalProps, type FiltersModalLabels } from './FiltersModal.tsx';
export {
  activeFilterCount,
  type RunFilter,
  type FilterDimension,
  type FilterOperator,
} from './filters.ts';
