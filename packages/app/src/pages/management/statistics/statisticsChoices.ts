// The statistics pages keep their run-bar choices in the address (?metric=, ?account=, ?user=,
// ?month=), so a link opens the same view; these read them back, ignoring what is not offered.
import { RUN_METRICS, type RunMetric } from '@console/ui';

/** The metric the account and metric statistics open with: the messages sent. */
export const DEFAULT_METRIC: RunMetric = 'volume';

export function chosenMetric(value: string | null): RunMetric {
  return RUN_METRICS.find((metric) => metric === value) ?? DEFAULT_METRIC;
}

/** An id in the address that names one of `items`, else null (all of them). */
export function chosenId(value: string | null, items: readonly { id: string }[]): string | null {
  return value !== null && items.some((item) => item.id === value) ? value : null;
}

/** The address with one choice changed; null or the default takes it out. */
export function withChoice(
  current: URLSearchParams,
  name: string,
  value: string | null,
  defaultValue: string | null = null,
): URLSearchParams {
  const changed = new URLSearchParams(current);
  if (value === null || value === defaultValue) changed.delete(name);
  else changed.set(name, value);
  return changed;
}

/** A picker's items: id and name only, by name (then id, for two of the same name). */
export function pickerItems(items: readonly { id: string; name: string }[]): {
  id: string;
  name: string;
}[] {
  return items
    .map(({ id, name }) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en') || (a.id < b.id ? -1 : 1));
}
