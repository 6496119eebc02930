// Network trouble in the snackbar (spec sections 7 and 8) through networkErrorsMachine: going
// offline says "No network connection detected.", a failed request "Could not connect to the
// server." at most once per 3 s, and an HTTP 401 of a signed-in session reloads the page (the
// start-up then sends the user to sign in).
import { networkErrorsMachine, type MessageText } from '@console/machines';
import { useSnackbar } from '@console/ui';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrowserActions } from './BrowserActions.tsx';
import type { NetworkChannel } from './environment.ts';

const messageKeys: Partial<Record<MessageText, 'offline' | 'couldNotConnect'>> = {
  'No network connection detected.': 'offline',
  'Could not connect to the server.': 'couldNotConnect',
};

export interface NetworkErrorsProps {
  channel: NetworkChannel;
  /** A 401 only means "session over" for a signed-in user; public pages ignore it. */
  isSignedIn: () => boolean;
}

export function NetworkErrors({ channel, isSignedIn }: NetworkErrorsProps) {
  const { t } = useTranslation('errors');
  const snackbar = useSnackbar();
  const { reload } = useBrowserActions();
  const network = useActorRef(
    networkErrorsMachine.provide({
      actions: {
        notify: (_, { message }) =>
          snackbar.show(t(messageKeys[message.text] ?? 'couldNotConnect'), { variant: 'error' }),
        reload: () => reload(),
      },
    }),
  );

  useEffect(
    () =>
      channel.listen((signal) => {
        if (signal === 'session.expire' && !isSignedIn()) return;
        network.send({ type: signal });
      }),
    [channel, isSignedIn, network],
  );

  useEffect(() => {
    const lose = () => network.send({ type: 'connection.lose' });
    const restore = () => network.send({ type: 'connection.restore' });
    window.addEventListener('offline', lose);
    window.addEventListener('online', restore);
    return () => {
      window.removeEventListener('offline', lose);
      window.removeEventListener('online', restore);
    };
  }, [network]);

  return null;
}
