// The team-chat alert channel (spec section 4): turning it on exchanges the OAuth code from the
// popup for an incoming webhook and keeps it, sealed (src/secrets); turning it off forgets the
// webhook. The Slack access token is not kept: posting to the webhook is all alerts need.
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
