// Slack's OAuth v2 code exchange (oauth.v2.access) for the bot token alerts are posted with
// (chat.postMessage) and the incoming webhook of the channel picked. The base URL is
// SLACK_API_URL, so tests talk to a local server that speaks the same protocol.
import type { Config } from '../../config.ts';

export interface SlackWebhook {
  teamId: string;
  teamName: string;
  channel: string;
  channelId: string;
  url: string;
}

export type SlackExchange =
  | {
      ok: true;
      webhook: SlackWebhook;
      /** the bot token, when Slack gave one */ accessToken: string | null;
    }
  | { ok: false; error: string };

interface OAuthAnswer {
  ok?: boolean;
  error?: string;
  access_token?: string;
  team?: { id?: string; name?: string };
  incoming_webhook?: { channel?: string; channel_id?: string; url?: string };
}

export async function exchangeSlackCode(config: Config, code: string): Promise<SlackExchange> {
  const form = new URLSearchParams({
    client_id: config.slackClientId ?? '',
    client_secret: config.slackClientSecret ?? '',
    code,
  });
  if (config.slackRedirectUri) form.set('redirect_uri', config.slackRedirectUri);
  const response = await fetch(`${config.slackApiUrl}/oauth.v2.access`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) return { ok: false, error: `http_${response.status}` };
  const answer = (await response.json()) as OAuthAnswer;
  const hook = answer.incoming_webhook;
  if (!answer.ok || !hook?.url) return { ok: false, error: answer.error ?? 'no_incoming_webhook' };
  return {
    ok: true,
    webhook: {
      teamId: answer.team?.id ?? '',
      teamName: answer.team?.name ?? '',
      channel: hook.channel ?? '',
      channelId: hook.channel_id ?? '',
      url: hook.url,
    },
    accessToken: answer.access_token || null,
  };
}
