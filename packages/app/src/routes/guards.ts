// Route guards (spec sections 2 and 6), run in loaders before a page renders. A non-public page
// sends a signed-out user to sign in, remembering the page as the referrer; management sends a
// non-admin home; administration sends anyone who is neither owner nor admin home; a workspace
// in the path must be one of the user's.
import { redirect } from 'react-router';
import type { SessionStore, SignedInStatus } from '../startup/sessionStore.ts';
import { NOT_FOUND_PATH } from './errorDestination.ts';

export interface RouteEnv {
  session: SessionStore;
  /** Where sign-in returns to (auth/referrerStorage.ts in the app). */
  storeReferrer: (path: string) => void;
}

export const SIGN_IN_PATH = '/authenticate';
export const HOME_PATH = '/';

/** The path, query and hash of a loader's request: what sign-in returns to. */
export function placeOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}${url.hash}`;
}

async function signedInOrSignIn(env: RouteEnv, request: Request): Promise<SignedInStatus> {
  const status = env.session.current() ?? (await env.session.refresh());
  if (status) return status;
  env.storeReferrer(placeOf(request));
  throw redirect(SIGN_IN_PATH);
}

// The loaders of one navigation run side by side and share its request: the shell's guard and
// the page's both ask, but the server is asked (and the referrer stored) once.
const checks = new WeakMap<Request, Promise<SignedInStatus>>();

export function requireUser(env: RouteEnv, request: Request): Promise<SignedInStatus> {
  let check = checks.get(request);
  if (!check) {
    check = signedInOrSignIn(env, request);
    checks.set(request, check);
  }
  return check;
}

export const isAdmin = (status: SignedInStatus): boolean => status.role === 'ADMIN';

/** Owns an account or workspace (spec section 6). */
export const isOwner = (status: SignedInStatus): boolean =>
  status.owner.length > 0 || status.user.owner;

export async function requireAdmin(env: RouteEnv, request: Request): Promise<SignedInStatus> {
  const status = await requireUser(env, request);
  if (!isAdmin(status)) throw redirect(HOME_PATH);
  return status;
}

/**
 * Administration is offered to owners and admins (the menu rule of section 6); the spec leaves
 * open whether the pages themselves are admin-only. Owners manage their own members there, so
 * they may open it too.
 */
export async function requireOwnerOrAdmin(
  env: RouteEnv,
  request: Request,
): Promise<SignedInStatus> {
  const status = await requireUser(env, request);
  if (!isAdmin(status) && !isOwner(status)) throw redirect(HOME_PATH);
  return status;
}

/** A workspace named in the path must be one of the user's; otherwise the page does not exist. */
export async function requireWorkspace(
  env: RouteEnv,
  request: Request,
  workspace: string | undefined,
): Promise<SignedInStatus> {
  const status = await requireUser(env, request);
  if (workspace !== undefined && !status.workspaces.some((entry) => entry.id === workspace)) {
    throw redirect(NOT_FOUND_PATH);
  }
  return status;
}
