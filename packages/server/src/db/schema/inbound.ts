// Tables of mail received (migration 0110_inbound_mail): raw messages with their envelope and
// processing state, and the IMAP mailboxes fetched for accounts.
import type { ColumnType, Generated } from 'kysely';
import type { Sealed } from '../../secrets/secretBox.ts';
import type { CreatedAt, Timestamp } from './people.ts';

export type InboundSource = 'smtp' | 'imap';
export type InboundState = 'received' | 'processing' | 'processed' | 'failed';

export interface InboundMessagesTable {
  id: ColumnType<number, never, never>;
  source: InboundSource;
  /** the route prefix (dmarc, audit, ...) whose handler takes the message */
  route: string | null;
  account_id: string | null;
  mailbox_id: number | null;
  /** user@host/folder of the IMAP mailbox, kept when the mailbox is removed */
  mailbox: string | null;
  imap_uid_validity: number | null;
  imap_uid: number | null;
  /** MAIL FROM ('' for the null sender); null when fetched over IMAP */
  mail_from: string | null;
  /** RCPT TO addresses this row is for (those of its route) */
  rcpt_to: Generated<string[]>;
  client_address: string | null;
  /** the name given with HELO/EHLO */
  helo: string | null;
  /** set when the client used STARTTLS */
  tls_protocol: string | null;
  tls_cipher: string | null;
  size: number;
  /** the message as received, byte for byte (PGlite reads a Uint8Array, pg a Buffer) */
  raw: ColumnType<Uint8Array, Uint8Array, never>;
  state: Generated<InboundState>;
  failure: string | null;
  attempts: Generated<number>;
  received_at: CreatedAt;
  processing_started_at: Timestamp | null;
  processed_at: Timestamp | null;
}

export interface InboundMailboxesTable {
  id: ColumnType<number, never, never>;
  account_id: string;
  host: string;
  port: number;
  /** implicit TLS; otherwise STARTTLS when the server offers it */
  tls: boolean;
  username: string;
  password: Sealed;
  folder: Generated<string>;
  processed_folder: Generated<string>;
  /** a registered route prefix; null: the route of the account's module */
  handler: string | null;
  created_at: CreatedAt;
  last_fetch_at: Timestamp | null;
  last_error: string | null;
}

export interface InboundTables {
  inbound_messages: InboundMessagesTable;
  inbound_mailboxes: InboundMailboxesTable;
}
