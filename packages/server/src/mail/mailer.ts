// Mail out. With SMTP_URL, nodemailer delivers through that server. Without it, a fresh install
// must still work (a reset token has to reach someone): the mail is written to the outbox_mail
// table and the log says so, without the mail's body, since it holds the token. An admin reads
// it with `npm run console -- outbox`.
import nodemailer, { type Transporter } from 'nodemailer';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema/index.ts';
import { insertOutboxMail } from './outbox.repository.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailer(config: Config, db: Kysely<Database>, logger: Logger): Mailer {
  if (config.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(config.smtpUrl);
    return {
      mode: 'smtp',
      async send(message) {
        const info = await transport.sendMail({ from: config.mailFrom, ...message });
        logger.info(
          { to: message.to, subject: message.subject, messageId: info.messageId },
          'mail sent',
        );
      },
      close: () => transport.close(),
    };
  }
  return {
    mode: 'outbox',
    async send(message) {
      const id = await insertOutboxMail(db, {
        recipient: message.to,
        subject: message.subject,
        text_body: message.text,
      });
      logger.warn(
        { to: message.to, subject: message.subject, outboxId: id },
        'SMTP_URL is not set: the mail was kept in the outbox table; read it with `npm run console -- outbox`',
      );
    },
    close: () => undefined,
  };
}
