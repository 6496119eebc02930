// System messages for the settings screen and the heartbeat banner, and release notes.
import type { Heartbeat, Message, ReleaseNote } from '@console/contract';
import type { Selectable } from 'kysely';
import type { Db, MessagesTable } from '../../db/schema/index.ts';
import { serverVersion } from '../../version.ts';
import {
  activeMessages,
  currentBannerMessage,
  latestRelease,
  releaseNotesNewestFirst,
} from './messages.repository.ts';

export function toMessage(row: Selectable<MessagesTable>): Message {
  return {
    ...row,
    timestamp: row.timestamp.toISOString(),
    severity: row.severity as Message['severity'],
  };
}

export async function listMessages(db: Db): Promise<Message[]> {
  return (await activeMessages(db)).map(toMessage);
}

export function listReleaseNotes(db: Db): Promise<ReleaseNote[]> {
  return releaseNotesNewestFirst(db);
}

const bannerText = (text: string | undefined) => (text ? text : null);

/**
 * The heartbeat (spec section 4): the current banner with its translations and severity, the
 * server's version and the newest client release; the client turns the banner into "Reload to
 * update" when that release is newer than the user's version.
 */
export async function heartbeat(db: Db): Promise<Heartbeat> {
  const message = await currentBannerMessage(db);
  return {
    banner: bannerText(message?.banner),
    fr_banner: bannerText(message?.fr_banner),
    de_banner: bannerText(message?.de_banner),
    severity: (message?.severity as Heartbeat['severity'] | undefined) ?? null,
    version: serverVersion,
    release: await latestRelease(db),
    timestamp: message ? message.timestamp.toISOString() : null,
  };
}
