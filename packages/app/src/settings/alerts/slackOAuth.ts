// The team-chat (Slack) OAuth popup of the alert center (spec sections 4 and 5). The app needs
// the Slack app's public client id to build the authorize URL; it comes from the build
// environment (VITE_SLACK_CLIENT_ID, the same id as the server's SLACK_CLIENT_ID), with an
// optional redirect URI (VITE_SLACK_REDIRECT_URI, by default this console's /settings/alerts,
// registered with the Slack app and given to the server as SLACK_REDIRECT_URI). The popup comes
// back to that same-origin page with ?code=…&state=…: the page posts its address to the opener
// (returnToOpener), and the opener also reads it every second, so either way the opener gets the
// code, closes the popup and hands the code to user/slack/add.
import { popupCloseCheckMs, ssoPopupSize } from '@console/contract/constants';

export const SLACK_AUTHORIZE_URL = 'https://slack.com/oauth/v2/authorize';
/** An incoming webhook is all an alert needs to post to a channel. */
export const SLACK_SCOPE = 'incoming-webhook';

export interface SlackOAuthConfig {
  clientId: string;
  redirectUri: string;
  authorizeUrl: string;
}

type Environment = Readonly<Record<string, unknown>>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The popup's settings from the build environment; null when Slack is not set up. */
export function slackConfig(env: Environment, origin: string): SlackOAuthConfig | null {
  const clientId = text(env.VITE_SLACK_CLIENT_ID);
  if (!clientId) return null;
  return {
    clientId,
    redirectUri: text(env.VITE_SLACK_REDIRECT_URI) || `${origin}/settings/alerts`,
    authorizeUrl: text(env.VITE_SLACK_AUTHORIZE_URL) || SLACK_AUTHORIZE_URL,
  };
}

export function authorizeUrl(config: SlackOAuthConfig, state: string): string {
  const url = new URL(config.authorizeUrl);
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('scope', SLACK_SCOPE);
  url.searchParams.set('redirect_uri', config.redirectUri);
  url.searchParams.set('state', state);
  return url.toString();
}

export type OAuthReturn = { code: string } | { error: string };

/**
 * What the popup's address says once Slack sent it back: the code, or why there is none (the
 * user cancelled, or the state is not ours: a forged return). null while it is still at Slack.
 */
export function oauthReturn(href: string, state: string): OAuthReturn | null {
  const params = new URL(href).searchParams;
  const code = params.get('code');
  const error = params.get('error');
  if (code === null && error === null) return null;
  if (params.get('state') !== state) return { error: 'state_mismatch' };
  return code !== null ? { code } : { error: error ?? 'unknown' };
}

/** The type of the message the popup posts to the console that opened it. */
export const OAUTH_MESSAGE = 'console-slack-oauth';

/**
 * In the popup, back from Slack: posts the address to the console that opened it and closes.
 * Returns false (and does nothing) anywhere else.
 */
export function returnToOpener(win: Window): boolean {
  const params = new URL(win.location.href).searchParams;
  if (!params.has('state') || !(params.has('code') || params.has('error'))) return false;
  try {
    if (!win.opener || win.opener.location.origin !== win.location.origin) return false;
    win.opener.postMessage({ type: OAUTH_MESSAGE, href: win.location.href }, win.location.origin);
  } catch {
    return false; // the opener is another site's page
  }
  win.close();
  return true;
}

/** The browser refused to open the popup: the user must allow pop-ups for the console. */
export class PopupBlockedError extends Error {
  constructor() {
    super('The browser blocked the Slack window');
    this.name = 'PopupBlockedError';
  }
}

/** The popup was closed, or Slack came back without a code. */
export class OAuthCancelledError extends Error {
  constructor(reason: string) {
    super(`Slack authorisation ended without a code: ${reason}`);
    this.name = 'OAuthCancelledError';
  }
}

export interface PopupOptions {
  signal?: AbortSignal;
  /** Where the popup's message arrives (the console's window). */
  messages?: Pick<Window, 'addEventListener' | 'removeEventListener'> & { origin?: string };
  open?: (url: string, target: string, features: string) => Window | null;
  /** How often the popup is checked (spec section 9: 1 s). */
  checkEveryMs?: number;
}

function popupFeatures(): string {
  const { width, height } = ssoPopupSize;
  const left = Math.max(0, Math.round((globalThis.screen?.width ?? width) / 2 - width / 2));
  const top = Math.max(0, Math.round((globalThis.screen?.height ?? height) / 2 - height / 2));
  return `popup,width=${width},height=${height},left=${left},top=${top}`;
}

/** Opens the authorize URL in a popup and resolves with the code it comes back with. */
export function authorizeInPopup(
  url: string,
  state: string,
  {
    signal,
    open = (...args) => window.open(...args),
    checkEveryMs = popupCloseCheckMs,
    messages = typeof window === 'undefined' ? undefined : window,
  }: PopupOptions = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const popup = open(url, 'console-slack-oauth', popupFeatures());
    if (!popup) {
      reject(new PopupBlockedError());
      return;
    }
    let isDone = false;
    // A popup found closed gets one more check: the page may have posted its code just before
    // closing itself, and that message may arrive after this check.
    let closedChecks = 0;
    const finish = (outcome: () => void) => {
      if (isDone) return;
      isDone = true;
      clearInterval(timer);
      signal?.removeEventListener('abort', onAbort);
      messages?.removeEventListener('message', onMessage as EventListener);
      if (!popup.closed) popup.close();
      outcome();
    };
    const settle = (href: string) => {
      const result = href && href !== 'about:blank' ? oauthReturn(href, state) : null;
      if (!result) return;
      if ('code' in result) finish(() => resolve(result.code));
      else finish(() => reject(new OAuthCancelledError(result.error)));
    };
    const onAbort = () => finish(() => reject(new OAuthCancelledError('aborted')));
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; href?: unknown } | null;
      if (event.origin !== messages?.origin || data?.type !== OAUTH_MESSAGE) return;
      if (typeof data.href === 'string') settle(data.href);
    };
    const check = () => {
      if (popup.closed) {
        if (++closedChecks > 1) finish(() => reject(new OAuthCancelledError('closed')));
        return;
      }
      try {
        settle(popup.location.href); // throws while the popup shows Slack (another origin)
      } catch {
        // at Slack: wait
      }
    };
    const timer = setInterval(check, checkEveryMs);
    signal?.addEventListener('abort', onAbort);
    messages?.addEventListener('message', onMessage as EventListener);
  });
}
