// The team-chat alert channel (spec section 4): turning it on exchanges the OAuth code from the
// popup for the bot token and the incoming webhook of the channel picked, and keeps both, sealed
// (src/secrets); turning it off forgets them. Alerts are posted with the token (chat.postMessage,
// modules/alerts/delivery); a connection made before the token was kept posts to its webhook.
import type { Db } from '../../db/schema/index.ts';
import { fail } from '../../http/apiError.ts';
import type { Services, UserContext, UserRow } from '../../http/context.ts';
import { updateUser } from '../users/users.repository.ts';
import {
  deleteSlackConnection,
  findSlackConnection,
  saveSlackConnection,
} from './slack.repository.ts';
import { exchangeSlackCode, type SlackExchange } from './slackOAuth.ts';

export async function addSlack(context: UserContext, code: string): Promise<{ ok: true }> {
  const { config, db, logger } = context;
  if (!config.slackClientId || !config.slackClientSecret) {
    throw fail(
      'Conflict',
      'Slack is not set up on this server (SLACK_CLIENT_ID, SLACK_CLIENT_SECRET)',
    );
  }
  let exchange: SlackExchange;
  try {
    exchange = await exchangeSlackCode(config, code);
  } catch (error) {
    logger.error({ err: error }, 'Slack could not be reached');
    throw fail('InternalError', 'Slack could not be reached');
  }
  if (!exchange.ok) {
    logger.info({ user: context.user.id, slackError: exchange.error }, 'Slack refused the code');
    throw fail('InvalidToken', 'Slack did not accept the code');
  }
  const { webhook } = exchange;
  await db.transaction().execute(async (tx) => {
    await saveSlackConnection(tx, {
      user_id: context.user.id,
      team_id: webhook.teamId,
      team_name: webhook.teamName,
      channel: webhook.channel,
      channel_id: webhook.channelId,
      webhook_url: context.secrets.seal(webhook.url),
      access_token: exchange.accessToken ? context.secrets.seal(exchange.accessToken) : null,
    });
    await updateUser(tx, context.user.id, { slack: true });
  });
  return { ok: true };
}

export async function deleteSlack(context: UserContext): Promise<{ ok: true }> {
  await context.db.transaction().execute(async (tx) => {
    await deleteSlackConnection(tx, context.user.id);
    await updateUser(tx, context.user.id, { slack: false });
  });
  return { ok: true };
}

/** Alerts reach the user in Slack when they turned the channel on and it is connected. */
export async function slackChannelReady(db: Db, user: UserRow): Promise<boolean> {
  return user.slack && (await findSlackConnection(db, user.id)) !== undefined;
}

/** The webhook a user's alerts are posted to, opened; null without a connection. */
export async function slackWebhookUrl(
  { db, secrets }: Pick<Services, 'db' | 'secrets'>,
  userId: string,
): Promise<string | null> {
  const connection = await findSlackConnection(db, userId);
  return connection ? secrets.open(connection.webhook_url) : null;
}

/** Where a user's alerts are posted in Slack, opened: the bot token and channel, or the webhook. */
export type SlackPosting =
  | { kind: 'token'; accessToken: string; channelId: string }
  | { kind: 'webhook'; webhookUrl: string };

/** How to post a user's alerts to Slack; null when the user has no connection any more. */
export async function slackPosting(
  { db, secrets }: Pick<Services, 'db' | 'secrets'>,
  userId: string,
): Promise<SlackPosting | null> {
  const connection = await findSlackConnection(db, userId);
  if (!connection) return null;
  if (connection.access_token)
    return {
      kind: 'token',
      accessToken: secrets.open(connection.access_token),
      channelId: connection.channel_id,
    };
  return { kind: 'webhook', webhookUrl: secrets.open(connection.webhook_url) };
}
