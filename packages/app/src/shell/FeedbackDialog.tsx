// The feedback popup (spec sections 2 and 8): a textarea labelled "Your feedback", sent with the
// page's address through user/feedback/send. Success says "Thank your for your feedback." and
// closes; failure says "Error sending feedback." and keeps the text for another try.
import { PopupForm, useSnackbar } from '@console/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useApi } from '../api/ApiContext.tsx';

/** The contract's bound of a feedback text (maxLength.body). */
export const FEEDBACK_MAX_LENGTH = 10_000;

export interface FeedbackDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

export function FeedbackDialog({ isOpen, onOpenChange }: FeedbackDialogProps) {
  const { t, i18n } = useTranslation(['shell', 'errors', 'common']);
  const api = useApi();
  const snackbar = useSnackbar();
  const location = useLocation();

  const send = async ({ message = '' }: Record<string, string>) => {
    try {
      await api.user.feedback.send({
        message: message.trim(),
        url: `${location.pathname}${location.search}`,
      });
    } catch (error) {
      snackbar.show(t('errors:feedbackFailed'), { variant: 'error' });
      throw error;
    }
    snackbar.show(t('errors:feedbackSent'), { variant: 'success' });
  };

  return (
    <PopupForm
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('feedbackTitle')}
      intro={t('feedbackIntro')}
      fields={[
        {
          name: 'message',
          label: t('feedbackLabel'),
          type: 'textarea',
          isRequired: true,
          description: t('feedbackDescription'),
        },
      ]}
      validators={{
        message: (value) =>
          value.length > FEEDBACK_MAX_LENGTH
            ? t('feedbackTooLong', { limit: FEEDBACK_MAX_LENGTH.toLocaleString(i18n.language) })
            : null,
      }}
      onSubmit={send}
      okLabel={t('feedbackSend')}
      cancelLabel={t('common:cancel')}
    />
  );
}
