// What a fresh database gets at first start: reference data, the first admin and (unless
// SEED_DEMO=0) the demo workspace, in one transaction. When ADMIN_PASSWORD is unset a password
// is generated and returned, for main.ts to print once: it is never logged or stored in clear.
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema/index.ts';
import { createUser } from '../users/userCreation.ts';
import { seedDemo } from './demo.ts';
import { seedReference } from './reference.ts';

export interface FirstStart {
  adminEmail: string;
  /** set when the password was generated: shown once */
  generatedPassword: string | null;
}

function generatePassword(): string {
  // 24 characters from an unambiguous alphabet: inside the 12..64 policy, ~140 bits.
  const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from(crypto.randomBytes(24), (byte) => alphabet[byte % alphabet.length]).join('');
}

export async function seedFirstStart(db: Kysely<Database>, config: Config): Promise<FirstStart> {
  const generatedPassword = config.adminPassword ? null : generatePassword();
  await db.transaction().execute(async (tx) => {
    await seedReference(tx);
    await createUser(tx, config.passwordScryptLogN, {
      email: config.adminEmail,
      name: 'Administrator',
      admin: true,
      password: config.adminPassword ?? (generatedPassword as string),
    });
    if (config.seedDemo) await seedDemo(tx, config.adminEmail);
  });
  return { adminEmail: config.adminEmail, generatedPassword };
}
