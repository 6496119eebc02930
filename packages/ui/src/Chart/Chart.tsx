// The frame of every chart: a titled figure whose picture (Vega, SVG renderer, no actions) is an
// image with an accessible name and description, and a data table with the same numbers that is
// read by assistive tech and can be shown on screen.
import { useId, useMemo, useState, type ReactNode } from 'react';
import { VegaEmbed } from 'react-vega';
import type { EmbedOptions } from 'vega-embed';
import type { TopLevelSpec } from 'vega-lite';
import { Button } from '../Button/Button.tsx';
import {
  defaultChartLocale,
  vegaNumberLocale,
  vegaTimeLocale,
  type ChartLocale,
} from './chartLocale.ts';
import { ChartFigure } from './Chart.styles.ts';

export interface ChartColumn<Row> {
  label: string;
  value: (row: Row) => ReactNode;
  align?: 'left' | 'right';
}

export interface ChartFrameProps<Row> {
  title: string;
  /** What the chart shows, for assistive tech (also the Vega description). */
  description: string;
  spec: TopLevelSpec;
  rows: readonly Row[];
  columns: readonly ChartColumn<Row>[];
  isLoading?: boolean;
  loadingLabel?: string;
  emptyLabel?: string;
  showTableLabel?: string;
  hideTableLabel?: string;
  /** The user's language, number format and clock (English by default). */
  locale?: ChartLocale;
}

// SVG for stable screenshots and sharp text; no action menu; tooltips by vega-tooltip. The
// locale is also in each spec's config (per View); vega-embed sets it as Vega's global default
// too, which is what tooltips and any spec without one fall back on.
const embedOptionsFor = (locale: ChartLocale): EmbedOptions => ({
  renderer: 'svg',
  actions: false,
  tooltip: true,
  formatLocale: { ...vegaNumberLocale(locale) },
  timeFormatLocale: { ...vegaTimeLocale(locale) },
});

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
  locale = defaultChartLocale,
}: ChartFrameProps<Row>) {
  const [showTable, setShowTable] = useState(false);
  const id = useId();
  const stableSpec = useMemo(() => spec, [spec]);
  const { language, numberFormat, clock } = locale;
  const embedOptions = useMemo(
    () => embedOptionsFor({ language, numberFormat, clock }),
    [language, numberFormat, clock],
  );
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
          <VegaEmbed spec={stableSpec} options={embedOptions} aria-hidden="true" />
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
