// The mail an owner's invitation sends. A new user gets a set-password link (a single-use token
// of the reset flow, valid for 7 days); a user who already has a password is told where to sign
// in. Plain text, like the other mail.
import type { MailMessage } from '../../mail/mailer.ts';

export const invitationLifetimeMs = 7 * 86_400_000;

export function invitationMail(options: {
  to: string;
  accountName: string;
  invitedBy: string;
  publicUrl: string;
  /** set when the user has no password yet */
  token: string | null;
}): MailMessage {
  const { to, accountName, invitedBy, publicUrl, token } = options;
  const intro = `${invitedBy} invited you to the account "${accountName}" of the Deliverability console.`;
  const body = token
    ? [
        'Choose your password to sign in:',
        '',
        `${publicUrl}/?mod=change&token=${encodeURIComponent(token)}`,
        '',
        `Token: ${token}`,
        'The link works once and expires in 7 days. Your password needs 12 to 64 characters.',
        'If single sign-on is set up, you may also sign in with Google or Microsoft under this address.',
      ]
    : ['Sign in as usual to see it:', '', `${publicUrl}/authenticate`];
  return {
    to,
    subject: `You are invited to ${accountName}`,
    text: [intro, '', ...body, '', 'If you did not expect this, ignore this mail.'].join('\n'),
  };
}
