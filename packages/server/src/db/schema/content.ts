// Tables of what the product says and hears: system messages, release notes, the dictionary,
// feedback, client error reports and the mail outbox.
import type { Generated } from 'kysely';
import type { CreatedAt, Json, Timestamp } from './people.ts';

export interface MessagesTable {
  id: string;
  timestamp: Timestamp;
  title: string;
  message: string;
  banner: string;
  severity: string;
  active: boolean;
  release: string | null;
  fr_title: string;
  fr_message: string;
  fr_banner: string;
  de_title: string;
  de_message: string;
  de_banner: string;
}

export interface ReleaseNotesTable {
  id: Generated<number>;
  /** 'YYYY-MM-DD' */
  date: string;
  notes: string;
  remarques: string;
}

export interface DictionaryTable {
  key: string;
  en: string;
  fr: string;
  de: string;
}

export interface FeedbackTable {
  id: Generated<number>;
  user_id: string | null;
  message: string;
  url: string;
  created_at: CreatedAt;
}

export interface ClientErrorsTable {
  id: Generated<number>;
  user_id: string | null;
  name: string;
  message: string;
  stack: string | null;
  url: string;
  local_storage: Json<Record<string, string>>;
  client_address: string;
  created_at: CreatedAt;
}

/** Mail kept when no SMTP server is configured, so an admin can read it (reset tokens). */
export interface OutboxMailTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  text_body: string;
  created_at: CreatedAt;
}

export interface ContentTables {
  messages: MessagesTable;
  release_notes: ReleaseNotesTable;
  dictionary: DictionaryTable;
  feedback: FeedbackTable;
  client_errors: ClientErrorsTable;
  outbox_mail: OutboxMailTable;
}
