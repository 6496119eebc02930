// The blocklists a user can leave out of a blocklist alert (one switch per list).
import type { BlocklistSummary } from '@console/contract';
import type { z } from 'zod';
import type { Db } from '../../db/schema/index.ts';
import { activeBlocklists } from './blocklists.repository.ts';

type Summary = z.infer<typeof BlocklistSummary>;

/** Domain lists, then IP lists, each by name as a reader sorts (not by the database's collation). */
export async function listBlocklists(db: Db): Promise<Summary[]> {
  const rows = await activeBlocklists(db);
  return rows
    .map((row) => ({ ...row, kind: row.kind as Summary['kind'] }))
    .sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name, 'en'));
}
