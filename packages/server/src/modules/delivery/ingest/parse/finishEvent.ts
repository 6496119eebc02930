// The last step of every parser: a source-specific draft becomes a complete, validated event.
// Derived fields are filled here once for all sources (domains, provider from the built-in map,
// enhanced code and reply code from the diagnostic, bounce category, diagnostic template,
// machine-open flag), so the parsers only map their own vocabulary.
import type { BounceCategory } from '@console/contract';
import { createBounceClassifier, type BounceEvidence } from '../../classify/classifyBounce.ts';
import { diagnosticTemplate } from '../../classify/diagnosticTemplate.ts';
import { defaultNonHumanDetector, type NonHumanDetector } from '../../classify/nonHuman.ts';
import { knownProviderOfDomain } from '../../classify/providers.ts';
import {
  invalidReason,
  type DeliveryEventType,
  type IngestSource,
  type NormalisedEvent,
} from '../../event.ts';
import { addressOf, domainOf, hostOf, ipOf } from './fields.ts';
import { memoized } from './memo.ts';
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
  /** bytes of the body once decompressed at most (HTTP ingest); past it the body is refused */
  maxExpandedBytes?: number;
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

/** What finishEvent derives from a reply text; the template only once a failure needs it. */
interface ReplyParts {
  diagnostic: string | null;
  enhanced: string | null;
  replyCode: number | null;
  template?: string;
}

// Memos of the derivations that depend on one field alone (memo.ts): the values repeat.
const replyPartsOf = memoized((raw: string): ReplyParts => {
  const diagnostic = stripDiagnosticType(raw).trim() || null;
  return { diagnostic, enhanced: enhancedCodeOf(diagnostic), replyCode: replyCodeOf(diagnostic) };
}, 8192);
const enhancedCodeOfStatus = memoized((status: string) => enhancedCodeOf(status));
const ipOfText = memoized((value: string) => ipOf(value));
const hostOfText = memoized((value: string) => hostOf(value));
const senderOfText = memoized((value: string) => {
  const address = addressOf(value);
  return { address, domain: domainOf(address) };
});

function senderOf(value: string | null | undefined): {
  address: string | null;
  domain: string | null;
} {
  if (typeof value === 'string') return senderOfText(value);
  const address = addressOf(value);
  return { address, domain: domainOf(address) };
}

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
  const sender = senderOf(draft.sender);
  const rawDiagnostic = draft.diagnostic ?? null;
  const reply = rawDiagnostic === null ? null : replyPartsOf(rawDiagnostic);
  const diagnostic = reply === null ? null : reply.diagnostic;
  const statusField = draft.dsnStatus ?? null;
  const dsnStatus =
    (statusField === null ? null : enhancedCodeOfStatus(statusField)) ??
    (reply === null ? null : reply.enhanced);
  const isFailure = failureTypes.has(draft.type);
  let template: string | null = null;
  if (isFailure && reply !== null && diagnostic !== null)
    template = reply.template ??= diagnosticTemplate(diagnostic);
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
    sendingIp:
      typeof draft.sendingIp === 'string' ? ipOfText(draft.sendingIp) : ipOf(draft.sendingIp),
    vmta: draft.vmta ?? null,
    pool: draft.pool ?? null,
    campaign: draft.campaign ?? null,
    sender: sender.address,
    senderDomain: sender.domain,
    bounceCategory,
    dsnStatus,
    smtpCode: draft.smtpCode ?? (reply === null ? null : reply.replyCode),
    diagnostic,
    diagnosticTemplate: template,
    remoteMx:
      typeof draft.remoteMx === 'string' ? hostOfText(draft.remoteMx) : hostOf(draft.remoteMx),
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
  const reason = invalidReason(event);
  return reason === null
    ? { kind: 'event', event }
    : rejected(context.source, position, reason, raw);
}

/** Clock skew between queueing and logging hosts can make a tiny negative: that is 0. */
function normaliseSeconds(seconds: number | null | undefined): number | null {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return null;
  if (seconds < 0) return seconds > -5 ? 0 : null;
  return Math.round(seconds * 1000) / 1000;
}
