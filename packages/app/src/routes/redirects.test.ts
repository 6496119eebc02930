import { describe, expect, it } from 'vitest';
import {
  newslettersWorkspace,
  noWorkspaceAuthStatus,
  sampleAuthStatus,
} from '../stories/sampleSession.ts';
import { homeTarget, redirectTarget, withQuery } from './redirects.ts';

describe('the redirect view', () => {
  it('drops the first 3 characters of the path and keeps query and hash', () => {
    expect(redirectTarget('/r/demo/delivery-analytics/report')).toBe(
      '/demo/delivery-analytics/report',
    );
    expect(redirectTarget('/r/settings/alerts', '?tab=2', '#slack')).toBe(
      '/settings/alerts?tab=2#slack',
    );
    expect(redirectTarget('/r/')).toBe('/');
    expect(redirectTarget('/r//demo')).toBe('/demo');
  });
});

describe('the home placeholder target', () => {
  it('is the first module of the path’s workspace, else the selected one, else the first', () => {
    expect(homeTarget(sampleAuthStatus, 'transactional', 'demo')).toBe(
      '/transactional/delivery-analytics/report',
    );
    const rmOnly = {
      ...sampleAuthStatus,
      workspaces: [
        newslettersWorkspace,
        { ...newslettersWorkspace, id: 'ips', modules: ['rm' as const] },
      ],
    };
    expect(homeTarget(rmOnly, undefined, 'ips')).toBe('/ips/reputation-monitor/ips');
    expect(homeTarget(rmOnly, undefined, null)).toBe('/demo/delivery-analytics/report');
  });

  it('has no prefix for the placeholder workspace of a user without workspaces', () => {
    expect(homeTarget(noWorkspaceAuthStatus, undefined, 'none')).toBe('/delivery-analytics/home');
  });
});

it('keeps the query of the request', () => {
  expect(withQuery('/a', new Request('http://x.test/b?c=1'))).toBe('/a?c=1');
});
