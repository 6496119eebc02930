export { FilterField, type FilterFieldProps } from './FilterField.tsx';
