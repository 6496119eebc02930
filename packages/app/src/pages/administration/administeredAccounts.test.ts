// Which accounts the administration page offers: an owner's own, named; every account for an
// admin; by name.
import { expect, it } from 'vitest';
import { administeredAccounts } from './administeredAccounts.ts';

const accounts = [
  { id: 'demo', name: 'Demo sender' },
  { id: 'acme', name: 'Acme Retail' },
  { id: 'globex', name: 'Globex Mail' },
];

it('offers an owner the accounts they own, by name, and an admin every account', () => {
  expect(administeredAccounts(accounts, ['demo', 'acme'], false)).toEqual([
    { id: 'acme', name: 'Acme Retail' },
    { id: 'demo', name: 'Demo sender' },
  ]);
  expect(administeredAccounts(accounts, [], true).map((account) => account.id)).toEqual([
    'acme',
    'demo',
    'globex',
  ]);
});

it('keeps an owned account the list does not name, under its id', () => {
  expect(administeredAccounts(accounts, ['initech'], false)).toEqual([
    { id: 'initech', name: 'initech' },
  ]);
});
