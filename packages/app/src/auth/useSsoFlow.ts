// Single sign-on on ssoPopupMachine (spec sections 4 and 8). The machine opens and watches the
// popup through the `popup` actor provided here: it opens the 500x600 window, relays the popup
// page's answer, tells the machine when the window was closed, and closes it when done. A popup
// the browser blocked is reported to the page, which explains what to do.
import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { ssoPopupMachine, type PopupCheckEvent, type PopupRequest } from '@console/machines';
import { fromCallback } from 'xstate';
import { useAuthServices } from './AuthServices.tsx';
import { useLatest } from './useLatest.ts';

export type SsoProvider = 'google' | 'microsoft';

export function useSsoFlow(onSignedIn: (to: string) => void) {
  const { browser, csrf, referrer } = useAuthServices();
  const [isBlocked, setBlocked] = useState(false);
  const latest = useLatest({ onSignedIn, onBlocked: () => setBlocked(true) });

  const [machine] = useState(() =>
    ssoPopupMachine.provide({
      actors: {
        popup: fromCallback<PopupCheckEvent, PopupRequest>(({ input, sendBack, receive }) => {
          const popup = browser.openPopup(input);
          if (!popup) {
            latest.current.onBlocked();
            sendBack({ type: 'popup.blocked' });
            return undefined;
          }
          const stopListening = browser.onSsoMessage((message) =>
            sendBack({ type: 'popup.message', token: message.token, errorName: message.errorName }),
          );
          receive((event) => {
            if (event.type === 'popup.check' && popup.closed) sendBack({ type: 'popup.closed' });
          });
          return () => {
            stopListening();
            if (!popup.closed) popup.close();
          };
        }),
      },
      actions: {
        storeCsrfToken: (_, { token }) => csrf.write(token),
        navigate: (_, { to }) => {
          referrer.clear();
          latest.current.onSignedIn(to);
        },
      },
    }),
  );
  const [initialReferrer] = useState(() => referrer.read());
  const [snapshot, send] = useMachine(machine, { input: { referrer: initialReferrer } });

  const provider = snapshot.context.provider;
  return {
    /** The provider whose window is open, or null. */
    openProvider: snapshot.matches('open') ? (provider as SsoProvider | null) : null,
    isBlocked,
    error: snapshot.context.error,
    isSignedIn: snapshot.matches('signedIn'),
    select: (next: SsoProvider) => {
      setBlocked(false);
      send({ type: 'provider.select', provider: next });
    },
  };
}

export type SsoFlow = ReturnType<typeof useSsoFlow>;
