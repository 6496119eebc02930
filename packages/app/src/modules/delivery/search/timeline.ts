// A message's events as the steps of its history: what happened, when, how long after the
// first event, and the details a deliverability person reads at each step (DSN and diagnostic
// of deferrals and bounces, delivery time and remote MX, bounce category, machine opens).
import { bounceKind, type BounceCategory, type DeliveryEvent } from '@console/contract';
import type { PillTone } from '@console/ui';
import { routeOf } from './messages.ts';

export interface TimelineStep {
  key: string;
  event: DeliveryEvent['event'];
  timestamp: string;
  /** seconds since the message's first event (0 for the first) */
  elapsedSeconds: number;
  tone: PillTone;
  /** which deferral this is, counting from 1; null for other events */
  attempt: number | null;
  dsnStatus: string | null;
  diagnostic: string | null;
  mx: string | null;
  route: string | null;
  /** seconds from queueing to delivery (delivered) or to the bounce */
  deliverySeconds: number | null;
  bounceCategory: BounceCategory | null;
  bounceKind: 'hard' | 'soft' | null;
  /** an open or click the server's detector marked as made by a machine */
  isMachine: boolean;
}

const tones: Record<DeliveryEvent['event'], PillTone> = {
  received: 'neutral',
  deferred: 'warning',
  delivered: 'success',
  bounced: 'danger',
  expired: 'danger',
  rejected: 'danger',
  complained: 'danger',
  opened: 'info',
  clicked: 'info',
  unsubscribed: 'warning',
};

/** The steps of one message, oldest first (the order of the search answer). */
export function timelineOf(events: readonly DeliveryEvent[]): TimelineStep[] {
  const firstAt = events.length > 0 ? Date.parse((events[0] as DeliveryEvent).timestamp) : 0;
  let deferrals = 0;
  return events.map((event, index) => {
    const at = Date.parse(event.timestamp);
    const attempt = event.event === 'deferred' ? ++deferrals : null;
    return {
      key: `${index}-${event.event}-${event.timestamp}`,
      event: event.event,
      timestamp: event.timestamp,
      elapsedSeconds: Math.max(0, (at - firstAt) / 1000),
      tone: tones[event.event],
      attempt,
      dsnStatus: event.dsn_status,
      diagnostic: event.diagnostic,
      mx: event.mx,
      route: routeOf(event),
      deliverySeconds: event.delivery_seconds,
      bounceCategory: event.bounce_category,
      bounceKind:
        event.bounce_category && (event.event === 'bounced' || event.event === 'expired')
          ? bounceKind(event.bounce_category)
          : null,
      isMachine: event.machine && (event.event === 'opened' || event.event === 'clicked'),
    };
  });
}
