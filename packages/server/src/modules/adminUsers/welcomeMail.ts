// The mail a user added by an admin receives (admin users/add with `invite`): a set-password
// link carrying a single-use token of the reset flow, valid as long as an owner's invitation
// (7 days), since a new user may not read it within the hour a reset allows.
import { insertResetToken } from '../../auth/credentials.repository.ts';
import { randomToken, sha256 } from '../../auth/tokens.ts';
import type { UserContext } from '../../http/context.ts';
import { invitationLifetimeMs } from '../memberships/invitationMail.ts';

export async function sendWelcomeMail(context: UserContext, userId: string): Promise<void> {
  const { db, config, mailer, logger } = context;
  const token = randomToken();
  await insertResetToken(db, {
    token_hash: sha256(token),
    user_id: userId,
    expires_at: new Date(Date.now() + invitationLifetimeMs),
  });
  const link = `${config.publicUrl}/?mod=change&token=${encodeURIComponent(token)}`;
  const invitedBy = context.user.name || context.user.id;
  const mail = {
    to: userId,
    subject: 'Your Deliverability console account',
    text: [
      `${invitedBy} created an account for you on the Deliverability console.`,
      '',
      'Choose your password to sign in:',
      '',
      link,
      '',
      `Token: ${token}`,
      'The link works once and expires in 7 days. Your password needs 12 to 64 characters.',
      '',
      'If you did not expect this, ignore this mail.',
    ].join('\n'),
  };
  await mailer.send(mail).catch((error: unknown) => {
    logger.error({ err: error, user: userId }, 'welcome mail failed');
  });
}
