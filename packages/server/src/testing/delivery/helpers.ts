// Test helpers of Delivery Analytics: an account with a dataset to ingest into, and normalised
// events built from a few fields (the rest as a PowerMTA record would leave them).
import type { NormalisedEvent } from '../../modules/delivery/event.ts';
import type { Db } from '../../db/schema/index.ts';
import { findAccount, insertAccount } from '../../modules/accounts/accounts.repository.ts';
import { insertDataset } from '../../modules/datasets/datasets.repository.ts';

/** A dataset in the account, created with the account when it has none yet. */
export async function createTestDataset(db: Db, account: string, dataset: string): Promise<void> {
  if (!(await findAccount(db, account))) {
    await insertAccount(db, { id: account, name: account, modules: ['da'] });
  }
  await insertDataset(db, {
    id: dataset,
    account_id: account,
    dimensions: ['domain', 'provider', 'ip'],
    dimensions_default: ['domain'],
    metrics: ['sent', 'delivered'],
    viewers: [],
    platform: 'powermta',
    location: 'local',
  });
}

let counter = 0;

export function testEvent(
  fields: Partial<NormalisedEvent> & Pick<NormalisedEvent, 'type' | 'timestamp'>,
): NormalisedEvent {
  counter += 1;
  const recipient = fields.recipient === undefined ? 'ana@gmail.com' : fields.recipient;
  return {
    id: `test:${counter}`,
    recipient,
    recipientDomain: recipient === null ? null : (recipient.split('@')[1] ?? null),
    provider: 'google',
    sendingIp: '192.0.2.10',
    vmta: 'mta-10',
    pool: 'marketing',
    campaign: 'spring',
    sender: 'bounces@news.example.com',
    senderDomain: 'news.example.com',
    bounceCategory: null,
    dsnStatus: null,
    smtpCode: null,
    diagnostic: null,
    diagnosticTemplate: null,
    remoteMx: 'gmail-smtp-in.l.google.com',
    messageId: 'm1@example.com',
    deliverySeconds: null,
    machineOpen: false,
    clientIp: null,
    userAgent: null,
    outOfBand: false,
    platform: 'powermta',
    source: 'powermta',
    line: null,
    index: null,
    ...fields,
  };
}
