// Amazon SES events delivered by SNS over HTTPS. The envelope's TopicArn must be on the
// dataset's allow-list (always: without it anyone who learns the URL and key could post
// events under any topic); the SNS signature is verified when a verifier is configured
// (snsSignature.ts, it needs to fetch Amazon's certificate, which an offline installation and
// the tests cannot). SubscriptionConfirmation comes back as its own outcome with the
// SubscribeURL, for the HTTP layer to confirm (or an operator to open); UnsubscribeConfirmation
// is acknowledged; a Notification's Message is the SES event as a JSON string.
import { createParseContext, type ParseOptions } from '../finishEvent.ts';
import { objectOf, text } from '../fields.ts';
import { errorMessage } from '../input.ts';
import { addItem, emptyBatch, refused, rejected, type WebhookOutcome } from '../results.ts';
import { readJsonBody, type BodyInput } from './jsonBody.ts';
import { mapSesEvent } from './sesEvent.ts';
import type { SnsSignatureVerifier } from './snsSignature.ts';

export interface SesOptions extends ParseOptions {
  /** topics this dataset accepts; an empty list accepts none */
  allowedTopicArns: readonly string[];
  verifySignature?: SnsSignatureVerifier | null;
}

const subscribeHost = /^sns\.[a-z0-9-]+\.amazonaws\.com(?:\.cn)?$/;

function isSubscribeUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && subscribeHost.test(url.hostname);
  } catch {
    return false;
  }
}

export async function parseSes(body: BodyInput, options: SesOptions): Promise<WebhookOutcome> {
  const parsed = readJsonBody(body, options.maxExpandedBytes);
  if (!parsed.ok) return refused(parsed.status, parsed.reason);
  const envelope = objectOf(parsed.value);
  if (envelope === null) return refused(400, 'body is not an SNS message');
  const type = text(envelope.Type);
  if (
    type !== 'Notification' &&
    type !== 'SubscriptionConfirmation' &&
    type !== 'UnsubscribeConfirmation'
  )
    return refused(400, `unknown SNS message type ${String(type)}`);
  const topicArn = text(envelope.TopicArn);
  if (topicArn === null || !options.allowedTopicArns.includes(topicArn))
    return refused(403, `topic ${String(topicArn)} is not allowed for this dataset`);
  if (options.verifySignature) {
    const check = await options.verifySignature(envelope);
    if (!check.ok) return refused(401, check.reason);
  }
  if (type === 'SubscriptionConfirmation') {
    const subscribeUrl = text(envelope.SubscribeURL);
    if (subscribeUrl === null || !isSubscribeUrl(subscribeUrl))
      return refused(400, 'SubscribeURL is not an SNS https URL');
    return { kind: 'subscription', topicArn, subscribeUrl, token: text(envelope.Token) };
  }
  if (type === 'UnsubscribeConfirmation')
    return { kind: 'ping', reason: 'SNS unsubscribe confirmation' };

  const batch = emptyBatch();
  const position = { line: null, index: 0 };
  const notificationId = text(envelope.MessageId);
  const message = text(envelope.Message);
  if (notificationId === null || message === null) {
    addItem(
      batch,
      rejected('ses', position, 'notification without MessageId or Message', envelope),
    );
    return { kind: 'batch', ...batch };
  }
  let ses: Record<string, unknown> | null;
  try {
    ses = objectOf(JSON.parse(message));
  } catch (error) {
    addItem(
      batch,
      rejected('ses', position, `Message is not JSON: ${errorMessage(error)}`, message),
    );
    return { kind: 'batch', ...batch };
  }
  if (ses === null) {
    addItem(batch, rejected('ses', position, 'Message is not an SES event object', message));
    return { kind: 'batch', ...batch };
  }
  for (const item of mapSesEvent(ses, notificationId, position, createParseContext('ses', options)))
    addItem(batch, item);
  return { kind: 'batch', ...batch };
}
