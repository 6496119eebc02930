// The texts of the mail the server sends. Plain text: it reads everywhere and has nothing to
// render wrongly.
import type { MailMessage } from './mailer.ts';

export function passwordResetMail(to: string, token: string, publicUrl: string): MailMessage {
  const link = `${publicUrl}/?mod=change&token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: 'Your password reset token',
    text: [
      'Someone asked to reset the password of your Deliverability console account.',
      '',
      `Token: ${token}`,
      '',
      `Open ${link} or enter the token on the change-password page.`,
      'The token works once and expires in 1 hour.',
      '',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ].join('\n'),
  };
}
