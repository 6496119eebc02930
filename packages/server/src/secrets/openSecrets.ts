// The secret box of a starting server: its key (secretKey.ts), checked against the key that
// sealed this database's credentials, and the credentials still stored as plain text (written
// before sealing existed) sealed now. Sealing them at start rather than at first read leaves no
// plain credential behind in a table that is rarely read (an SNDS key); a migration could not
// do it, since migrations run without the key.
import type { Logger } from 'pino';
import type { Db } from '../db/schema/index.ts';
import {
  createSecretBox,
  isSealed,
  SecretOpenError,
  type Sealed,
  type SecretBox,
} from './secretBox.ts';
import { loadSecretKey, secretKeyHelp, type KeySource } from './secretKey.ts';
import {
  currentKeyRow,
  integrationHeaders,
  recordCurrentKey,
  replaceIntegrationHeaders,
  replaceValue,
  sealedTextColumns,
  unsealedValues,
} from './secrets.repository.ts';

const checkText = 'console secret key check';

export async function openSecrets(
  db: Db,
  source: KeySource,
  logger: Pick<Logger, 'info' | 'warn'>,
): Promise<SecretBox> {
  const box = createSecretBox(loadSecretKey(source, logger));
  await checkKey(db, box);
  const sealed = await sealPlainCredentials(db, box);
  if (sealed > 0) logger.info({ sealed }, 'sealed stored credentials that were plain text');
  return box;
}

/** Refuses a key other than the one this database's credentials were sealed with. */
export async function checkKey(db: Db, box: SecretBox): Promise<void> {
  await recordCurrentKey(db, box.keyId, box.seal(checkText));
  const current = await currentKeyRow(db);
  const opens = (() => {
    try {
      return current !== undefined && box.open(current.check_value) === checkText;
    } catch (error) {
      if (error instanceof SecretOpenError) return false;
      throw error;
    }
  })();
  if (!opens)
    throw new Error(
      `The credentials stored in this database were sealed with secret key ${current?.key_id}, ` +
        `and this server's key is ${box.keyId}: start it with the SECRET_KEY (or the ` +
        `DATA_DIR/secret.key) the database was used with. ${secretKeyHelp}.`,
    );
}

/** Seals every credential still stored as plain text; returns how many. */
export async function sealPlainCredentials(db: Db, box: SecretBox): Promise<number> {
  let count = 0;
  for (const column of sealedTextColumns) {
    for (const row of await unsealedValues(db, column)) {
      await replaceValue(db, column, row, box.seal(row.value));
      count += 1;
    }
  }
  for (const { id, headers } of await integrationHeaders(db)) {
    const plain = Object.values(headers).filter((value) => !isSealed(value)).length;
    if (plain === 0) continue;
    const sealed = Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [
        name,
        isSealed(value) ? value : box.seal(value),
      ]),
    ) as Record<string, Sealed>;
    await replaceIntegrationHeaders(db, id, sealed);
    count += plain;
  }
  return count;
}
