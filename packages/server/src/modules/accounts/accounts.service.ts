// The accounts a user can pick in the run bar: those they are a member of, every account for
// an admin.
import type { AccountSummary, ModuleCode } from '@console/contract';
import type { z } from 'zod';
import type { UserContext } from '../../http/context.ts';
import { accountsOfUser, allAccounts } from './accounts.repository.ts';

export async function accountsForPicker(
  context: UserContext,
): Promise<z.infer<typeof AccountSummary>[]> {
  const rows = context.user.admin
    ? await allAccounts(context.db)
    : await accountsOfUser(context.db, context.user.id);
  return rows.map((row) => ({ id: row.id, name: row.name, modules: row.modules as ModuleCode[] }));
}
