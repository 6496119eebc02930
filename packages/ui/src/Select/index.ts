export { Select, type SelectProps } from './Select.tsx';
export { SelectItem } from '../Popover/Popover.tsx';
