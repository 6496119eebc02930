// What happens after a delivery: Apple Mail Privacy Protection prefetches (about 15 minutes
// after delivery, from Apple's addresses, flagged as machine opens), security gateways of
// company domains fetching within two seconds, people opening over the following hours
// (log-normal, median 2 h) and sometimes again, clicks shortly after an open,
// unsubscribes, feedback-loop complaints where the provider has a loop, and rare trap hits.
import type { DemoMessage, PendingEvent } from './demoMessage.ts';
import type { Random } from './random.ts';

const minute = 60_000;
const hour = 60 * minute;
/** Engagement after a week is outside any report the demo shows: not generated. */
const horizon = 7 * 24 * hour;

const humanAgents: Readonly<Record<string, string>> = {
  google:
    'Mozilla/5.0 (Windows NT 5.1; rv:11.0) Gecko Firefox/11.0 (via ggpht.com GoogleImageProxy)',
  yahoo: 'YahooMailProxy; https://help.yahoo.com/kb/yahoo-mail-proxy-SLN28749.html',
};
const browserAgents = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  'Microsoft Office/16.0 (Windows NT 10.0; Microsoft Outlook 16.0.17425; Pro)',
];
const scannerAgent = 'Mozilla/5.0 (compatible; Barracuda Sentinel; +https://www.barracuda.com)';

const residentialIp = (random: Random) => `198.51.100.${random.int(254) + 1}`;
const appleProxyIp = (random: Random) => `17.58.${random.int(64) + 1}.${random.int(254) + 1}`;

export interface EngagementSink {
  schedule(time: number, event: PendingEvent): void;
}

export function scheduleEngagement(
  message: DemoMessage,
  deliveredAt: number,
  random: Random,
  sink: EngagementSink,
): void {
  const profile = message.profile;
  if (profile === null) return;
  const end = deliveredAt + horizon;
  const at = (time: number, event: PendingEvent) => {
    if (time <= end) sink.schedule(Math.round(time), event);
  };
  const factor = message.stream.engagement;
  const usesMpp = random.chance(profile.mppShare);
  if (usesMpp) {
    at(deliveredAt + random.logNormal(15 * minute, 1.2), {
      message,
      type: 'open',
      clientIp: appleProxyIp(random),
      userAgent: 'Mozilla/5.0',
      machineOpen: true,
    });
  }
  if (random.chance(profile.scannerRate)) {
    at(deliveredAt + 200 + random.int(1600), {
      message,
      type: 'open',
      clientIp: '203.0.113.200',
      userAgent: scannerAgent,
      machineOpen: true,
    });
    if (random.chance(0.3))
      at(deliveredAt + 400 + random.int(1500), {
        message,
        type: 'click',
        clientIp: '203.0.113.200',
        userAgent: scannerAgent,
        machineOpen: true,
      });
  }
  const opens = random.chance(Math.min(0.95, profile.openRate * factor));
  let lastInteraction = deliveredAt;
  if (opens) {
    const openedAt = deliveredAt + random.logNormal(2 * hour, 1.3);
    // A person behind MPP still opens through Apple's proxy: it stays a machine open to us.
    const opener = usesMpp
      ? { clientIp: appleProxyIp(random), userAgent: 'Mozilla/5.0', machineOpen: true }
      : {
          clientIp: residentialIp(random),
          userAgent: humanAgents[profile.id] ?? random.pick(browserAgents),
          machineOpen: false,
        };
    at(openedAt, { message, type: 'open', ...opener });
    if (random.chance(0.3))
      at(openedAt + random.logNormal(hour, 1.5), { message, type: 'open', ...opener });
    lastInteraction = openedAt;
    if (random.chance(0.12)) {
      lastInteraction = openedAt + random.logNormal(40_000, 1);
      at(lastInteraction, {
        message,
        type: 'click',
        clientIp: residentialIp(random),
        userAgent: random.pick(browserAgents),
      });
    }
  }
  if (message.stream.kind !== 'transactional' && random.chance(0.0015 / factor))
    at(Math.max(lastInteraction, deliveredAt) + random.logNormal(5 * minute, 1), {
      message,
      type: 'unsubscribe',
    });
  const complaintRate =
    profile.complaintRate * (message.stream.kind === 'transactional' ? 0.2 : 1 / factor);
  if (random.chance(complaintRate))
    at(deliveredAt + random.logNormal(5 * hour, 1), { message, type: 'complaint' });
  if (random.chance(message.stream.kind === 'warmup' ? 0.0002 : 0.00002))
    at(deliveredAt + random.logNormal(2 * hour, 0.8), { message, type: 'trap' });
}
