// datasets/grouping: one row per value of a dimension with every metric, sorted by a metric or
// by the value, at most groupingMaxRows rows (truncated says when more exist), and the totals.
import { groupingMaxRows, type GroupingReport, type MetricId } from '@console/contract';
import { counterCount } from '../eventCodes.ts';
import { dimensionLabel } from '../dimensions.ts';
import { fieldOfDimension } from './filters.ts';
import { metricValues } from './metricValues.ts';
import type { ReportData } from './reportData.ts';

export interface GroupingRequest {
  groupBy: string;
  order: MetricId | 'key';
  direction: 'ASC' | 'DESC';
}

export function groupingReport(data: ReportData, request: GroupingRequest): GroupingReport {
  const field = fieldOfDimension(request.groupBy);
  const { combos } = data;
  const keys = combos.dictionaries[field].values;
  const byGroup = data.sum(combos.codes[field], keys.length);
  const rows: GroupingReport['rows'] = [];
  for (let code = 0; code < keys.length; code += 1) {
    let active = false;
    for (let counter = 0; counter < counterCount && !active; counter += 1)
      active = (byGroup[code * counterCount + counter] as number) !== 0;
    if (!active) continue;
    const key = keys[code] as string;
    rows.push({
      key,
      label: dimensionLabel(field, key),
      values: metricValues(byGroup, code * counterCount),
    });
  }
  const sign = request.direction === 'ASC' ? 1 : -1;
  const order = request.order;
  rows.sort((a, b) => {
    const byOrder =
      order === 'key'
        ? a.key.localeCompare(b.key)
        : (a.values[order] ?? 0) - (b.values[order] ?? 0);
    return sign * byOrder || a.key.localeCompare(b.key);
  });
  return {
    group_by: request.groupBy,
    rows: rows.slice(0, groupingMaxRows),
    totals: metricValues(data.sum(null, 1)),
    truncated: rows.length > groupingMaxRows,
  };
}
