// An alert told by email to each of its recipients (alertRecipients), in their language: the
// module composes the mail, this sends it once per person even when two alerts of the account
// name them. A failed send is logged and costs no other recipient.
import type { Services } from '../../http/context.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { alertRecipients } from './alerts.repository.ts';

export type AlertLanguage = 'en' | 'fr' | 'de';

export interface AlertKind {
  accountId: string;
  module: string;
  alert: string;
}

/** Sends the mail to the alert's recipients; answers whom it was sent to. */
export async function sendAlertMail(
  services: Pick<Services, 'db' | 'mailer' | 'logger'>,
  kind: AlertKind,
  compose: (language: AlertLanguage) => Omit<MailMessage, 'to'>,
): Promise<string[]> {
  const rows = await alertRecipients(services.db, kind.accountId, kind.module, kind.alert);
  const sent: string[] = [];
  for (const { email, language } of rows) {
    if (sent.includes(email)) continue;
    const mail = compose(language === 'fr' || language === 'de' ? language : 'en');
    try {
      await services.mailer.send({ to: email, ...mail });
      sent.push(email);
    } catch (error) {
      services.logger.error({ err: error, to: email, alert: kind.alert }, 'alert mail failed');
    }
  }
  return sent;
}
