// The mail an owner's invitation sends: who invites to which account, and the link to the page
// where the invitee accepts (and, without a user here yet, chooses a password). The same mail
// whether or not the address has a user: the owner learns nothing from it. Plain text, like the
// other mail.
import type { MailMessage } from '../../mail/mailer.ts';

export const invitationLifetimeMs = 7 * 86_400_000;

export function invitationMail(options: {
  to: string;
  accountName: string;
  invitedBy: string;
  publicUrl: string;
  token: string;
}): MailMessage {
  const { to, accountName, invitedBy, publicUrl, token } = options;
  return {
    to,
    subject: `You are invited to ${accountName}`,
    text: [
      `${invitedBy} invited you to the account "${accountName}" of the Deliverability console.`,
      '',
      'Open the invitation to accept it:',
      '',
      `${publicUrl}/authenticate/invitation?token=${encodeURIComponent(token)}`,
      '',
      'The link expires in 7 days. Until you accept, you are not a member of the account.',
      'If you did not expect this, ignore this mail.',
    ].join('\n'),
  };
}
