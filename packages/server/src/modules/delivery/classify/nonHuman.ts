// Non-human interaction (NHI): opens and clicks that no person made. Signals, any one suffices:
//   - the ESP says so (SendGrid sg_machine_open, Mailgun client-info bot);
//   - the client IP is in Apple's Mail Privacy Protection proxy ranges, or the user agent is
//     the bare `Mozilla/5.0` that MPP's prefetch sends;
//   - the user agent names a security scanner or an HTTP library;
//   - it came within `earlyOpenSeconds` (default 2 s) of the same message's delivery: no
//     person opens a message that fast, scanners at the receiving gateway do.
// Google's and Yahoo's image proxies are NOT machine opens: they fetch when the person opens.
import { appleProxyRanges } from './appleProxyRanges.ts';
import { createCidrMatcher, type CidrMatcher } from './cidr.ts';
import type { NormalisedEvent } from '../event.ts';
import { memoized } from '../ingest/parse/memo.ts';

export const defaultEarlyOpenSeconds = 2;

const scannerAgent =
  /barracuda|mimecast|proofpoint|urldefense|safelinks|trendmicro|symantec|messagelabs|fireeye|\bscanner\b|\bcrawler\b|\bspider\b|python-requests|python-urllib|go-http-client|\bcurl\/|\bwget\/|java\/|okhttp|headlesschrome/i;

export interface OpenEvidence {
  espFlag: boolean;
  clientIp: string | null;
  userAgent: string | null;
}

export interface NonHumanDetector {
  isMachineOpen(evidence: OpenEvidence): boolean;
  isEarlyOpen(openedAt: number, deliveredAt: number): boolean;
  readonly earlyOpenSeconds: number;
}

export interface NonHumanOptions {
  /** CIDR prefixes of privacy proxies; defaults to the bundled Apple ranges */
  proxyRanges?: Iterable<string>;
  earlyOpenSeconds?: number;
}

export function createNonHumanDetector(options: NonHumanOptions = {}): NonHumanDetector {
  const proxies: CidrMatcher = createCidrMatcher(options.proxyRanges ?? appleProxyRanges);
  const earlyOpenSeconds = options.earlyOpenSeconds ?? defaultEarlyOpenSeconds;
  // Per distinct address and agent (memo.ts): proxy addresses and agents repeat across opens.
  const isProxy = memoized((ip: string) => proxies.contains(ip));
  const isMachineAgent = memoized(
    (agent: string) => agent === 'Mozilla/5.0' || scannerAgent.test(agent),
  );
  return {
    earlyOpenSeconds,
    isMachineOpen({ espFlag, clientIp, userAgent }) {
      if (espFlag) return true;
      if (clientIp !== null && isProxy(clientIp)) return true;
      if (userAgent !== null && isMachineAgent(userAgent)) return true;
      return false;
    },
    isEarlyOpen(openedAt, deliveredAt) {
      const elapsed = openedAt - deliveredAt;
      return elapsed >= 0 && elapsed <= earlyOpenSeconds * 1000;
    },
  };
}

export const defaultNonHumanDetector = createNonHumanDetector();

/**
 * Marks opens and clicks that follow their message's delivery within the window, for a stream
 * of events in time order (an import, a webhook batch). Remembers the latest `maxMessages`
 * deliveries; across batches the storage layer supplies the delivery time instead.
 */
export function createEarlyOpenTracker(
  detector: NonHumanDetector = defaultNonHumanDetector,
  maxMessages = 200_000,
): (event: NormalisedEvent) => NormalisedEvent {
  const deliveredAt = new Map<string, number>();
  return (event) => {
    if (event.messageId === null) return event;
    const key = `${event.messageId}|${event.recipient ?? ''}`;
    if (event.type === 'delivered') {
      if (deliveredAt.size >= maxMessages) {
        const oldest = deliveredAt.keys().next();
        if (oldest.done !== true) deliveredAt.delete(oldest.value);
      }
      deliveredAt.set(key, event.timestamp);
    } else if ((event.type === 'open' || event.type === 'click') && !event.machineOpen) {
      const delivered = deliveredAt.get(key);
      if (delivered !== undefined && detector.isEarlyOpen(event.timestamp, delivered))
        event.machineOpen = true;
    }
    return event;
  };
}
