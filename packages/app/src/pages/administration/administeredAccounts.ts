// The accounts whose members the user manages, by name: those they own (the auth status's
// `owner`), every account for an admin. Names come from user/accounts/all, which answers the
// accounts the user belongs to, or all of them for an admin; an owned account missing from it
// keeps its id as its name.

export interface AdministeredAccount {
  id: string;
  name: string;
}

export function administeredAccounts(
  accounts: readonly AdministeredAccount[],
  owned: readonly string[],
  isAdmin: boolean,
): AdministeredAccount[] {
  const byId = new Map(accounts.map((account) => [account.id, account]));
  const chosen = isAdmin
    ? accounts.map(({ id, name }) => ({ id, name }))
    : owned.map((id) => ({ id, name: byId.get(id)?.name ?? id }));
  return chosen.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}
