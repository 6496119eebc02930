// The guards every call passes before its handler (spec section 6):
// - authentication, before the body is validated: public needs nothing; every other area a
//   signed-in session (cookie plus matching X-CSRF-Token);
// - the area guard: admin needs the admin flag; member, editor and owner need at least that
//   role in the `account` of the input (admins pass as owners);
// - the module guard: a call of a module (da, rm, ea, dr) needs the account to have it, and a
//   workspace named in the input to belong to the account and have it too.
// What the guards find (user, role, account) becomes the handler's context.
import { roleAllows, type AnyCall, type Role } from '@console/contract';
import type { SessionLookup } from '../auth/sessions.ts';
import { fail, forbidden, notFound } from './apiError.ts';
import type { AccountRow, CallContext, Services } from './context.ts';

type Caller = Pick<CallContext, 'session' | 'user' | 'role' | 'account'>;

const nobody: Caller = { session: null, user: null, role: null, account: null };

function stringField(input: unknown, field: string): string | undefined {
  const value = (input as Record<string, unknown> | null)?.[field];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Who calls, before the body is read: public calls take anyone (a signed-in caller keeps their
 * user); every other call needs a live session and its CSRF token (401 otherwise), so an
 * anonymous caller never learns a call's schema from a validation error.
 */
export function authenticateCall(call: AnyCall, lookup: SessionLookup): Caller {
  const signedIn = lookup.session && lookup.csrfValid ? lookup.session : null;
  if (call.area === 'public') {
    return signedIn ? { ...nobody, session: signedIn, user: signedIn.user } : nobody;
  }
  if (!lookup.session) throw fail('Unauthorized', 'Sign in first');
  if (!signedIn) throw fail('CsrfTokenInvalid', 'The CSRF token is missing or wrong');
  return { ...nobody, session: signedIn, user: signedIn.user };
}

/** The area and module guards on a validated input, for the caller authenticateCall found. */
export async function authorizeCall(
  call: AnyCall,
  input: unknown,
  caller: Caller,
  services: Services,
): Promise<Caller> {
  if (call.area === 'public' || call.area === 'user' || caller.user === null) return caller;
  if (call.area === 'admin') {
    if (!caller.user.admin) throw forbidden('Only admins may do this');
    return caller;
  }
  const { account, role } = await roleInAccount(
    services,
    caller.user,
    stringField(input, 'account'),
  );
  if (!roleAllows(role, call.area)) throw forbidden(`This needs the ${call.area} role`);
  if (call.module)
    await guardModule(services, call.module, account, stringField(input, 'workspace'));
  return { ...caller, account, role };
}

/** Both guards at once, for a caller whose input is already valid (tests, other entry points). */
export async function guardCall(
  call: AnyCall,
  input: unknown,
  lookup: SessionLookup,
  services: Services,
): Promise<Caller> {
  return authorizeCall(call, input, authenticateCall(call, lookup), services);
}

async function roleInAccount(
  services: Services,
  user: { id: string; admin: boolean },
  accountId: string | undefined,
): Promise<{ account: AccountRow; role: Role }> {
  const { directory } = services;
  const account = accountId ? await directory.account(accountId) : undefined;
  if (user.admin) {
    if (!account) throw notFound('No such account');
    return { account, role: 'owner' };
  }
  const role = account ? await directory.role(account.id, user.id) : null;
  // The same answer for an unknown account and a foreign one: ids are not probed this way.
  if (!account || !role) throw forbidden('You are not a member of this account');
  return { account, role };
}

async function guardModule(
  services: Services,
  module: string,
  account: AccountRow,
  workspaceId: string | undefined,
): Promise<void> {
  if (!account.modules.includes(module)) {
    throw fail('ModuleDisabled', `The account does not have the ${module} module`);
  }
  if (workspaceId === undefined) return;
  const workspace = await services.directory.workspace(workspaceId);
  if (!workspace || workspace.account_id !== account.id) throw notFound('No such workspace');
  if (!workspace.modules.includes(module)) {
    throw fail('ModuleDisabled', `The workspace does not have the ${module} module`);
  }
}
