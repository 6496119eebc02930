// Names of the sending platforms a dataset is fed by (contract `platforms`): product names,
// the same in every language; "other" is translated by the caller.
import type { Platform } from '@console/contract';

const platformNames: Record<Exclude<Platform, 'other'>, string> = {
  powermta: 'PowerMTA',
  kumomta: 'KumoMTA',
  halon: 'Halon',
  mailerq: 'MailerQ',
  sendgrid: 'SendGrid',
  mailgun: 'Mailgun',
  sparkpost: 'SparkPost',
  ses: 'Amazon SES',
};

/** The sources the ingest endpoint and the import command accept, in the server's order. */
export const pushSources = Object.keys(platformNames) as Exclude<Platform, 'other'>[];

export const isPushSource = (value: string): value is Exclude<Platform, 'other'> =>
  (pushSources as readonly string[]).includes(value);

/** The product name of a platform, or null for "other" and unknown values. */
export function platformName(platform: string): string | null {
  return isPushSource(platform) ? platformNames[platform] : null;
}
