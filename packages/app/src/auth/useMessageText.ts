// Translates a machine's Message on the sign-in pages; a text without a key (none today) shows
// in English rather than as a raw key.
import { useCallback } from 'react';
import { formatMessage, type Message } from '@console/machines';
import { useTranslation } from 'react-i18next';
import { authMessageKeys } from './messageKeys.ts';

export function useMessageText(): (message: Message) => string {
  const { t: tAuth } = useTranslation('auth');
  const { t: tErrors } = useTranslation('errors');
  return useCallback(
    (message: Message) => {
      const entry = authMessageKeys.get(message.text);
      if (!entry) return formatMessage(message);
      return entry.ns === 'errors' ? tErrors(entry.key) : tAuth(entry.key);
    },
    [tAuth, tErrors],
  );
}
