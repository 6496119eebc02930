export { Popover, type PopoverProps } from './Popover.tsx';
