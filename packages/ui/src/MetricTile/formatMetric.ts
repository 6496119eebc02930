// Number formatting by the user's chosen pattern (spec section 9 "Number formats") and the
// metric styles of the catalogue (decimal, percent, time). Pure: used by MetricTile, the
// DataTable cells and chart tooltips, so every figure on a screen reads the same.

export type NumberFormat = '#.###,##' | '#,###.##' | '# ###,##' | '# ###.##';
export type MetricStyle = 'decimal' | 'percent' | 'time';
export type Clock = 'h12' | 'h23';

/** A no-break space: grouping and the space before "%" never wrap onto a new line. */
export const NBSP = '\u00a0';

const SEPARATORS: Record<NumberFormat, { group: string; decimal: string }> = {
  '#.###,##': { group: '.', decimal: ',' },
  '#,###.##': { group: ',', decimal: '.' },
  '# ###,##': { group: NBSP, decimal: ',' },
  '# ###.##': { group: NBSP, decimal: '.' },
};

/** Shown for a missing or non-finite value. */
export const MISSING_VALUE = '–';

/**
 * 1234567.891 with '#.###,##' gives '1.234.567,89'; at most `fractionDigits` decimals, trailing
 * zeros dropped. Written by hand rather than with Intl: a table formats thousands of cells and
 * this is several times faster, with the same result in every browser.
 */
export function formatDecimal(value: number, format: NumberFormat, fractionDigits = 2): string {
  if (!Number.isFinite(value)) return MISSING_VALUE;
  const { group, decimal } = SEPARATORS[format];
  const fixed = Math.abs(value).toFixed(fractionDigits);
  const point = fixed.indexOf('.');
  const integer = point < 0 ? fixed : fixed.slice(0, point);
  const fraction = point < 0 ? '' : fixed.slice(point + 1).replace(/0+$/, '');
  let grouped = '';
  for (let end = integer.length; end > 0; end -= 3) {
    const start = Math.max(0, end - 3);
    grouped = integer.slice(start, end) + (grouped ? group + grouped : '');
  }
  const isZero = /^[0.]*$/.test(fixed);
  return `${value < 0 && !isZero ? '-' : ''}${grouped}${fraction ? decimal + fraction : ''}`;
}

/**
 * A ratio as a percentage: 0.1234 gives '12,34 %' with a decimal comma (the French and German
 * convention, no-break space before the sign) and '12.34%' with a decimal point (English).
 */
export function formatPercent(ratio: number, format: NumberFormat): string {
  if (!Number.isFinite(ratio)) return MISSING_VALUE;
  const number = formatDecimal(ratio * 100, format);
  return SEPARATORS[format].decimal === ',' ? `${number}${NBSP}%` : `${number}%`;
}

/**
 * A duration in seconds: '45 s', '5 min 03 s', '1 h 02 min'. Seconds are dropped once the
 * duration reaches an hour; hours keep counting past a day ('26 h 00 min').
 */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return MISSING_VALUE;
  const sign = seconds < 0 ? '-' : '';
  const total = Math.round(Math.abs(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (hours > 0) return `${sign}${hours}${NBSP}h ${pad(minutes)}${NBSP}min`;
  if (minutes > 0) return `${sign}${minutes}${NBSP}min ${pad(secs)}${NBSP}s`;
  return `${sign}${secs}${NBSP}s`;
}

/** One entry point for the metric catalogue's styles. */
export function formatMetric(
  value: number | null | undefined,
  style: MetricStyle,
  format: NumberFormat,
): string {
  if (value === null || value === undefined) return MISSING_VALUE;
  if (style === 'percent') return formatPercent(value, format);
  if (style === 'time') return formatDuration(value);
  return formatDecimal(value, format);
}

/**
 * A change between periods, signed: '+12,5 %' style for percent metrics is expressed in
 * percentage points of the ratio, other styles as the plain signed difference.
 */
export function formatDelta(delta: number, style: MetricStyle, format: NumberFormat): string {
  if (!Number.isFinite(delta)) return MISSING_VALUE;
  const sign = delta > 0 ? '+' : delta < 0 ? '-' : '±';
  return `${sign}${formatMetric(Math.abs(delta), style, format)}`;
}

/** Minutes after midnight as a time of day: 810 gives '13:30' (h23) or '1:30 PM' (h12). */
export function formatTimeOfDay(minutesOfDay: number, clock: Clock): string {
  const hours = Math.floor(minutesOfDay / 60);
  const minutes = String(minutesOfDay % 60).padStart(2, '0');
  if (clock === 'h23') return `${String(hours).padStart(2, '0')}:${minutes}`;
  if (hours === 24) return `12:${minutes} AM`; // the end of the day, "midnight"
  const suffix = hours < 12 ? 'AM' : 'PM';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${minutes} ${suffix}`;
}
