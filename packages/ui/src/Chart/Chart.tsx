// The frame of every chart: a titled figure whose picture (Vega, SVG renderer) is an image with an
// accessible name and description, and a data table with the same numbers that is read by
// assistive tech and can be shown on screen.
import { useId, useState, type ReactNode } from 'react';
import type { Spec } from 'vega-typings';
import { Button } from '../Button/Button.tsx';
import { ChartFigure } from './Chart.styles.ts';
import { useVegaView } from './useVegaView.ts';

export interface ChartColumn<Row> {
  label: string;
  value: (row: Row) => ReactNode;
  align?: 'left' | 'right';
}

export interface ChartFrameProps<Row> {
  title: string;
  /** What the chart shows, for assistive tech (also the Vega description). */
  description: string;
  /** The Vega spec, with the user's locale in its config (chartSpecs.ts). */
  spec: Spec;
  rows: readonly Row[];
  columns: readonly ChartColumn<Row>[];
  isLoading?: boolean;
  loadingLabel?: string;
  emptyLabel?: string;
  showTableLabel?: string;
  hideTableLabel?: string;
}

export function ChartFrame<Row>({
  title,
  description,
  spec,
  rows,
  columns,
  isLoading = false,
  loadingLabel = 'Loading…',
  emptyLabel = 'No data available',
  showTableLabel = 'Show data table',
  hideTableLabel = 'Hide data table',
}: ChartFrameProps<Row>) {
  const [showTable, setShowTable] = useState(false);
  const id = useId();
  const isEmpty = !isLoading && rows.length === 0;
  return (
    <ChartFigure aria-labelledby={`${id}-title`} aria-busy={isLoading || undefined}>
      <figcaption className="caption">
        <span id={`${id}-title`} className="title">
          {title}
        </span>
        {!isLoading && !isEmpty && (
          <Button
            variant="ghost"
            aria-expanded={showTable}
            aria-controls={`${id}-table`}
            onPress={() => setShowTable((shown) => !shown)}
          >
            {showTable ? hideTableLabel : showTableLabel}
          </Button>
        )}
      </figcaption>
      {isLoading || isEmpty ? (
        <p className="message" role="status">
          {isLoading ? loadingLabel : emptyLabel}
        </p>
      ) : (
        <div
          role="img"
          aria-label={title}
          aria-describedby={`${id}-description`}
          className="picture"
        >
          <VegaPicture spec={spec} />
        </div>
      )}
      <p id={`${id}-description`} className="visually-hidden">
        {description}
      </p>
      {!isLoading && !isEmpty && (
        <table id={`${id}-table`} className={showTable ? 'data' : 'data visually-hidden'}>
          <caption>{title}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.label} scope="col" data-align={column.align}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                {columns.map((column) => (
                  <td key={column.label} data-align={column.align}>
                    {column.value(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ChartFigure>
  );
}

/** The drawing, hidden from assistive tech: its figure's name, description and table say it. */
function VegaPicture({ spec }: { spec: Spec }) {
  const container = useVegaView(spec);
  return <div ref={container} aria-hidden="true" />;
}
