export { Calendar, type CalendarProps, type CalendarRange } from './Calendar.tsx';
export type { LocaleCode } from './dateLocale.ts';
