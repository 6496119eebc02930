// Names of the sending platforms a dataset is fed by (contract `platforms`): product names,
// the same in every language; "other" is translated by the caller. The sources themselves are
// the contract's list, the one the server's ingest accepts.
import { isPushSource, type PushSource } from '@console/contract/platforms';

const platformNames: Record<PushSource, string> = {
  powermta: 'PowerMTA',
  kumomta: 'KumoMTA',
  halon: 'Halon',
  mailerq: 'MailerQ',
  sendgrid: 'SendGrid',
  mailgun: 'Mailgun',
  sparkpost: 'SparkPost',
  ses: 'Amazon SES',
};

/** The product name of a platform, or null for "other" and unknown values. */
export function platformName(platform: string): string | null {
  return isPushSource(platform) ? platformNames[platform] : null;
}
