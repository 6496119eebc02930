// The sending platforms a dataset is fed by (domain/delivery-data.md) as plain data
// (`@console/contract/platforms`): the sources the ingest endpoint and the import command accept
// (POST /api/ingest/{dataset}/{source}, `--format`), in the server's order, and `other` for a
// dataset fed some other way. The server's ingest and the app's data-feed texts read this one
// list; entities/dataset.ts builds the Platform schema from it.

export const pushSources = [
  'powermta',
  'kumomta',
  'halon',
  'mailerq',
  'sendgrid',
  'mailgun',
  'sparkpost',
  'ses',
] as const;
export type PushSource = (typeof pushSources)[number];

export const platforms = [...pushSources, 'other'] as const;

export function isPushSource(value: string): value is PushSource {
  return (pushSources as readonly string[]).includes(value);
}
