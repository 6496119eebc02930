// The auth status answered by public/users/auth (section 3).
import { z } from 'zod';
import { AccountId } from '../primitives.ts';
import { User } from './user.ts';
import { Workspace } from './workspace.ts';

/** ADMIN marks an admin (section 6); every other signed-in user is USER. */
export const AuthRole = z.enum(['ADMIN', 'USER']);

export const AuthStatus = z.strictObject({
  authenticated: z.boolean(),
  user: User.nullable(),
  role: AuthRole.nullable(),
  /** accounts the user owns; non-empty makes the user an owner */
  owner: z.array(AccountId),
  /** at least one entry for a signed-in user: `noWorkspace` when they have none */
  workspaces: z.array(Workspace),
});
export type AuthStatus = z.infer<typeof AuthStatus>;
