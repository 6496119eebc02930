// The last step of every parser: a source-specific draft becomes a complete, validated event.
// Derived fields are filled here once for all sources (domains, provider from the built-in map,
// enhanced code and reply code from the diagnostic, bounce category, diagnostic template,
// machine-open flag), so the parsers only map their own vocabulary.
import type { BounceCategory } from '@console/contract';
import { createBounceClassifier, type BounceEvidence } from './classify/classifyBounce.ts';
import { diagnosticTemplate } from './classify/diagnosticTemplate.ts';
import { defaultNonHumanDetector, type NonHumanDetector } from './classify/nonHuman.ts';
import { knownProviderOfDomain } from './classify/providers.ts';
import {
  validateEvent,
  type DeliveryEventType,
  type IngestSource,
  type NormalisedEvent,
} from './event.ts';
import { addressOf, domainOf, hostOf, ipOf } from './fields.ts';
import { rejected, type ParseItem, type Position } from './results.ts';
import { enhancedCodeOf, replyCodeOf, stripDiagnosticType } from './smtp.ts';

export interface EventDraft {
  type: DeliveryEventType;
  timestamp: number | null;
  recipient?: string | null;
  recipientDomain?: string | null;
  provider?: string | null;
  sendingIp?: string | null;
  vmta?: string | null;
  pool?: string | null;
  campaign?: string | null;
  sender?: string | null;
  /** a category the source states in PowerMTA terms: used as is */
  bounceCategory?: BounceCategory | null;
  /** a coarser category from the source's own classes: used when the text tells nothing */
  categoryHint?: BounceCategory | null;
  dsnStatus?: string | null;
  smtpCode?: number | null;
  diagnostic?: string | null;
  remoteMx?: string | null;
  messageId?: string | null;
  deliverySeconds?: number | null;
  /** the ESP flagged the open or click as a machine's */
  machineFlag?: boolean;
  clientIp?: string | null;
  userAgent?: string | null;
  outOfBand?: boolean;
}

export interface ParseOptions {
  /** the esp dimension's value; defaults to the source (e.g. `bird` for the sparkpost format) */
  platform?: string;
  nonHuman?: NonHumanDetector;
}

export interface ParseContext {
  source: IngestSource;
  platform: string;
  nonHuman: NonHumanDetector;
  classify: (evidence: BounceEvidence, template: string | null) => BounceCategory;
}

export function createParseContext(source: IngestSource, options: ParseOptions = {}): ParseContext {
  return {
    source,
    platform: options.platform ?? source,
    nonHuman: options.nonHuman ?? defaultNonHumanDetector,
    classify: createBounceClassifier(),
  };
}

const failureTypes = new Set<DeliveryEventType>(['bounced', 'deferred']);
const interactionTypes = new Set<DeliveryEventType>(['open', 'click']);

export function finishEvent(
  context: ParseContext,
  id: string,
  draft: EventDraft,
  position: Position,
  raw: unknown,
): ParseItem {
  if (draft.timestamp === null)
    return rejected(context.source, position, 'timestamp missing or unreadable', raw);
  const recipient = addressOf(draft.recipient);
  const recipientDomain = draft.recipientDomain ?? domainOf(recipient);
  const sender = addressOf(draft.sender);
  const rawDiagnostic = draft.diagnostic ?? null;
  const diagnostic =
    rawDiagnostic === null ? null : stripDiagnosticType(rawDiagnostic).trim() || null;
  const dsnStatus = enhancedCodeOf(draft.dsnStatus ?? null) ?? enhancedCodeOf(diagnostic);
  const isFailure = failureTypes.has(draft.type);
  const template = isFailure && diagnostic !== null ? diagnosticTemplate(diagnostic) : null;
  let bounceCategory: BounceCategory | null = null;
  if (isFailure) {
    bounceCategory = draft.bounceCategory ?? context.classify({ dsnStatus, diagnostic }, template);
    if (bounceCategory === 'other' && draft.categoryHint) bounceCategory = draft.categoryHint;
  }
  const clientIp = ipOf(draft.clientIp);
  const userAgent = draft.userAgent ?? null;
  const machineOpen =
    interactionTypes.has(draft.type) &&
    context.nonHuman.isMachineOpen({ espFlag: draft.machineFlag === true, clientIp, userAgent });
  const event: NormalisedEvent = {
    id,
    type: draft.type,
    timestamp: draft.timestamp,
    recipient,
    recipientDomain,
    provider: draft.provider ?? knownProviderOfDomain(recipientDomain),
    sendingIp: ipOf(draft.sendingIp),
    vmta: draft.vmta ?? null,
    pool: draft.pool ?? null,
    campaign: draft.campaign ?? null,
    sender,
    senderDomain: domainOf(sender),
    bounceCategory,
    dsnStatus,
    smtpCode: draft.smtpCode ?? replyCodeOf(diagnostic),
    diagnostic,
    diagnosticTemplate: template,
    remoteMx: hostOf(draft.remoteMx),
    messageId: draft.messageId ?? null,
    deliverySeconds: normaliseSeconds(draft.deliverySeconds),
    machineOpen,
    clientIp,
    userAgent,
    outOfBand: draft.outOfBand === true,
    platform: context.platform,
    source: context.source,
    line: position.line,
    index: position.index,
  };
  const checked = validateEvent(event);
  return checked.ok
    ? { kind: 'event', event }
    : rejected(context.source, position, checked.reason, raw);
}

/** Clock skew between queueing and logging hosts can make a tiny negative: that is 0. */
function normaliseSeconds(seconds: number | null | undefined): number | null {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return null;
  if (seconds < 0) return seconds > -5 ? 0 : null;
  return Math.round(seconds * 1000) / 1000;
}
