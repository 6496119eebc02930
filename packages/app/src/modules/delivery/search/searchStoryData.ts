// Search answers for stories and tests, modelled on what the demo sender's PowerMTA logs: a
// recipient at Orange deferred twice ("too many connections") then hard-bounced on a deleted
// mailbox, after an earlier newsletter was delivered; and a message to an iCloud address
// delivered, prefetched by Apple's privacy proxy within a second, then opened and clicked.
import type { DeliveryEvent, SearchReport } from '@console/contract';

/** The stories' clock: Friday 20 November 2026, 11:00 in Paris. */
export const storyNow = Date.parse('2026-11-20T10:00:00Z');

const base: DeliveryEvent = {
  event: 'received',
  timestamp: '2026-11-19T08:00:02.000Z',
  message_id: null,
  recipient: '',
  sender: 'news@news.example.com',
  sending_ip: null,
  vmta: null,
  pool: null,
  mx: null,
  provider: null,
  dsn_status: null,
  diagnostic: null,
  bounce_category: null,
  delivery_seconds: null,
  campaign: null,
  platform: 'powermta',
  machine: false,
};

const event = (fields: Partial<DeliveryEvent>): DeliveryEvent => ({ ...base, ...fields });

export const bouncedRecipient = 'j.dupont@orange.fr';
const orangeMessage = { recipient: bouncedRecipient, provider: 'orange' };
/** Attempts carry the route and the remote MX; a reception record has neither. */
const orangeAttempt = {
  ...orangeMessage,
  sending_ip: '192.0.2.10',
  vmta: 'vmta-news-1',
  pool: 'news-pool',
  mx: 'smtp-in.orange.fr',
};
const orangeDeferral =
  '421 mwinf5c21 ME Trop de connexions, veuillez verifier votre configuration. Too many connections, slow down. OFR005_104 [104]';

export const bouncedMessageId = '<20261119.8f3a1c@news.example.com>';

/** An earlier message delivered, then the Black Friday one: two deferrals and a hard bounce. */
export const bouncedEvents: DeliveryEvent[] = [
  event({
    ...orangeMessage,
    event: 'received',
    timestamp: '2026-11-18T07:30:01.000Z',
    message_id: '20261118.77b2e0@news.example.com',
    campaign: 'weekly-digest-47',
  }),
  event({
    ...orangeAttempt,
    event: 'delivered',
    timestamp: '2026-11-18T07:30:03.000Z',
    message_id: '20261118.77b2e0@news.example.com',
    campaign: 'weekly-digest-47',
    dsn_status: '2.0.0',
    delivery_seconds: 2.1,
  }),
  ...(['08:00:02', '08:00:04', '08:12:09', '08:41:37'] as const).map((time, index) =>
    event({
      ...(index === 0 ? orangeMessage : orangeAttempt),
      event: index === 0 ? 'received' : index === 3 ? 'bounced' : 'deferred',
      timestamp: `2026-11-19T${time}.000Z`,
      message_id: '20261119.8f3a1c@news.example.com',
      campaign: 'black-friday-2026',
      ...(index === 1 || index === 2
        ? { dsn_status: '4.0.0', diagnostic: orangeDeferral, bounce_category: 'policy-related' }
        : {}),
      ...(index === 3
        ? {
            dsn_status: '5.1.1',
            diagnostic:
              '550 5.1.1 Adresse d au moins un destinataire invalide. Invalid recipient. OFR_416 [416]',
            bounce_category: 'bad-mailbox',
            delivery_seconds: 2495,
          }
        : {}),
    }),
  ),
];

export const deliveredMessageId = '<20261119.4c21@news.example.com>';
const appleMessage = {
  recipient: 'claire.bernard@icloud.com',
  message_id: '20261119.4c21@news.example.com',
  provider: 'apple',
  campaign: 'black-friday-2026',
};

/** Delivered in 3 s; Apple's proxy fetches the pixel 1 s later; the person opens and clicks. */
export const deliveredEvents: DeliveryEvent[] = [
  event({ ...appleMessage, event: 'received', timestamp: '2026-11-19T08:00:02.000Z' }),
  event({
    ...appleMessage,
    event: 'delivered',
    timestamp: '2026-11-19T08:00:05.000Z',
    sending_ip: '192.0.2.11',
    vmta: 'vmta-news-2',
    pool: 'news-pool',
    mx: 'mx01.mail.icloud.com',
    dsn_status: '2.0.0',
    delivery_seconds: 3.2,
  }),
  event({
    ...appleMessage,
    event: 'opened',
    timestamp: '2026-11-19T08:00:06.000Z',
    machine: true,
  }),
  event({ ...appleMessage, event: 'opened', timestamp: '2026-11-19T17:42:31.000Z' }),
  event({ ...appleMessage, event: 'clicked', timestamp: '2026-11-19T17:43:02.000Z' }),
];

export const bouncedReport: SearchReport = { events: bouncedEvents, truncated: false };
export const deliveredReport: SearchReport = { events: deliveredEvents, truncated: false };
export const emptyReport: SearchReport = { events: [], truncated: false };
