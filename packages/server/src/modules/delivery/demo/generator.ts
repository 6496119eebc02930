// Demo traffic: a deterministic stream of normalised events of a mid-size sender over N days,
// in time order, for the demo seed, tests and benchmarks. Memory holds only messages still in
// flight (a time queue of their future events), so 10 million events stream in constant
// memory. Same seed and options, same events, on any machine.
import type { NormalisedEvent } from '../event.ts';
import {
  buildEvent,
  senders,
  sendingIps,
  vmtaOf,
  type DemoMessage,
  type PendingEvent,
} from './demoMessage.ts';
import { scheduleEngagement } from './engagement.ts';
import { badDomainText, bounceText, deferralText, type BounceKind } from './failureTexts.ts';
import {
  providerProfiles,
  typoDomains,
  typoShare,
  type ProviderProfile,
} from './providerProfiles.ts';
import { createRandom, weightedPicker, type Random } from './random.ts';
import { campaignName, minuteShare, runsOn, streams, type Stream } from './sendSchedule.ts';
import { TimeQueue } from './timeQueue.ts';

export interface DemoTrafficOptions {
  seed?: number;
  days?: number;
  /** first day, epoch ms at 00:00 UTC (default Monday 2025-01-06) */
  start?: number;
  /** average messages submitted per day (default 50,000) */
  messagesPerDay?: number;
  /** emit `submitted` events (default true) */
  includeSubmitted?: boolean;
  /** the platform named on events (default powermta, as the demo dataset) */
  platform?: string;
}

const day = 86_400_000;
const firstNames = [
  'anna',
  'ben',
  'chloe',
  'david',
  'emma',
  'felix',
  'grace',
  'hugo',
  'ines',
  'jonas',
  'karen',
  'lucas',
  'maria',
  'noah',
  'olivia',
  'paul',
  'quentin',
  'rosa',
  'sam',
  'tina',
];
const lastNames = [
  'martin',
  'smith',
  'muller',
  'dubois',
  'garcia',
  'rossi',
  'schmidt',
  'bernard',
  'jones',
  'weber',
  'petit',
  'brown',
  'fischer',
  'moreau',
  'lopez',
  'taylor',
];
/** PowerMTA-like retry intervals after a deferral, in minutes. */
const retryMinutes = [10, 20, 40, 60, 60, 120, 120, 240];

type Target = { profile: ProviderProfile } | { typo: string };

/** One attempt of a message's plan: its time after the submission, and what it yields. */
interface PlannedAttempt {
  offset: number;
  event: Omit<PendingEvent, 'message'>;
}

export function* generateDemoTraffic(options: DemoTrafficOptions = {}): Generator<NormalisedEvent> {
  const seed = options.seed ?? 1;
  const start = options.start ?? Date.UTC(2025, 0, 6);
  const end = start + (options.days ?? 30) * day;
  const perDay = options.messagesPerDay ?? 50_000;
  const platform = options.platform ?? 'powermta';
  const includeSubmitted = options.includeSubmitted ?? true;
  const random = createRandom(seed);
  const pickTarget = weightedPicker<() => Target>([
    ...providerProfiles.map(
      (profile) => [() => ({ profile }), profile.share * (1 - typoShare)] as const,
    ),
    [() => ({ typo: random.pick(typoDomains) }), typoShare],
  ]);
  const domainPickers = new Map(
    providerProfiles.map((profile) => [profile, weightedPicker(profile.domains)]),
  );
  const queue = new TimeQueue<PendingEvent>();
  const schedule = (time: number, event: PendingEvent) => queue.push(time, event);
  const carry = new Map<Stream, number>();
  const vmtas = new Map(
    Object.values(sendingIps)
      .flat()
      .map((ip) => [ip, vmtaOf(ip)]),
  );
  let campaigns = new Map<Stream, string>();
  let messageIndex = 0;

  function createMessage(stream: Stream, queuedAt: number): DemoMessage {
    const target = pickTarget(random)();
    const profile = 'profile' in target ? target.profile : null;
    const domain =
      profile === null
        ? 'typo' in target
          ? target.typo
          : 'invalid.example'
        : (domainPickers.get(profile)?.(random) ?? 'invalid.example');
    const sendingIp = random.pick(sendingIps[stream.kind]);
    const sender = senders[stream.kind];
    messageIndex += 1;
    return {
      index: messageIndex,
      queuedAt,
      recipient: `${random.pick(firstNames)}.${random.pick(lastNames)}${random.int(1000)}@${domain}`,
      domain,
      provider: profile?.id ?? null,
      profile,
      remoteMx: profile?.mx ?? null,
      sendingIp,
      vmta: vmtas.get(sendingIp) ?? vmtaOf(sendingIp),
      pool: stream.kind,
      campaign: campaigns.get(stream) ?? stream.name,
      sender,
      senderDomain: sender.slice(sender.indexOf('@') + 1),
      messageId: `${seed}.${messageIndex}.${queuedAt}@${sender.slice(sender.indexOf('@') + 1)}`,
      stream,
      emitted: 0,
    };
  }

  /**
   * A message's attempts, from its first to its outcome, all before the end of the day it was
   * submitted: a plan that would run past midnight is compressed into what is left of the day.
   * The report counts `sent` on the day of the outcome and `submitted` on the day of the
   * submission; with outcomes on a later day (retries through the night, expiry after days in
   * the queue) a day that inherits more of them than it passes on showed more sent than
   * submitted (the 20th of November, after a Thursday's win-back campaign of a warming IP).
   */
  function scheduleAttempts(message: DemoMessage, plan: readonly PlannedAttempt[]): number {
    const dayEnd = start + (Math.floor((message.queuedAt - start) / day) + 1) * day;
    const room = dayEnd - 1 - message.queuedAt;
    const last = plan.at(-1)?.offset ?? 0;
    const scale = last > room ? room / last : 1;
    let time = message.queuedAt;
    for (const { offset, event } of plan) {
      time = message.queuedAt + Math.floor(offset * scale);
      const final = event.type !== 'deferred';
      schedule(time, {
        ...event,
        message,
        ...(final ? { deliverySeconds: (time - message.queuedAt) / 1000 } : {}),
      });
    }
    return time;
  }

  function scheduleOutcome(message: DemoMessage): void {
    const context = {
      recipient: message.recipient,
      domain: message.domain,
      ip: message.sendingIp,
      random,
    };
    let offset = random.logNormal(1500, 0.9);
    const profile = message.profile;
    if (profile === null) {
      scheduleAttempts(message, [
        { offset, event: { type: 'bounced', failure: badDomainText(message.domain) } },
      ]);
      return;
    }
    const warmup = message.stream.kind === 'warmup';
    const kind = bounceKindOf(profile, warmup, random);
    if (kind !== null) {
      scheduleAttempts(message, [
        { offset, event: { type: 'bounced', failure: bounceText(kind, profile.id, context) } },
      ]);
      return;
    }
    const plan: PlannedAttempt[] = [];
    if (random.chance(profile.deferral * (warmup ? 3 : 1))) {
      let deferrals = 1;
      while (deferrals < retryMinutes.length && random.chance(0.45)) deferrals += 1;
      let failure = deferralText(profile.id, context);
      for (let attempt = 0; attempt < deferrals; attempt += 1) {
        plan.push({ offset, event: { type: 'deferred', failure } });
        offset += (retryMinutes[attempt] ?? 240) * 60_000 * (1 + 0.2 * random.next());
        failure = deferralText(profile.id, context);
      }
      // The demo MTA gives up when its retries are spent, on the day it queued the message
      // (PowerMTA's default keeps trying for days), so that the outcome lands that same day.
      if (random.chance(0.01)) {
        plan.push({ offset, event: { type: 'bounced', failure, category: 'message-expired' } });
        scheduleAttempts(message, plan);
        return;
      }
    }
    plan.push({ offset, event: { type: 'delivered' } });
    const deliveredAt = scheduleAttempts(message, plan);
    scheduleEngagement(message, deliveredAt, random, { schedule });
  }

  for (let dayStart = start; dayStart < end; dayStart += day) {
    const active = streams.filter((stream) => runsOn(stream, dayStart));
    campaigns = new Map(active.map((stream) => [stream, campaignName(stream, dayStart)]));
    for (let minute = 0; minute < 1440; minute += 1) {
      const minuteStart = dayStart + minute * 60_000;
      const batch: { time: number; stream: Stream }[] = [];
      for (const stream of active) {
        const expected =
          perDay * stream.volume * minuteShare(stream, minute) + (carry.get(stream) ?? 0);
        const count = Math.floor(expected);
        carry.set(stream, expected - count);
        for (let n = 0; n < count; n += 1)
          batch.push({ time: minuteStart + random.int(60_000), stream });
      }
      batch.sort((a, b) => a.time - b.time);
      for (const { time, stream } of batch) {
        while (queue.peekTime() <= time) yield emit();
        const message = createMessage(stream, time);
        if (includeSubmitted)
          yield buildEvent({ message, type: 'submitted' }, time, seed, platform);
        scheduleOutcome(message);
      }
    }
  }
  while (queue.peekTime() < end) yield emit();

  function emit(): NormalisedEvent {
    const next = queue.pop();
    if (next === undefined) throw new Error('time queue is empty');
    return buildEvent(next.item, next.time, seed, platform);
  }
}

function bounceKindOf(
  profile: ProviderProfile,
  warmup: boolean,
  random: Random,
): BounceKind | null {
  let roll = random.next();
  const blockRate = profile.block * (warmup ? 4 : 1);
  for (const [kind, rate] of [
    ['badMailbox', profile.badMailbox * (warmup ? 2 : 1)],
    ['inactive', profile.inactive],
    ['quota', profile.quota],
    ['block', blockRate],
  ] as const) {
    if (roll < rate) return kind;
    roll -= rate;
  }
  return null;
}
