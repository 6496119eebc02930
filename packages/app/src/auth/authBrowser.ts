// The browser side of signing in: the single-sign-on popup, the messages it sends back, and
// full page loads. Kept behind an interface so stories replace the browser with a fake.
import type { PopupRequest } from '@console/machines';
import { popupFeatures, readSsoMessage, SSO_CHANNEL_NAME, type SsoMessage } from './ssoMessages.ts';

/** The part of a popup window the sign-in needs. */
export interface PopupHandle {
  readonly closed: boolean;
  close(): void;
}

export interface AuthBrowser {
  /** Opens the provider's page in a centred popup; null when the browser blocked it. */
  openPopup(request: PopupRequest): PopupHandle | null;
  /** Calls `listener` with every sign-in answer of a popup page; returns the unsubscribe. */
  onSsoMessage(listener: (message: SsoMessage) => void): () => void;
  /**
   * A full page load. Used after signing in or out: the public pages live outside the session,
   * so start-up loads the new session (or its absence) from scratch.
   */
  loadPage(url: string): void;
}

export const realBrowser: AuthBrowser = {
  openPopup(request) {
    const features = popupFeatures(request, {
      left: window.screenX,
      top: window.screenY,
      width: window.outerWidth,
      height: window.outerHeight,
    });
    // Not 'noopener': the popup page posts the token to window.opener.
    return window.open(request.url, 'console-sso', features);
  },
  onSsoMessage(listener) {
    const onWindowMessage = (event: MessageEvent) => {
      // Only the console's own popup page (same origin) may hand over a token.
      if (event.origin !== window.location.origin) return;
      const message = readSsoMessage(event.data);
      if (message) listener(message);
    };
    window.addEventListener('message', onWindowMessage);
    const channel =
      typeof BroadcastChannel === 'function' ? new BroadcastChannel(SSO_CHANNEL_NAME) : null;
    const onChannelMessage = (event: MessageEvent) => {
      const message = readSsoMessage(event.data);
      if (message) listener(message);
    };
    channel?.addEventListener('message', onChannelMessage);
    return () => {
      window.removeEventListener('message', onWindowMessage);
      channel?.close();
    };
  },
  loadPage(url) {
    window.location.assign(url);
  },
};
