export { MonthPicker, type MonthPickerProps } from './MonthPicker.tsx';
export { recentMonths, type MonthOption } from './months.ts';
