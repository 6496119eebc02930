export { Pill, type PillProps, type PillTone } from './Pill.tsx';
