// All SQL about the Reputation Monitor's tables (migration 0130): the active lists with their
// sealed keys, their health, the checks that are not clear, the listing periods, when each asset
// was last checked. The IPs and domains themselves are the assets repository's; SNDS tables are
// snds/snds.repository.ts's; what the alerts told is alerts.repository.ts's.
import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db, RmChecksTable, RmListingsTable, RmTargetsTable } from '../../db/schema/index.ts';

const any = (values: readonly string[]) => sql<string>`any(${sql.val(values)}::text[])`;
const chunk = <T>(rows: readonly T[], size = 1000): T[][] =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, index) =>
    rows.slice(index * size, index * size + size),
  );

/** Active lists, by kind then id, with their sealed query key. */
export function activeListRows(db: Db) {
  return db
    .selectFrom('blocklists')
    .select([
      'id',
      'name',
      'zone',
      'kind',
      'description',
      'delisting_url',
      'answers',
      'errors',
      'bitmask',
      'test_point',
      'query_key',
    ])
    .where('active', '=', true)
    .orderBy('kind')
    .orderBy('id')
    .execute();
}

export async function saveListHealth(
  db: Db,
  rows: { list_id: string; health: string; detail: string | null; checked_at: Date }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('rm_list_health')
    .values(rows)
    .onConflict((conflict) =>
      conflict.column('list_id').doUpdateSet((eb) => ({
        health: eb.ref('excluded.health'),
        detail: eb.ref('excluded.detail'),
        checked_at: eb.ref('excluded.checked_at'),
      })),
    )
    .execute();
}

export function listHealthRows(db: Db) {
  return db.selectFrom('rm_list_health').selectAll().execute();
}

/** The lists listing, or failing for, these targets (every target when none are named). */
export function checksOf(db: Db, targets?: readonly string[]) {
  let query = db.selectFrom('rm_checks').selectAll();
  if (targets !== undefined) {
    if (targets.length === 0) return Promise.resolve([]);
    query = query.where('target', '=', any(targets));
  }
  return query.execute();
}

/** Open listing periods of these targets (every target when none are named). */
export function openListings(db: Db, targets?: readonly string[]) {
  let query = db
    .selectFrom('rm_listings')
    .select(['target', 'list_id'])
    .where('delisted_at', 'is', null);
  if (targets !== undefined) {
    if (targets.length === 0) return Promise.resolve([]);
    query = query.where('target', '=', any(targets));
  }
  return query.execute();
}

export interface SweepWrites {
  now: Date;
  /** asset strings swept (an address, a range, a domain), with an address's reverse DNS */
  checked: Array<{ target: string; ptr: string | null; fcrdns: boolean | null }>;
  upserts: Insertable<RmChecksTable>[];
  /** checks now clear: [target, list] */
  clears: Array<[string, string]>;
  opens: Insertable<RmListingsTable>[];
  closes: Array<[string, string]>;
}

/** A sweep's results, in one transaction: a crash leaves the previous sweep's state whole. */
export async function applySweep(db: Db, writes: SweepWrites): Promise<void> {
  for (const rows of chunk(writes.checked)) {
    await db
      .insertInto('rm_targets')
      .values(rows.map((row) => ({ ...row, checked_at: writes.now })))
      .onConflict((conflict) =>
        conflict.column('target').doUpdateSet((eb) => ({
          checked_at: writes.now,
          ptr: eb.ref('excluded.ptr'),
          fcrdns: eb.ref('excluded.fcrdns'),
        })),
      )
      .execute();
  }
  for (const rows of chunk(writes.upserts)) {
    await db
      .insertInto('rm_checks')
      .values(rows)
      .onConflict((conflict) =>
        conflict.columns(['target', 'list_id']).doUpdateSet((eb) => ({
          status: eb.ref('excluded.status'),
          answer: eb.ref('excluded.answer'),
          meaning: eb.ref('excluded.meaning'),
          reason: eb.ref('excluded.reason'),
          listed_since: eb.ref('excluded.listed_since'),
          checked_at: eb.ref('excluded.checked_at'),
        })),
      )
      .execute();
  }
  for (const rows of chunk(writes.clears)) {
    await db
      .deleteFrom('rm_checks')
      .where((eb) => eb.or(rows.map(([target, list]) => eb.and({ target, list_id: list }))))
      .execute();
  }
  for (const rows of chunk(writes.opens)) {
    await db.insertInto('rm_listings').values(rows).execute();
  }
  for (const rows of chunk(writes.closes)) {
    await db
      .updateTable('rm_listings')
      .set({ delisted_at: writes.now })
      .where('delisted_at', 'is', null)
      .where((eb) => eb.or(rows.map(([target, list]) => eb.and({ target, list_id: list }))))
      .execute();
  }
}

/** When each of these assets was last swept, and an address's reverse DNS. */
export async function sweptTargets(db: Db, targets: readonly string[]) {
  if (targets.length === 0) return new Map<string, Selectable<RmTargetsTable>>();
  const rows = await db
    .selectFrom('rm_targets')
    .selectAll()
    .where('target', '=', any(targets))
    .execute();
  return new Map(rows.map((row) => [row.target, row]));
}

/** Listing periods of these targets that were open at some time since `since`, newest first. */
export async function listingsSince(db: Db, targets: readonly string[], since: Date) {
  if (targets.length === 0) return [];
  return db
    .selectFrom('rm_listings')
    .select(['target', 'list_id', 'listed_at', 'delisted_at', 'answer', 'meaning', 'reason'])
    .where('target', '=', any(targets))
    .where((eb) => eb.or([eb('delisted_at', 'is', null), eb('delisted_at', '>=', since)]))
    .orderBy('listed_at', 'desc')
    .orderBy('list_id')
    .execute();
}

export interface AssetOverviewRow {
  key: string;
  description: string;
  viewers: string[];
  tags: string[];
  checked_at: string | null;
  ptr: string | null;
}

// Separators of the rows read as one text value: control characters, which no description,
// tag, viewer, address or name can hold (the contract's text fields refuse them).
const field = '\u001f';
const item = '\u001e';
const row = '\u001d';

/**
 * The IPs or domains the workspace shows (the account's, limited to it or to none) with when
 * each was swept and its reverse name. Read as one text value: ten thousand rows come back
 * several times faster that way than as rows or as JSON, on PGlite most of all.
 */
export async function assetOverviewRows(
  db: Db,
  kind: 'ip' | 'domain',
  accountId: string,
  workspace: string,
): Promise<AssetOverviewRow[]> {
  const table = sql.table(kind === 'ip' ? 'ips' : 'domains');
  const key = sql.ref(kind === 'ip' ? 'a.address' : 'a.name');
  const result = await sql<{ rows: string | null }>`
    select string_agg(concat_ws(${field}, ${key}, a.description,
      array_to_string(a.viewers, ${item}), array_to_string(a.tags, ${item}),
      coalesce((extract(epoch from t.checked_at) * 1000)::bigint::text, ''),
      coalesce(t.ptr, '')), ${row}) as rows
    from ${table} as a left join rm_targets as t on t.target = ${key}
    where a.account_id = ${accountId} and (a.workspace_id is null or a.workspace_id = ${workspace})`.execute(
    db,
  );
  const text = result.rows[0]?.rows;
  if (!text) return [];
  const list = (value: string) => (value === '' ? [] : value.split(item));
  return text
    .split(row)
    .map((line) => {
      const [key = '', description = '', viewers = '', tags = '', checked = '', ptr = ''] =
        line.split(field);
      return {
        key,
        description,
        viewers: list(viewers),
        tags: list(tags),
        checked_at: checked === '' ? null : new Date(Number(checked)).toISOString(),
        ptr: ptr === '' ? null : ptr,
      };
    })
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** The listed and failed checks of the account's single addresses or domains, as one read. */
export async function checksOfAccount(db: Db, kind: 'ip' | 'domain', accountId: string) {
  const table = sql.table(kind === 'ip' ? 'ips' : 'domains');
  const key = sql.ref(kind === 'ip' ? 'a.address' : 'a.name');
  const result = await sql<{ rows: string }>`
    select coalesce(json_agg(json_build_array(c.target, c.list_id, c.status)), '[]')::text as rows
    from rm_checks as c join ${table} as a on ${key} = c.target
    where a.account_id = ${accountId}`.execute(db);
  return (JSON.parse(result.rows[0]?.rows ?? '[]') as Array<[string, string, string]>).map(
    ([target, list_id, status]) => ({ target, list_id, status }),
  );
}
