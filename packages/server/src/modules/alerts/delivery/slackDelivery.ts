// An alert posted to a user's Slack channel: with the bot token from the OAuth exchange
// (chat.postMessage at SLACK_API_URL), or, for a connection made before the token was kept, to
// its incoming webhook. Slack answers a refusal with HTTP 200 and `{ ok: false, error }`, which
// counts as a failure. A user who disconnected Slack meanwhile gets nothing, and that is no
// failure.
import type { Services } from '../../../http/context.ts';
import { slackPosting } from '../../slack/slack.service.ts';
import { errorReason, failAttempt } from './deliveryFailure.ts';

const timeoutMs = 10_000;

export interface SlackDelivery {
  user: string;
  text: string;
}

/** Slack reads `<...>` as mentions and links: the alert's text is shown as it is. */
export function slackText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export async function deliverSlack(services: Services, delivery: SlackDelivery): Promise<void> {
  const posting = await slackPosting(services, delivery.user);
  if (!posting) {
    services.logger.info({ user: delivery.user }, 'Slack alert not sent: no Slack connection');
    return;
  }
  const text = slackText(delivery.text);
  const [url, request] =
    posting.kind === 'token'
      ? [
          new URL(`${services.config.slackApiUrl}/chat.postMessage`),
          {
            authorization: `Bearer ${posting.accessToken}`,
            body: { channel: posting.channelId, text },
          },
        ]
      : [new URL(posting.webhookUrl), { body: { text } }];
  const fail = (detail: string) =>
    failAttempt(services, {
      id: `alerts:slack:${delivery.user}`,
      title: 'Slack delivery failed',
      detail,
    });
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(request.authorization ? { authorization: request.authorization } : {}),
      },
      body: JSON.stringify(request.body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    return fail(`${errorReason(error)} posting to ${url.origin}`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    return fail(`HTTP ${response.status} from ${url.origin}`);
  }
  if (posting.kind === 'webhook') {
    await response.body?.cancel();
    return;
  }
  const answer = (await response.json().catch(() => ({}))) as { ok?: boolean; error?: string };
  if (!answer.ok) await fail(`Slack answered ${answer.error ?? 'without ok'} (chat.postMessage)`);
}
