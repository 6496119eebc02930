import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { preloadPages } from './preloadPages.ts';

const page = () => vi.fn(async () => ({ Component: () => null }));

describe('preloadPages', () => {
  it('fetches the lazy modules of every route the address matches, and no others', () => {
    const shell = page();
    const report = page();
    const search = page();
    const signIn = page();
    const routes: RouteObject[] = [
      { path: 'authenticate', lazy: signIn },
      {
        path: ':workspace',
        lazy: shell,
        children: [
          { path: 'delivery-analytics/report', lazy: report },
          { path: 'delivery-analytics/search', lazy: search },
        ],
      },
    ];
    preloadPages(routes, '/demo/delivery-analytics/report');
    expect(shell).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledTimes(1);
    expect(search).not.toHaveBeenCalled();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('ignores an address no route matches and a module that fails to load', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('chunk')));
    expect(() => preloadPages([{ path: 'exceptions', lazy: failing }], '/nowhere')).not.toThrow();
    preloadPages([{ path: 'exceptions', lazy: failing }], '/exceptions');
    expect(failing).toHaveBeenCalledTimes(1);
    await Promise.resolve();
  });
});
