import type { ReactNode } from 'react';
import { Actions, Bar } from './RunBar.styles.ts';

export interface RunBarProps {
  /** The run-bar controls of the screen (metric, month, time range, filters, search...). */
  children: ReactNode;
  /** Usually the ReportButton, placed at the end of the row. */
  actions?: ReactNode;
  /** Accessible name of the toolbar. */
  'aria-label'?: string;
}

/**
 * Lays the run-bar controls out in one toolbar that wraps on narrow widths (one control per row
 * on phones). Tab moves through the controls as usual: they hold text inputs and lists whose
 * arrow keys belong to them, so the toolbar does not take arrow keys for roving focus.
 */
export function RunBar({
  children,
  actions,
  'aria-label': ariaLabel = 'Report settings',
}: RunBarProps) {
  return (
    <Bar role="toolbar" aria-label={ariaLabel}>
      {children}
      {actions && <Actions>{actions}</Actions>}
    </Bar>
  );
}
