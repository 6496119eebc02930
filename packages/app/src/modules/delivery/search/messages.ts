// From the search answer (events, oldest first) to what the screen lists: one row per message
// with its final status, and each message's events. A message is a Message-ID and a recipient,
// the key the server counts unique opens by; an event without a Message-ID cannot be tied to
// others, so it stands alone (as the server counts it).
import { bounceKind, type DeliveryEvent } from '@console/contract';

export type MessageStatus =
  | 'delivered'
  | 'hardBounce'
  | 'softBounce'
  | 'expired'
  | 'rejected'
  /** still being retried: deferrals and no outcome yet */
  | 'deferred'
  /** handed to the MTA, no attempt logged yet */
  | 'queued'
  /** only follow-ups (opens, clicks...) fall in the range: the outcome lies before it */
  | 'noOutcome';

export interface MessageRow {
  [field: string]: unknown;
  id: string;
  /** the first event's time (ISO, UTC): sorts in time order and copies exactly */
  time: string;
  messageId: string | null;
  recipient: string;
  sender: string | null;
  provider: string | null;
  /** sending IP and VMTA of the final attempt (or the latest one): "192.0.2.10 / vmta-1" */
  route: string | null;
  campaign: string | null;
  platform: string;
  status: MessageStatus;
  complained: boolean;
  events: readonly DeliveryEvent[];
}

const outcomes = new Set<DeliveryEvent['event']>(['delivered', 'bounced', 'expired', 'rejected']);

function statusOf(events: readonly DeliveryEvent[]): MessageStatus {
  const outcome = events.findLast((event) => outcomes.has(event.event));
  if (outcome) {
    if (outcome.event === 'bounced')
      return outcome.bounce_category && bounceKind(outcome.bounce_category) === 'hard'
        ? 'hardBounce'
        : 'softBounce';
    return outcome.event as 'delivered' | 'expired' | 'rejected';
  }
  if (events.some((event) => event.event === 'deferred')) return 'deferred';
  if (events.some((event) => event.event === 'received')) return 'queued';
  return 'noOutcome';
}

const firstOf = <K extends keyof DeliveryEvent>(
  events: readonly DeliveryEvent[],
  field: K,
): DeliveryEvent[K] | null => events.find((event) => event[field] !== null)?.[field] ?? null;

/** "IP / VMTA" of the attempt that decided the outcome, else of the latest attempt. */
export function routeOf(event: Pick<DeliveryEvent, 'sending_ip' | 'vmta'> | undefined) {
  if (!event) return null;
  const parts = [event.sending_ip, event.vmta].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(' / ') : null;
}

function toRow(id: string, events: readonly DeliveryEvent[]): MessageRow {
  const first = events[0] as DeliveryEvent;
  const attempt =
    events.findLast((event) => outcomes.has(event.event) && event.sending_ip !== null) ??
    events.findLast((event) => event.sending_ip !== null || event.vmta !== null);
  return {
    id,
    time: first.timestamp,
    messageId: first.message_id,
    recipient: first.recipient,
    sender: firstOf(events, 'sender'),
    provider: firstOf(events, 'provider'),
    route: routeOf(attempt),
    campaign: firstOf(events, 'campaign'),
    platform: first.platform,
    status: statusOf(events),
    complained: events.some((event) => event.event === 'complained'),
    events,
  };
}

/** One row per message, in the order of their first event. */
export function messagesOf(events: readonly DeliveryEvent[]): MessageRow[] {
  const groups = new Map<string, DeliveryEvent[]>();
  events.forEach((event, index) => {
    const key =
      event.message_id === null
        ? `event ${index}`
        : `${event.message_id}\n${event.recipient.toLowerCase()}`;
    const group = groups.get(key);
    if (group) group.push(event);
    else groups.set(key, [event]);
  });
  return [...groups].map(([key, group]) => toRow(key, group));
}
