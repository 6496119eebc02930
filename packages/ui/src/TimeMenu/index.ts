export { TimeMenu, type TimeMenuProps } from './TimeMenu.tsx';
export { parseTime, tryParseTime, halfHourSlots, type TimeBoundary } from './parseTime.ts';
