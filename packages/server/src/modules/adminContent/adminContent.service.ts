// System messages (all of them, not only the active ones users read), the dictionary and the
// blocklist catalogue, as the admin edits them. A message's id and publication time are set
// here; changing a message keeps its time, so the heartbeat does not show it again as new.
import type { BlocklistView, DictionaryEntry, Message, ParsedInput } from '@console/contract';
import type { Selectable } from 'kysely';
import { jsonb } from '../../db/jsonb.ts';
import type { BlocklistsTable, Db } from '../../db/schema/index.ts';
import { notFound } from '../../http/apiError.ts';
import type { Services } from '../../http/context.ts';
import { definedFields, newId, write } from '../adminTenancy/adminWrites.ts';
import * as blocklists from '../blocklists/blocklists.repository.ts';
import * as dictionary from '../dictionary/dictionary.repository.ts';
import * as messages from '../messages/messages.repository.ts';
import { toMessage } from '../messages/messages.service.ts';

const ok = { ok: true as const };

export async function listMessages(db: Db): Promise<Message[]> {
  return (await messages.allMessages(db)).map(toMessage);
}

export async function getMessage(db: Db, id: string): Promise<Message> {
  const row = await messages.findMessage(db, id);
  if (!row) throw notFound('No such message');
  return toMessage(row);
}

export async function addMessage(db: Db, input: ParsedInput<'admin/messages/add'>) {
  const id = newId();
  await messages.insertMessage(db, { id, timestamp: new Date(), ...input });
  return getMessage(db, id);
}

export async function setMessage(db: Db, input: ParsedInput<'admin/messages/set'>) {
  await getMessage(db, input.id);
  const { id, ...changes } = definedFields(input);
  await messages.updateMessage(db, input.id, changes);
  return getMessage(db, id ?? input.id);
}

export async function deleteMessage(db: Db, id: string) {
  if (!(await messages.deleteMessage(db, id))) throw notFound('No such message');
  return ok;
}

export function listDictionary(db: Db): Promise<DictionaryEntry[]> {
  return dictionary.allEntries(db);
}

export async function getEntry(db: Db, key: string): Promise<DictionaryEntry> {
  const row = await dictionary.findEntry(db, key);
  if (!row) throw notFound('No such dictionary entry');
  return row;
}

export async function addEntry(db: Db, input: ParsedInput<'admin/dictionary/add'>) {
  await write(`Entry ${input.key}`, () => dictionary.insertEntries(db, [input]));
  return getEntry(db, input.key);
}

export async function setEntry(db: Db, input: ParsedInput<'admin/dictionary/set'>) {
  await getEntry(db, input.key);
  const { key, ...changes } = definedFields(input);
  await dictionary.updateEntry(db, input.key, changes);
  return getEntry(db, key ?? input.key);
}

export async function deleteEntry(db: Db, key: string) {
  if (!(await dictionary.deleteEntry(db, key))) throw notFound('No such entry');
  return ok;
}

// A list's query key (Spamhaus DQS) is a credential: stored sealed, never answered.
function toBlocklist(row: Selectable<BlocklistsTable>): BlocklistView {
  const { query_key, ...rest } = row;
  return { ...rest, kind: row.kind as BlocklistView['kind'], key_set: query_key !== null };
}

export async function listBlocklists(db: Db): Promise<BlocklistView[]> {
  return (await blocklists.allBlocklists(db)).map(toBlocklist);
}

export async function getBlocklist(db: Db, id: string): Promise<BlocklistView> {
  const row = await blocklists.findBlocklist(db, id);
  if (!row) throw notFound('No such blocklist');
  return toBlocklist(row);
}

type Storage = Pick<Services, 'db' | 'secrets'>;

export async function addBlocklist(
  { db, secrets }: Storage,
  input: ParsedInput<'admin/blacklists/add'>,
) {
  const { key, answers, ...rest } = input;
  const row = {
    ...rest,
    answers: jsonb(answers),
    query_key: key === null ? null : secrets.seal(key),
  };
  await write(`Blocklist ${input.id}`, () => blocklists.insertBlocklists(db, [row]));
  return getBlocklist(db, input.id);
}

export async function setBlocklist(
  { db, secrets }: Storage,
  input: ParsedInput<'admin/blacklists/set'>,
) {
  await getBlocklist(db, input.id);
  const { id, answers, key, ...rest } = input;
  const changes = definedFields({
    ...rest,
    answers: answers && jsonb(answers),
    query_key: key === undefined ? undefined : key === null ? null : secrets.seal(key),
  });
  await blocklists.updateBlocklist(db, id, changes);
  return getBlocklist(db, id);
}

/** Removes a list from the catalogue; retiring it (active: false) keeps its history instead. */
export async function deleteBlocklist(db: Db, id: string) {
  if (!(await blocklists.deleteBlocklist(db, id))) throw notFound('No such blocklist');
  return ok;
}
