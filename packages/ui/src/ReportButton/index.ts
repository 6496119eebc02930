export { ReportButton, type ReportButtonProps } from './ReportButton.tsx';
export { isRangeIncomplete, type RunRange } from './reportRange.ts';
