// Translates a machine's Message on the sign-in pages; a text without a key (none today) shows
// in English rather than as a raw key. The sign-in page's machines speak only texts of errors
// (bundled); those of account come from the pages that load it, so this hook does not ask for
// account itself (which would fetch it on the sign-in page too).
import { useCallback } from 'react';
import { formatMessage, type Message } from '@console/machines';
import { useTranslation } from 'react-i18next';
import { authMessageKeys } from './messageKeys.ts';

export function useMessageText(): (message: Message) => string {
  const { t } = useTranslation('errors');
  return useCallback(
    (message: Message) => {
      const entry = authMessageKeys.get(message.text);
      if (!entry) return formatMessage(message);
      return entry.ns === 'errors' ? t(entry.key) : t(entry.key, { ns: 'account' });
    },
    [t],
  );
}
