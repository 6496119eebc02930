// What changed in the rows every call reads (sessions, users, memberships, accounts,
// workspaces), as the triggers of migration 0112 announce it on `console_changes`, and which of
// the tables the Reputation Monitor's overviews read was written (migration 0131): this process
// listens and tells its caches. PostgreSQL delivers a change to every listening process when
// it commits, through a connection of the feed's own (LISTEN needs a session); PGlite delivers it
// in this process, the only one. When the listening connection breaks, changes may have been
// missed: `reset` tells the caches to forget everything, and the connection is opened again.
//
// A process reads its own writes at its next call: `watcher` (a Kysely plugin on the services'
// database) counts the statements that write an announced table, and `settle` — awaited before a
// reply leaves — sends a marker on the channel and waits until the marker comes back. PostgreSQL
// delivers notifications in commit order, so every change committed before it has been heard.
import {
  sql,
  type AliasNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type RootOperationNode,
  type TableNode,
} from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Storage } from './database.ts';
import { announcedTables } from './migrations/0112_change_notifications.ts';
import { statementAnnouncedTables } from './migrations/0131_reputation_changes.ts';

export const changeChannel = 'console_changes';

export interface Change {
  table: string;
  key: string;
}

export interface ChangeListener {
  change(change: Change): void;
  /** changes may have been missed: forget what was kept */
  reset(): void;
}

export interface ChangeFeed {
  subscribe(listener: ChangeListener): () => void;
  /** counts this process's writes to announced tables; give it to the database of the calls */
  watcher: KyselyPlugin;
  /** resolves once this process has heard the changes of every write it made before */
  settle(): Promise<void>;
  close(): Promise<void>;
}

const markerTable = 'marker';
const settleTimeoutMs = 2000;

export function parseChange(payload: string): Change | null {
  const at = payload.indexOf(':');
  return at > 0 ? { table: payload.slice(0, at), key: payload.slice(at + 1) } : null;
}

export async function openChangeFeed(
  storage: Storage,
  logger: Pick<Logger, 'warn'>,
): Promise<ChangeFeed> {
  const listeners = new Set<ChangeListener>();
  const markers = new Map<string, () => void>();
  let nextMarker = 0;
  let writes = 0;
  let settled = 0;
  const deliver = (payload: string) => {
    const change = parseChange(payload);
    if (!change) return;
    if (change.table === markerTable) markers.get(change.key)?.();
    else for (const listener of listeners) listener.change(change);
  };
  const reset = () => {
    for (const listener of listeners) listener.reset();
  };
  const listening =
    storage.kind === 'pglite'
      ? await listenOnPglite(storage, deliver)
      : listenOnPostgres(storage.url ?? '', deliver, reset, logger);
  await listening.ready;

  /** sends a marker and waits for it; when it is not heard in time, the caches forget all */
  async function marker(): Promise<void> {
    const key = `${process.pid}-${nextMarker++}`;
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<boolean>((resolve) => {
      markers.set(key, () => resolve(true));
      timer = setTimeout(() => resolve(false), settleTimeoutMs);
    });
    try {
      await sql`select pg_notify(${changeChannel}, ${`${markerTable}:${key}`})`.execute(storage.db);
      if (!(await heard)) reset();
    } finally {
      clearTimeout(timer);
      markers.delete(key);
    }
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    watcher: writeCounter(() => writes++),
    async settle() {
      if (settled === writes) return;
      const upTo = writes;
      await marker();
      settled = Math.max(settled, upTo);
    },
    close: listening.close,
  };
}

/** A plugin that calls `wrote` for each statement inserting, updating or deleting an announced table. */
function writeCounter(wrote: () => void): KyselyPlugin {
  return {
    transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
      if (writtenTables(node).some(isAnnounced)) wrote();
      return node;
    },
    transformResult: async ({ result }) => result,
  };
}

const announced = new Set<string>([...Object.keys(announcedTables), ...statementAnnouncedTables]);
const isAnnounced = (table: string) => announced.has(table);

function writtenTables(node: RootOperationNode): string[] {
  switch (node.kind) {
    case 'InsertQueryNode':
      return node.into ? [tableName(node.into)] : [];
    case 'UpdateQueryNode':
      return node.table ? [tableName(node.table)] : [];
    case 'DeleteQueryNode':
      return node.from.froms.map(tableName);
    default:
      return [];
  }
}

function tableName(node: OperationNode): string {
  if (node.kind === 'TableNode') return (node as TableNode).table.identifier.name;
  if (node.kind === 'AliasNode') return tableName((node as AliasNode).node);
  return '';
}

async function listenOnPglite(storage: Storage, deliver: (payload: string) => void) {
  const client = storage.pglite?.client;
  if (!client) throw new Error('The embedded database has no client to listen on');
  const unlisten = await client.listen(changeChannel, deliver);
  return { ready: Promise.resolve(), close: () => unlisten() };
}

/** A dedicated connection that LISTENs, opened again a second after it breaks. */
function listenOnPostgres(
  url: string,
  deliver: (payload: string) => void,
  reset: () => void,
  logger: Pick<Logger, 'warn'>,
) {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, application_name: 'console-changes' });
    next.on('notification', (message) => {
      if (message.channel === changeChannel && message.payload) deliver(message.payload);
    });
    next.on('error', (error) => {
      logger.warn({ err: error }, 'the change feed lost its connection');
      if (client === next) reopen();
    });
    next.on('end', () => {
      if (client === next && !closed) reopen();
    });
    await next.connect();
    await next.query(`listen ${changeChannel}`);
    client = next;
  };
  const reopen = () => {
    const broken = client;
    client = null;
    void broken?.end().catch(() => undefined);
    // what changed meanwhile was not heard
    reset();
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      if (!closed) connect().catch(() => reopen());
    }, 1000);
    retry.unref();
  };
  return {
    ready: connect(),
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
