export { ReportGrid, type ReportGridProps } from './ReportGrid.tsx';
