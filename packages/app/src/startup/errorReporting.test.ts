import type { ApiClient } from '@console/contract';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, failWith } from '../stories/fakeApi.ts';
import { browserLanguage } from './environment.ts';
import { describeError, listenForUnhandledErrors, reportError } from './errorReporting.ts';
import { memoryStorage } from './memoryStorage.ts';

describe('reporting an unhandled error (public/feedback/error)', () => {
  it('sends the error, the address and the storage without the CSRF token', async () => {
    const log: { key: string; input: unknown }[] = [];
    const api: ApiClient = createFakeApi(
      { 'public/feedback/error': () => ({ ok: true }) },
      { log },
    );
    const error = new TypeError('rows is undefined');
    const storage = memoryStorage({ csrf: 'secret', referrer: '/settings' });
    await reportError(api, error, '/demo/delivery-analytics/report?x=1', storage);
    expect(log).toEqual([
      {
        key: 'public/feedback/error',
        input: {
          error: { name: 'TypeError', message: 'rows is undefined', stack: error.stack },
          url: '/demo/delivery-analytics/report?x=1',
          localstorage: { referrer: '/settings' },
        },
      },
    ]);
  });

  it('swallows a failure to report', async () => {
    const api = createFakeApi({ 'public/feedback/error': failWith(500, 'InternalError') });
    await expect(reportError(api, new Error('x'), '/', null)).resolves.toBeUndefined();
  });

  it('describes thrown values that are not errors by their text', () => {
    expect(describeError('boom')).toEqual({ name: 'Error', message: 'boom' });
    expect(describeError({ code: 7 })).toEqual({ name: 'Error', message: '{"code":7}' });
    expect(describeError(new Error('x'.repeat(20_000))).message).toHaveLength(10_000);
  });
});

describe('listening for unhandled errors', () => {
  it('passes on rejections and thrown errors, not browser noise', () => {
    const target = new EventTarget();
    const onError = vi.fn();
    const stop = listenForUnhandledErrors(target as unknown as Window, onError);
    const rejection = Object.assign(new Event('unhandledrejection'), { reason: 'lost promise' });
    target.dispatchEvent(rejection);
    const thrown = new Error('handler failed');
    target.dispatchEvent(Object.assign(new Event('error'), { error: thrown, message: 'x' }));
    target.dispatchEvent(
      Object.assign(new Event('error'), {
        error: null,
        message: 'ResizeObserver loop completed with undelivered notifications.',
      }),
    );
    target.dispatchEvent(
      Object.assign(new Event('error'), { error: null, message: 'Script error.' }),
    );
    expect(onError.mock.calls).toEqual([['lost promise'], [thrown]]);
    stop();
    target.dispatchEvent(rejection);
    expect(onError).toHaveBeenCalledTimes(2);
  });
});

describe('the language before sign-in', () => {
  it('is the browser’s first preference the console speaks, else English', () => {
    expect(browserLanguage(['de-CH', 'en'])).toBe('de');
    expect(browserLanguage(['es-ES', 'fr-FR'])).toBe('fr');
    expect(browserLanguage(['es-ES'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });
});
