// Creating a user with an optional first password: used by the first-start seed, the command
// line and tests (the admin calls of the management area build on it). The password obeys the
// same policy as a changed one and starts the user's password history.
import { Email } from '@console/contract';
import type { Db } from '../../db/schema/index.ts';
import { addPasswordToHistory } from '../../auth/credentials.repository.ts';
import { assertPasswordPolicy, hashPassword } from '../../auth/passwords.ts';
import { fail } from '../../http/apiError.ts';
import { findUser, insertUser } from './users.repository.ts';

export interface NewUser {
  email: string;
  name: string;
  admin?: boolean;
  password?: string;
}

export async function createUser(db: Db, scryptLogN: number, user: NewUser) {
  const email = Email.safeParse(user.email);
  if (!email.success) throw fail('ValidationError', `${user.email} is not an email address`);
  if (await findUser(db, email.data)) throw fail('Conflict', `${email.data} exists already`);
  let hash: string | null = null;
  if (user.password !== undefined) {
    assertPasswordPolicy(user.password);
    hash = await hashPassword(user.password, scryptLogN);
  }
  const row = await insertUser(db, {
    id: email.data,
    name: user.name,
    admin: user.admin ?? false,
    password_hash: hash,
  });
  if (hash) await addPasswordToHistory(db, row.id, hash);
  return row;
}
