// One Amazon SES event (configuration-set event publishing, `eventType`, or identity
// notifications, `notificationType`) to one event per recipient concerned. Send = submitted,
// Delivery, Bounce, DeliveryDelay = deferred, Complaint, Open, Click. Bounce types:
// Permanent = hard, Transient = soft; both are bounced events, because SES sends a Transient
// bounce only once it has stopped retrying (its retries show up as DeliveryDelay). The
// subtype gives the category when the diagnostic does not. Suppressed / OnAccountSuppressionList
// bounces (SES never sent them), Reject, Rendering Failure and Subscription are skipped.
import type { BounceCategory } from '@console/contract';
import { finishEvent, type EventDraft, type ParseContext } from '../finishEvent.ts';
import { firstOf, messageIdOf, numberOf, objectOf, text } from '../fields.ts';
import { skipped, type ParseItem, type Position } from '../results.ts';
import { parseTimestamp } from '../time.ts';

const bounceSubtypeHints: Readonly<Record<string, BounceCategory>> = {
  'Permanent/General': 'bad-mailbox',
  'Permanent/NoEmail': 'bad-mailbox',
  'Transient/MailboxFull': 'quota-issues',
  'Transient/MessageTooLarge': 'quota-issues',
  'Transient/ContentRejected': 'content-related',
  'Transient/AttachmentRejected': 'content-related',
};

const delayTypeHints: Readonly<Record<string, BounceCategory>> = {
  MailboxFull: 'quota-issues',
  SpamDetected: 'spam-related',
  IPFailure: 'spam-related',
  TransientCommunicationFailure: 'bad-connection',
  BYOIPHostNameLookupUnavailable: 'bad-configuration',
  SendingDeferral: 'policy-related',
};

type RecipientDraft = { recipient: string | null } & Omit<EventDraft, 'recipient'>;

function tagOf(tags: Record<string, unknown> | null, name: string): string | null {
  return text(firstOf(tags?.[name]));
}

/** `sns MessageId` keys the notification; one SES event may fan out to several recipients. */
export function mapSesEvent(
  ses: Record<string, unknown>,
  notificationId: string,
  position: Position,
  context: ParseContext,
): ParseItem[] {
  const kind = text(ses.eventType) ?? text(ses.notificationType) ?? '';
  const mail = objectOf(ses.mail) ?? {};
  const tags = objectOf(mail.tags);
  const headers = objectOf(mail.commonHeaders);
  const destinations = Array.isArray(mail.destination) ? mail.destination.map(text) : [];
  const common: Omit<EventDraft, 'type' | 'timestamp'> = {
    sender: text(mail.source),
    sendingIp: tagOf(tags, 'ses:outgoing-ip'),
    pool: tagOf(tags, 'ses:configuration-set'),
    campaign: tagOf(tags, 'campaign'),
    messageId: text(mail.messageId) ?? messageIdOf(headers?.messageId),
  };
  let drafts: RecipientDraft[];
  switch (kind) {
    case 'Send':
      drafts = destinations.map((recipient) => ({
        ...common,
        type: 'submitted',
        timestamp: parseTimestamp(mail.timestamp),
        recipient,
      }));
      break;
    case 'Delivery': {
      const delivery = objectOf(ses.delivery) ?? {};
      const recipients = Array.isArray(delivery.recipients) ? delivery.recipients : [];
      const processing = numberOf(delivery.processingTimeMillis);
      drafts = recipients.map((recipient) => ({
        ...common,
        type: 'delivered',
        timestamp: parseTimestamp(delivery.timestamp),
        recipient: text(recipient),
        diagnostic: text(delivery.smtpResponse),
        deliverySeconds: processing === null ? null : processing / 1000,
      }));
      break;
    }
    case 'Bounce': {
      const bounce = objectOf(ses.bounce) ?? {};
      const subtype = `${text(bounce.bounceType) ?? ''}/${text(bounce.bounceSubType) ?? ''}`;
      if (subtype.endsWith('/Suppressed') || subtype.endsWith('/OnAccountSuppressionList'))
        return [skipped(position, `bounce ${subtype}: suppressed by SES, never sent`)];
      const recipients = Array.isArray(bounce.bouncedRecipients) ? bounce.bouncedRecipients : [];
      drafts = recipients.map((entry) => {
        const bounced = objectOf(entry) ?? {};
        return {
          ...common,
          type: 'bounced',
          timestamp: parseTimestamp(bounce.timestamp),
          recipient: text(bounced.emailAddress),
          dsnStatus: text(bounced.status),
          diagnostic: text(bounced.diagnosticCode),
          categoryHint: bounceSubtypeHints[subtype] ?? null,
        };
      });
      break;
    }
    case 'DeliveryDelay': {
      const delay = objectOf(ses.deliveryDelay) ?? {};
      const recipients = Array.isArray(delay.delayedRecipients) ? delay.delayedRecipients : [];
      drafts = recipients.map((entry) => {
        const delayed = objectOf(entry) ?? {};
        return {
          ...common,
          type: 'deferred',
          timestamp: parseTimestamp(delay.timestamp),
          recipient: text(delayed.emailAddress),
          dsnStatus: text(delayed.status),
          diagnostic: text(delayed.diagnosticCode),
          categoryHint: delayTypeHints[text(delay.delayType) ?? ''] ?? null,
        };
      });
      break;
    }
    case 'Complaint': {
      const complaint = objectOf(ses.complaint) ?? {};
      if (text(complaint.complaintFeedbackType) === 'not-spam')
        return [skipped(position, 'complaint of type not-spam')];
      const recipients = Array.isArray(complaint.complainedRecipients)
        ? complaint.complainedRecipients
        : [];
      drafts = recipients.map((entry) => ({
        ...common,
        type: 'complaint',
        timestamp: parseTimestamp(complaint.timestamp),
        recipient: text(objectOf(entry)?.emailAddress),
        userAgent: text(complaint.userAgent),
      }));
      break;
    }
    case 'Open':
    case 'Click': {
      // SES reports the message's opener, not which of its recipients: the first one.
      const interaction = objectOf(kind === 'Open' ? ses.open : ses.click) ?? {};
      drafts = [
        {
          ...common,
          type: kind === 'Open' ? 'open' : 'click',
          timestamp: parseTimestamp(interaction.timestamp),
          recipient: destinations[0] ?? null,
          clientIp: text(interaction.ipAddress),
          userAgent: text(interaction.userAgent),
        },
      ];
      break;
    }
    default:
      return [skipped(position, `${kind || 'untyped'} event carries no delivery outcome`)];
  }
  if (drafts.length === 0) return [skipped(position, `${kind} event names no recipient`)];
  return drafts.map((draft, index) =>
    finishEvent(context, `ses:${notificationId}:${index}`, draft, position, ses),
  );
}
