import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  authorizeInPopup,
  authorizeUrl,
  OAuthCancelledError,
  oauthReturn,
  PopupBlockedError,
  returnToOpener,
  slackConfig,
} from './slackOAuth.ts';

const origin = 'https://console.example.com';

describe('Slack OAuth settings', () => {
  it('is not set up without a client id', () => {
    expect(slackConfig({}, origin)).toBeNull();
    expect(slackConfig({ VITE_SLACK_CLIENT_ID: '  ' }, origin)).toBeNull();
  });

  it('builds the authorize URL with the incoming-webhook scope, redirect and state', () => {
    const config = slackConfig({ VITE_SLACK_CLIENT_ID: '123.456' }, origin);
    expect(config).toEqual({
      clientId: '123.456',
      redirectUri: 'https://console.example.com/settings/alerts',
      authorizeUrl: 'https://slack.com/oauth/v2/authorize',
    });
    const url = new URL(authorizeUrl(config!, 'st4te'));
    expect(url.origin + url.pathname).toBe('https://slack.com/oauth/v2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: '123.456',
      scope: 'incoming-webhook',
      redirect_uri: 'https://console.example.com/settings/alerts',
      state: 'st4te',
    });
  });

  it('takes a registered redirect URI from the environment', () => {
    const config = slackConfig(
      { VITE_SLACK_CLIENT_ID: '1', VITE_SLACK_REDIRECT_URI: 'https://console.example.com/slack' },
      origin,
    );
    expect(config?.redirectUri).toBe('https://console.example.com/slack');
  });

  it('reads the code only when the state is ours', () => {
    const back = `${origin}/settings/alerts`;
    expect(oauthReturn(back, 'abc')).toBeNull();
    expect(oauthReturn(`${back}?code=1234.5678.abcd&state=abc`, 'abc')).toEqual({
      code: '1234.5678.abcd',
    });
    expect(oauthReturn(`${back}?code=1234&state=forged`, 'abc')).toEqual({
      error: 'state_mismatch',
    });
    expect(oauthReturn(`${back}?error=access_denied&state=abc`, 'abc')).toEqual({
      error: 'access_denied',
    });
  });
});

describe('Slack OAuth popup', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const fakePopup = () => {
    const popup = {
      closed: false,
      href: 'about:blank' as string | null,
      close: vi.fn(() => (popup.closed = true)),
      get location() {
        if (popup.href === null) throw new DOMException('cross-origin', 'SecurityError');
        return { href: popup.href };
      },
    };
    return popup;
  };

  it('resolves with the code the popup comes back with, checking every second, and closes it', async () => {
    const popup = fakePopup();
    const open = vi.fn(
      (_url: string, _target: string, _features: string) => popup as unknown as Window,
    );
    const code = authorizeInPopup('https://slack.com/oauth', 'abc', { open });
    expect(open.mock.calls[0]?.[2]).toContain('width=500,height=600');
    popup.href = null; // at Slack
    await vi.advanceTimersByTimeAsync(1000);
    popup.href = `${origin}/settings/alerts?code=1234.5678&state=abc`;
    await vi.advanceTimersByTimeAsync(999);
    expect(popup.close).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(code).resolves.toBe('1234.5678');
    expect(popup.close).toHaveBeenCalledOnce();
  });

  it('rejects when the user closes the popup or Slack says no', async () => {
    const closed = fakePopup();
    const first = authorizeInPopup('u', 's', { open: () => closed as unknown as Window });
    closed.closed = true;
    vi.advanceTimersByTime(2000); // closed at two checks in a row
    await expect(first).rejects.toBeInstanceOf(OAuthCancelledError);

    const denied = fakePopup();
    const second = authorizeInPopup('u', 's', { open: () => denied as unknown as Window });
    denied.href = `${origin}/settings/alerts?error=access_denied&state=s`;
    vi.advanceTimersByTime(1000);
    await expect(second).rejects.toThrow('access_denied');
    expect(denied.close).toHaveBeenCalledOnce();
  });

  it('says when the browser blocked the popup, and closes it when the screen goes away', async () => {
    await expect(authorizeInPopup('u', 's', { open: () => null })).rejects.toBeInstanceOf(
      PopupBlockedError,
    );
    const popup = fakePopup();
    const controller = new AbortController();
    const waiting = authorizeInPopup('u', 's', {
      open: () => popup as unknown as Window,
      signal: controller.signal,
    });
    controller.abort();
    await expect(waiting).rejects.toThrow('aborted');
    expect(popup.close).toHaveBeenCalledOnce();
  });

  it('takes the code the popup page posts before closing itself', async () => {
    const popup = fakePopup();
    const messages = new EventTarget() as EventTarget & { origin: string };
    messages.origin = origin;
    const code = authorizeInPopup('u', 'abc', {
      open: () => popup as unknown as Window,
      messages: messages as unknown as Window,
    });
    const post = (from: string, href: string) =>
      messages.dispatchEvent(
        new MessageEvent('message', { origin: from, data: { type: 'console-slack-oauth', href } }),
      );
    popup.closed = true;
    vi.advanceTimersByTime(1000); // closed once: not yet given up
    post('https://evil.example', `${origin}/settings/alerts?code=forged&state=abc`);
    post(origin, `${origin}/settings/alerts?code=9876.5432&state=abc`);
    await expect(code).resolves.toBe('9876.5432');
  });
});

describe('popup page back from Slack', () => {
  const popupWindow = (href: string, opener: unknown) => {
    const close = vi.fn();
    const url = new URL(href);
    return {
      win: { location: { href, origin: url.origin }, opener, close } as unknown as Window,
      close,
    };
  };

  it('posts its address to the console that opened it and closes', () => {
    const postMessage = vi.fn();
    const opener = { location: { origin }, postMessage };
    const href = `${origin}/settings/alerts?code=1234.5678&state=abc`;
    const { win, close } = popupWindow(href, opener);
    expect(returnToOpener(win)).toBe(true);
    expect(postMessage).toHaveBeenCalledWith({ type: 'console-slack-oauth', href }, origin);
    expect(close).toHaveBeenCalledOnce();
  });

  it('does nothing on an ordinary visit or without a same-origin opener', () => {
    const opener = { location: { origin }, postMessage: vi.fn() };
    expect(returnToOpener(popupWindow(`${origin}/settings/alerts`, opener).win)).toBe(false);
    const back = `${origin}/settings/alerts?code=1&state=abc`;
    expect(returnToOpener(popupWindow(back, null).win)).toBe(false);
    const foreign = {
      get location(): never {
        throw new DOMException('cross-origin', 'SecurityError');
      },
    };
    expect(returnToOpener(popupWindow(back, foreign).win)).toBe(false);
  });
});
