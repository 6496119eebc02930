// Where Delivery Analytics leads: the report with a run state (a row drilled into, a message's
// recipient domain or sending IP) and the message search over a range and filters (the messages
// behind a response template). Addresses only, so every lead is a link that can be opened in a
// new tab, shared, and left with Back.
import type { ReportRange } from '@console/contract';
import { toRunBarQuery, workspacePath, type Filter } from '@console/machines';
import { modulePaths } from '@console/contract/moduleCodes';
import { runStateToSearch, type RunState } from '../../reportKit/runBar/runBarQuery.ts';

const pagePath = (workspaceId: string, page: 'report' | 'search') =>
  workspacePath(workspaceId, `${modulePaths.da}/${page}`);

/** The report page showing this run state. */
export function reportHref(workspaceId: string, run: RunState): string {
  return `${pagePath(workspaceId, 'report')}?${runStateToSearch(run).toString()}`;
}

/** The report over the range, filtered to one value of a dimension. */
export function reportOfValueHref(
  workspaceId: string,
  range: ReportRange,
  field: string,
  value: string,
): string {
  return reportHref(workspaceId, {
    range: { preset: 'custom', start: range.start, end: range.end },
    filters: [{ field, op: 'IN', values: [value] }],
  });
}

/** The message search over the range (its instants kept) for the events the filters select. */
export function searchHref(
  workspaceId: string,
  range: ReportRange,
  filters: readonly Filter[],
): string {
  const query = toRunBarQuery({ preset: 'custom', start: range.start, end: range.end, filters });
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    for (const item of typeof value === 'string' ? [value] : value) params.append(key, item);
  return `${pagePath(workspaceId, 'search')}?${params.toString()}`;
}
