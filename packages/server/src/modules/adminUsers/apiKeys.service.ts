// Dataset access keys (admin users/api, apikeys/*): ingestion authenticates a batch with one
// (modules/delivery/ingest/accessKeys.ts). The secret is 256 random bits, answered once at
// creation; the database keeps its SHA-256 and the first characters, to recognise it in lists.
import type { ApiKey, ApiKeyCreated, ParsedInput } from '@console/contract';
import { randomToken, sha256 } from '../../auth/tokens.ts';
import type { Db } from '../../db/schema/index.ts';
import { fail, notFound } from '../../http/apiError.ts';
import type { UserContext } from '../../http/context.ts';
import { newId } from '../adminTenancy/adminWrites.ts';
import { datasetRows } from '../adminTenancy/datasets.repository.ts';
import { apiKeyRows, deleteApiKey, insertApiKey } from './apiKeys.repository.ts';

/** Keys start with this, so a leaked one is recognisable (secret scanners match prefixes). */
const keyPrefix = 'cdk_';
const shownCharacters = keyPrefix.length + 6;

type KeyRow = Awaited<ReturnType<typeof apiKeyRows>>[number];

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
  return (await apiKeyRows(db, { dataset })).map(toApiKey);
}

export async function createApiKey(
  context: UserContext,
  input: ParsedInput<'admin/users/api'>,
): Promise<ApiKeyCreated> {
  const { db } = context;
  if ((await datasetRows(db, { id: input.dataset })).length === 0) {
    throw notFound('No such dataset');
  }
  const expiresAt = input.expires_at ? new Date(input.expires_at) : null;
  if (expiresAt && expiresAt.getTime() <= Date.now()) {
    throw fail('ValidationError', 'The key would have expired already');
  }
  const secret = `${keyPrefix}${randomToken()}`;
  const id = newId();
  await insertApiKey(db, {
    id,
    dataset_id: input.dataset,
    description: input.description,
    prefix: secret.slice(0, shownCharacters),
    secret_hash: sha256(secret),
    created_by: context.user.id,
    expires_at: expiresAt,
  });
  const [row] = await apiKeyRows(db, { id });
  return { ...toApiKey(row as KeyRow), secret };
}

export async function deleteApiKeyById(db: Db, id: string) {
  if (!(await deleteApiKey(db, id))) throw notFound('No such key');
  return { ok: true as const };
}
