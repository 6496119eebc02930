// Four messages of one day with known answers, for the report tests: m1 delivered, opened
// twice by a person, clicked and complained about; m2 delivered and opened by a scanner one
// second later; m3 bounced (bad mailbox); m4 deferred twice, then delivered after two hours.
import type { NormalisedEvent } from '../../modules/delivery/event.ts';
import { testEvent } from './helpers.ts';

export const fixtureDay = Date.UTC(2025, 0, 6);
const at = (hours: number, minutes: number, seconds = 0) =>
  fixtureDay + hours * 3_600_000 + minutes * 60_000 + seconds * 1000;

const gmail = {
  recipientDomain: 'gmail.com',
  provider: 'google',
  sendingIp: '192.0.2.10',
  remoteMx: 'gmail-smtp-in.l.google.com',
};
const yahoo = {
  recipientDomain: 'yahoo.com',
  provider: 'yahoo',
  sendingIp: '192.0.2.11',
  remoteMx: 'mta5.am0.yahoodns.net',
};

export function fixtureEvents(): NormalisedEvent[] {
  const m1 = { ...gmail, recipient: 'ana@gmail.com', messageId: 'm1@x' };
  const m2 = { ...yahoo, recipient: 'bo@yahoo.com', messageId: 'm2@x' };
  const m3 = { ...gmail, recipient: 'cy@gmail.com', messageId: 'm3@x' };
  const m4 = { ...yahoo, recipient: 'di@yahoo.com', messageId: 'm4@x' };
  const engagement = { sendingIp: null, vmta: null, pool: null, campaign: null, remoteMx: null };
  const deferral = {
    bounceCategory: 'policy-related' as const,
    dsnStatus: '4.7.0',
    diagnostic: '421 4.7.0 try later',
    diagnosticTemplate: '421 4.7.0 try later',
  };
  return [
    testEvent({ ...m1, type: 'submitted', timestamp: at(10, 0) }),
    testEvent({
      ...m1,
      type: 'delivered',
      timestamp: at(10, 1),
      deliverySeconds: 60,
      dsnStatus: '2.0.0',
    }),
    testEvent({ ...m1, ...engagement, type: 'open', timestamp: at(10, 30) }),
    testEvent({ ...m1, ...engagement, type: 'open', timestamp: at(10, 40) }),
    testEvent({ ...m1, ...engagement, type: 'click', timestamp: at(10, 45) }),
    testEvent({ ...m1, ...engagement, type: 'complaint', timestamp: at(13, 0) }),
    testEvent({ ...m2, type: 'submitted', timestamp: at(10, 0) }),
    testEvent({
      ...m2,
      type: 'delivered',
      timestamp: at(10, 2),
      deliverySeconds: 120,
      dsnStatus: '2.0.0',
    }),
    testEvent({ ...m2, ...engagement, type: 'open', timestamp: at(10, 2, 1) }),
    testEvent({ ...m3, type: 'submitted', timestamp: at(10, 5) }),
    testEvent({
      ...m3,
      type: 'bounced',
      timestamp: at(10, 6),
      deliverySeconds: 60,
      bounceCategory: 'bad-mailbox',
      dsnStatus: '5.1.1',
      diagnostic: '550 5.1.1 <cy@gmail.com>: user unknown',
      diagnosticTemplate: '550 5.1.1 <{email}>: user unknown',
    }),
    testEvent({ ...m4, type: 'submitted', timestamp: at(10, 5) }),
    testEvent({ ...m4, ...deferral, type: 'deferred', timestamp: at(10, 6) }),
    testEvent({ ...m4, ...deferral, type: 'deferred', timestamp: at(11, 6) }),
    testEvent({
      ...m4,
      type: 'delivered',
      timestamp: at(12, 5),
      deliverySeconds: 7200,
      dsnStatus: '2.0.0',
    }),
  ];
}
