export {
  ReportLayout,
  type ReportLayoutProps,
  type ReportLayoutValue,
  type ReportLayoutLabels,
  type ReportColumns,
} from './ReportLayout.tsx';
