// The report-layout side panel (spec sections 2, 4, 5): the columns, density, dimensions and
// metrics of a report (ReportLayoutDialog.tsx). Its code, with react-aria's radio groups and
// checkboxes, is fetched on demand: the report's "Report layout" button starts the fetch when
// the pointer or the focus reaches it, and the panel shows once open.
import { Suspense } from 'react';
import { preloadable } from '@console/ui';
import type { ReportLayoutState } from './useReportLayout.ts';

export interface ReportLayoutPanelProps<Metric extends string = string> {
  state: ReportLayoutState;
  /** The dimensions offered, in their order. */
  dimensionChoices: readonly string[];
  /** The metrics offered, in their order. */
  metricChoices: readonly Metric[];
  dimensionName: (id: string) => string;
  // a method, so that a panel of one module's metrics is a panel of strings to the lazy dialog
  metricLabel(metric: Metric): string;
}

const dialog = preloadable(() =>
  import('./ReportLayoutDialog.tsx').then((module) => module.ReportLayoutDialog),
);

/** Starts fetching the panel's code. */
export const preloadReportLayout = dialog.preload;

export function ReportLayoutPanel<Metric extends string>(props: ReportLayoutPanelProps<Metric>) {
  if (!props.state.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <dialog.Component {...props} />
    </Suspense>
  );
}
