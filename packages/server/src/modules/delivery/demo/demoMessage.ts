// The demo sender's messages and how their events are built. A message carries what every
// event of it shares (recipient, IP, VMTA, pool, campaign, sender, Message-ID); a scheduled
// event adds what is its own (outcome text, delivery time, opener).
import type { BounceCategory } from '@console/contract';
import { diagnosticTemplate } from '../classify/diagnosticTemplate.ts';
import type { DeliveryEventType, NormalisedEvent } from '../event.ts';
import type { FailureText } from './failureTexts.ts';
import type { ProviderProfile } from './providerProfiles.ts';
import type { Stream } from './sendSchedule.ts';

export interface DemoMessage {
  index: number;
  queuedAt: number;
  recipient: string;
  domain: string;
  provider: string | null;
  profile: ProviderProfile | null;
  remoteMx: string | null;
  sendingIp: string;
  vmta: string;
  pool: string;
  campaign: string;
  sender: string;
  senderDomain: string;
  messageId: string;
  stream: Stream;
  /** events emitted so far, for ids */
  emitted: number;
}

export interface PendingEvent {
  message: DemoMessage;
  type: DeliveryEventType;
  failure?: FailureText;
  /** category override (message-expired keeps the last deferral's text) */
  category?: BounceCategory;
  deliverySeconds?: number;
  clientIp?: string;
  userAgent?: string;
  machineOpen?: boolean;
}

export const sendingIps: Readonly<Record<Stream['kind'], readonly string[]>> = {
  marketing: ['192.0.2.10', '192.0.2.11', '192.0.2.12', '192.0.2.13'],
  transactional: ['192.0.2.20', '192.0.2.21'],
  warmup: ['192.0.2.30'],
};

export const senders: Readonly<Record<Stream['kind'], string>> = {
  marketing: 'bounces@news.example-shop.com',
  transactional: 'bounces@mail.example-shop.com',
  warmup: 'bounces@news.example-shop.com',
};

export function vmtaOf(ip: string): string {
  return `mta-${ip.split('.').at(-1) ?? '0'}`;
}

const smtpCodePattern = /^([245]\d\d)[ -]/;

export function buildEvent(
  pending: PendingEvent,
  timestamp: number,
  seed: number,
  platform: string,
): NormalisedEvent {
  const { message, failure } = pending;
  message.emitted += 1;
  const interaction = pending.type === 'open' || pending.type === 'click';
  const diagnostic = failure?.text ?? (pending.type === 'delivered' ? '250 2.0.0 OK' : null);
  const code = diagnostic === null ? null : smtpCodePattern.exec(diagnostic)?.[1];
  return {
    id: `demo:${seed}:${message.index}:${message.emitted}`,
    type: pending.type,
    timestamp,
    recipient: message.recipient,
    recipientDomain: message.domain,
    provider: message.provider,
    sendingIp: interaction ? null : message.sendingIp,
    vmta: message.vmta,
    pool: message.pool,
    campaign: message.campaign,
    sender: message.sender,
    senderDomain: message.senderDomain,
    bounceCategory: pending.category ?? failure?.category ?? null,
    dsnStatus:
      pending.category === 'message-expired'
        ? '4.4.7'
        : (failure?.dsnStatus ?? (pending.type === 'delivered' ? '2.0.0' : null)),
    smtpCode: code === undefined || code === null ? null : Number(code),
    diagnostic,
    diagnosticTemplate: failure === undefined ? null : diagnosticTemplate(failure.text),
    remoteMx: pending.type === 'delivered' || failure !== undefined ? message.remoteMx : null,
    messageId: message.messageId,
    deliverySeconds: pending.deliverySeconds ?? null,
    machineOpen: pending.machineOpen === true,
    clientIp: pending.clientIp ?? null,
    userAgent: pending.userAgent ?? null,
    outOfBand: false,
    platform,
    source: 'demo',
    line: null,
    index: null,
  };
}
