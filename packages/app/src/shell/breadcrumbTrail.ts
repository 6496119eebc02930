// The breadcrumb of the current page from its routes' crumb specs (routes/routeHandle.ts):
// translated labels, parameter values (or the label a page gave them, such as a help topic's
// title), and links below the current workspace. The last crumb is the current page.
import type { BreadcrumbItem } from '@console/ui';
import { generatePath } from 'react-router';
import type { CrumbSpec, PageKey } from '../routes/routeHandle.ts';
import { workspacePath } from '@console/machines';

export interface TrailContext {
  params: Readonly<Record<string, string | undefined>>;
  /** The current workspace id ('none' for the placeholder: no prefix). */
  workspace: string;
  translate: (key: PageKey) => string;
  /** Labels pages gave to parameter values ('getting-started' → 'Getting started'). */
  labels: ReadonlyMap<string, string>;
}

function fill(pattern: string, params: TrailContext['params']): string | undefined {
  try {
    return generatePath(pattern, params as Record<string, string>);
  } catch {
    return undefined; // a parameter is missing: no link rather than a wrong one
  }
}

export function breadcrumbTrail(
  crumbs: readonly CrumbSpec[],
  context: TrailContext,
): BreadcrumbItem[] {
  const items = crumbs.map((crumb, index): BreadcrumbItem => {
    const value = crumb.param ? (context.params[crumb.param] ?? '') : '';
    const label = crumb.label
      ? context.translate(crumb.label)
      : (context.labels.get(value) ?? value);
    const target = crumb.workspaceTo
      ? fill(workspacePath(context.workspace, crumb.workspaceTo), context.params)
      : crumb.to
        ? fill(crumb.to, context.params)
        : undefined;
    return { id: `${index}-${label}`, label, ...(target ? { href: target } : {}) };
  });
  // The current page is not a link.
  const last = items.at(-1);
  if (last) items[items.length - 1] = { id: last.id, label: last.label };
  return items.filter((item) => item.label !== '');
}
