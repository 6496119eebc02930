// Dataset access keys (admin users/api, apikeys/*): ingestion authenticates a batch with one
// (modules/delivery/ingest/store/accessKeys.ts). The secret is 256 random bits, answered once at
// creation; the database keeps its SHA-256 and the first characters, to recognise it in lists.
import type { ApiKey, ApiKeyCreated, ParsedInput } from '@console/contract';
import { randomToken, sha256 } from '../../auth/tokens.ts';
import type { Db } from '../../db/schema/index.ts';
import { fail, notFound } from '../../http/apiError.ts';
import type { UserContext } from '../../http/context.ts';
import { newId } from '../adminTenancy/adminWrites.ts';
import {
  datasetKeyRows,
  deleteDatasetKey,
  insertDatasetKey,
} from '../datasets/datasets.repository.ts';
import { datasetOfAccount } from '../datasets/datasets.service.ts';

/** Keys start with this, so a leaked one is recognisable (secret scanners match prefixes). */
const keyPrefix = 'cdk_';
const shownCharacters = keyPrefix.length + 6;

type KeyRow = Awaited<ReturnType<typeof datasetKeyRows>>[number];

function toApiKey(row: KeyRow): ApiKey {
  return {
    id: row.id,
    dataset: row.dataset_id,
    description: row.description,
    prefix: row.prefix,
    created_at: row.created_at.toISOString(),
    created_by: row.created_by,
    last_used_at: row.last_used_at ? row.last_used_at.toISOString() : null,
    expires_at: row.expires_at ? row.expires_at.toISOString() : null,
  };
}

export async function listApiKeys(db: Db, dataset?: string): Promise<ApiKey[]> {
  return (await datasetKeyRows(db, { dataset })).map(toApiKey);
}

export async function createApiKey(
  context: UserContext,
  input: ParsedInput<'admin/users/api'>,
): Promise<ApiKeyCreated> {
  const { db } = context;
  await datasetOfAccount(db, null, input.dataset);
  const expiresAt = input.expires_at ? new Date(input.expires_at) : null;
  if (expiresAt && expiresAt.getTime() <= Date.now()) {
    throw fail('ValidationError', 'The key would have expired already');
  }
  const secret = `${keyPrefix}${randomToken()}`;
  const id = newId();
  await insertDatasetKey(db, {
    id,
    dataset_id: input.dataset,
    description: input.description,
    prefix: secret.slice(0, shownCharacters),
    secret_hash: sha256(secret),
    created_by: context.user.id,
    expires_at: expiresAt,
  });
  const [row] = await datasetKeyRows(db, { id });
  return { ...toApiKey(row as KeyRow), secret };
}

export async function deleteApiKeyById(db: Db, id: string) {
  if (!(await deleteDatasetKey(db, id))) throw notFound('No such key');
  return { ok: true as const };
}
