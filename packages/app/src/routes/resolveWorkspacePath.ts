// Maps a path below /{workspace}/ to the page it opens: canonical paths, aliases, and detail
// pages without their parameter, which fall back to their list page (spec section 2).
import {
  moduleAliases,
  pageByName,
  workspacePages,
  type WorkspacePage,
} from './workspaceRoutes.ts';

export interface ResolvedPage {
  page: WorkspacePage;
  params: Record<string, string>;
  /** the canonical path below the workspace, e.g. 'email-auditor/inbox/r1/report' */
  canonicalPath: string;
}

function match(pattern: string, segments: readonly string[]): Record<string, string> | null {
  const parts = pattern.split('/');
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(segment);
    else if (part !== segment) return null;
  }
  return params;
}

const patternsOf = (page: WorkspacePage) => [page.path, ...(page.aliases ?? [])];
const withoutParameters = (pattern: string) =>
  pattern
    .split('/')
    .filter((part) => !part.startsWith(':'))
    .join('/');

export const canonicalPathOf = (page: WorkspacePage, params: Record<string, string> = {}): string =>
  `${page.module}/${page.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))}`;

/** Follows fallbacks until a page that needs no parameter: the list page. */
export function listPageOf(page: WorkspacePage): WorkspacePage | undefined {
  let current: WorkspacePage | undefined = page;
  while (current && current.path.includes(':')) {
    current = current.fallback ? pageByName(current.fallback) : undefined;
  }
  return current;
}

/** `segments` are the path parts after the workspace, e.g. ['email-audit', 'report', 'r1']. */
export function resolveWorkspacePath(segments: readonly string[]): ResolvedPage | null {
  const [first = '', ...rest] = segments.filter((segment) => segment !== '');
  const moduleSlug = moduleAliases[first] ?? first;
  const pages = workspacePages.filter((candidate) => candidate.module === moduleSlug);
  if (pages.length === 0) return null;
  const below = rest.length === 0 ? ['home'] : rest;

  for (const candidate of pages) {
    for (const pattern of patternsOf(candidate)) {
      const params = match(pattern, below);
      if (params)
        return { page: candidate, params, canonicalPath: canonicalPathOf(candidate, params) };
    }
  }
  for (const candidate of pages) {
    const bare = patternsOf(candidate)
      .filter((pattern) => pattern.includes(':'))
      .map(withoutParameters);
    const list = bare.includes(below.join('/')) ? listPageOf(candidate) : undefined;
    if (list) return { page: list, params: {}, canonicalPath: canonicalPathOf(list) };
  }
  return null;
}
