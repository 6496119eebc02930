import type { ReactNode } from 'react';
import type { ReportColumns } from '../ReportLayout/ReportLayout.tsx';
import type { Density } from '../theme/tokens.ts';
import { Grid, GridContainer } from './ReportGrid.styles.ts';

export interface ReportGridProps {
  /** auto fits as many 360 px columns as the width allows; one, two, three are fixed counts. */
  layout?: ReportColumns;
  density?: Density;
  /**
   * The report's panels; a child with data-span="full" takes a whole row, one with
   * data-span="double" two columns of an automatic grid that has three or more.
   */
  children: ReactNode;
  'aria-label'?: string;
}

/**
 * Lays out a report's panels in the columns chosen in the ReportLayout panel. Fixed counts
 * step down on narrow widths (three to two under 900 px, to one under 600 px).
 */
export function ReportGrid({
  layout = 'auto',
  density = 'spacious',
  children,
  'aria-label': ariaLabel,
}: ReportGridProps) {
  return (
    <GridContainer>
      <Grid
        data-layout={layout}
        data-density={density}
        role={ariaLabel ? 'region' : undefined}
        aria-label={ariaLabel}
      >
        {children}
      </Grid>
    </GridContainer>
  );
}
