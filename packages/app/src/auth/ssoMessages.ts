// What the single-sign-on popup page says to the console (see the server's ssoPage.ts): it
// posts `{ token }` or `{ token: null, error: { name, message } }` to its opener, or on the
// BroadcastChannel 'console-sso' when a provider cut the link to the opener. Pure helpers: the
// message's shape and the popup's place on screen.
import type { PopupRequest } from '@console/machines';

export const SSO_CHANNEL_NAME = 'console-sso';

export interface SsoMessage {
  /** The CSRF token; null when the provider's answer was refused. */
  readonly token: string | null;
  /** The server's error name when refused (InvalidToken, UnknownProvider). */
  readonly errorName?: string;
}

/** The sign-in answer in a posted message, or null for anything else (other scripts post too). */
export function readSsoMessage(data: unknown): SsoMessage | null {
  if (typeof data !== 'object' || data === null || !('token' in data)) return null;
  const { token } = data;
  if (typeof token === 'string') return { token };
  if (token !== null) return null;
  const error = 'error' in data ? data.error : null;
  const name =
    typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string'
      ? error.name
      : undefined;
  return name === undefined ? { token: null } : { token: null, errorName: name };
}

/** The opener window's place on the screen. */
export interface WindowBox {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** `window.open` features for a popup of the requested size, centred over the console. */
export function popupFeatures({ width, height }: PopupRequest, opener: WindowBox): string {
  const left = Math.max(0, Math.round(opener.left + (opener.width - width) / 2));
  const top = Math.max(0, Math.round(opener.top + (opener.height - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}
