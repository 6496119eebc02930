// Start-up rules (spec section 2, "Guards and start-up"): what the start URL asks for, which
// workspace is current, and which module page the home redirects to.

export interface StartWorkspace {
  readonly id: string;
  readonly name: string;
  readonly account: string;
  readonly dataset: string;
  readonly modules: readonly string[];
}

/** The placeholder of a user without workspaces (spec section 3). */
export const NO_WORKSPACE: StartWorkspace = {
  id: 'none',
  name: 'No workspaces available',
  account: '',
  dataset: '',
  modules: [],
};

export type StartIntent =
  | { readonly kind: 'changePassword'; readonly token: string }
  | { readonly kind: 'legacyWorkspace'; readonly account: string; readonly dataset: string }
  | { readonly kind: 'none' };

/** `?mod=change&token=…` opens change password; `?version=old&account=…&dataset=…` a workspace. */
export function parseStartUrl(search: string): StartIntent {
  const params = new URLSearchParams(search);
  const token = params.get('token');
  if (params.get('mod') === 'change' && token) return { kind: 'changePassword', token };
  const account = params.get('account');
  const dataset = params.get('dataset');
  if (params.get('version') === 'old' && account && dataset) {
    return { kind: 'legacyWorkspace', account, dataset };
  }
  return { kind: 'none' };
}

export interface ModuleRoute {
  readonly name: string;
  readonly path: string;
}

const MODULE_ROUTES: ReadonlyArray<ModuleRoute & { readonly module: string }> = [
  { module: 'da', name: 'delivery-analytics-report', path: 'delivery-analytics/report' },
  { module: 'rm', name: 'reputation-monitor-ips', path: 'reputation-monitor/ips' },
  { module: 'ea', name: 'email-auditor-inbox', path: 'email-auditor/inbox' },
  { module: 'dr', name: 'dmarc-reports-domains', path: 'dmarc-reports/domains' },
];

const FALLBACK_ROUTE: ModuleRoute = {
  name: 'delivery-analytics-home',
  path: 'delivery-analytics/home',
};

/** The page of the first module the workspace has, in the order da, rm, ea, dr. */
export function firstModuleRoute(modules: readonly string[]): ModuleRoute {
  const route = MODULE_ROUTES.find((candidate) => modules.includes(candidate.module));
  return route === undefined ? FALLBACK_ROUTE : { name: route.name, path: route.path };
}

/** A path under the workspace prefix; the placeholder workspace has no prefix. */
export function workspacePath(workspaceId: string, path: string): string {
  return workspaceId === NO_WORKSPACE.id ? `/${path}` : `/${workspaceId}/${path}`;
}

function pathSegments(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}

/** "/" and "/{workspace}" are the home placeholder that start-up redirects. */
export function isHomePath(pathname: string, workspaces: readonly StartWorkspace[]): boolean {
  const segments = pathSegments(pathname);
  if (segments.length === 0) return true;
  return segments.length === 1 && workspaces.some((workspace) => workspace.id === segments[0]);
}

/** Pages that need no sign-in (spec section 2, "Public routes"). */
export function isPublicPath(pathname: string): boolean {
  const first = pathSegments(pathname)[0];
  return first === 'exceptions' || first === 'authenticate' || first === 'login';
}

export interface WorkspaceChoice {
  readonly workspaces: readonly StartWorkspace[];
  readonly intent: StartIntent;
  readonly pathname: string;
  /** The user's default workspace setting, if any. */
  readonly preferred?: string | null;
}

/**
 * The current workspace: the legacy account and dataset of the start URL, else the workspace
 * named by the path, else the user's default, else the first, else the placeholder.
 */
export function chooseWorkspace({
  workspaces,
  intent,
  pathname,
  preferred,
}: WorkspaceChoice): StartWorkspace {
  const byId = (id: string | null | undefined) =>
    workspaces.find((workspace) => workspace.id === id);
  const legacy =
    intent.kind === 'legacyWorkspace'
      ? workspaces.find(
          (workspace) =>
            workspace.account === intent.account && workspace.dataset === intent.dataset,
        )
      : undefined;
  return (
    legacy ?? byId(pathSegments(pathname)[0]) ?? byId(preferred) ?? workspaces[0] ?? NO_WORKSPACE
  );
}
