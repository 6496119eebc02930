// The live examples shown beside the number-format, clock and CSV choices, so a user sees what
// each option does before picking it: "1.234,56", "2:05 PM", "domain;sent;bounce_rate".
import {
  csvDelimiters,
  type csvDelimiterNames,
  type numberFormats,
} from '@console/contract/constants';
import { formatDecimal, formatTimeOfDay, type Clock } from '@console/ui';

type NumberFormat = (typeof numberFormats)[number];
type CsvDelimiter = (typeof csvDelimiterNames)[number];

/** The figure every number-format option is shown with. */
export const NUMBER_EXAMPLE = 1234.56;
/** 14:05, the time every clock option is shown with: an afternoon time tells h12 from h23. */
export const CLOCK_EXAMPLE_MINUTES = 14 * 60 + 5;
/** Column codes of a delivery export, joined by the chosen delimiter in the CSV example. */
export const CSV_EXAMPLE_COLUMNS = ['domain', 'sent', 'delivered', 'bounce_rate'] as const;

export function numberFormatExample(format: NumberFormat): string {
  return formatDecimal(NUMBER_EXAMPLE, format, 2);
}

export function clockExample(clock: Clock): string {
  return formatTimeOfDay(CLOCK_EXAMPLE_MINUTES, clock);
}

export function csvExample(delimiter: CsvDelimiter): string {
  return CSV_EXAMPLE_COLUMNS.join(csvDelimiters[delimiter]);
}
