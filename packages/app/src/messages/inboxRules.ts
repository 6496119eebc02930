// The rules of the message inbox (spec sections 2 to 4): the system messages newest first, in the
// reader's language (fr_ and de_ variants, English where a message was not translated), and
// unread when newer than the user's last_message, the same test the heartbeat banner applies, so
// the inbox and the banner agree on what is new.
import type { Language, Message, Severity } from '@console/contract';
import { isUnseen } from '@console/machines';
import type { PillTone } from '@console/ui';
import {
  localizedMessage,
  newestFirst,
  noteBlocks,
  type LocalizedMessage,
} from '../settings/notes/localizedNotes.ts';

export interface InboxEntry extends LocalizedMessage {
  message: Message;
  unread: boolean;
  /** The first line of the text (a bullet's text without its mark), shown while closed. */
  excerpt: string;
}

/** Newer than the last message the user closed in the banner; every message when none was. */
export const isUnread = (message: Message, lastMessage: string | null): boolean =>
  isUnseen(message.timestamp, lastMessage);

/** The first paragraph or bullet of a message's text; empty for an empty text. */
export function excerptOf(text: string): string {
  const first = noteBlocks(text)[0];
  if (!first) return '';
  return first.kind === 'paragraph' ? first.text : (first.items[0] ?? '');
}

export function inboxEntries(
  messages: readonly Message[],
  language: Language,
  lastMessage: string | null,
): InboxEntry[] {
  return newestFirst(messages, (message) => message.timestamp).map((message) => {
    const localized = localizedMessage(message, language);
    return {
      ...localized,
      message,
      unread: isUnread(message, lastMessage),
      excerpt: excerptOf(localized.text),
    };
  });
}

export const unreadCount = (entries: readonly InboxEntry[]): number =>
  entries.filter((entry) => entry.unread).length;

/** The banner colours of section 4 as pill tones: INFO blue, SUCCESS green, WARNING orange, ERROR red. */
export const severityTone: Record<Severity, PillTone> = {
  INFO: 'info',
  SUCCESS: 'success',
  WARNING: 'warning',
  ERROR: 'danger',
};
