// Every signed-in screen of the route table links to a help article (issue 21, "linked from each
// screen's title"), and every article named exists in the help files the server ships
// (packages/server/help/en; the server's documentation test holds fr and de to the same ids).
import fs from 'node:fs';
import path from 'node:path';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createSessionStore } from '../startup/sessionStore.ts';
import { sampleAuthStatus } from '../stories/sampleSession.ts';
import type { RouteHandle } from '../routes/routeHandle.ts';
import type { LazyPage } from '../routes/routeTable.ts';
import { createSignedInRoutes, type SignedInPageLoaders } from '../routes/signedInRoutes.ts';
import { helpArticleOf, helpArticles, helpPath } from './helpArticles.ts';

const Stub = () => null;
const stubPage: LazyPage = async () => ({ Component: Stub });
const pages = new Proxy({} as SignedInPageLoaders, { get: () => stubPage });

/** The routes below the shell (signed in) that are screens: they have a title. */
function shellScreens(): string[] {
  const session = createSessionStore(async () => sampleAuthStatus);
  const shell = createSignedInRoutes({ session, storeReferrer: () => undefined }, pages);
  const screens: string[] = [];
  const walk = (route: RouteObject) => {
    const handle = route.handle as RouteHandle | undefined;
    if (handle?.title && route.id) screens.push(route.id);
    for (const child of route.children ?? []) walk(child);
  };
  walk(shell);
  return screens;
}

/** The help pages explain themselves; the legacy page only forwards to this version. */
const withoutArticle = new Set([
  'documentation-help',
  'documentation-topic',
  'documentation-article',
  'legacy',
]);

function shippedArticles(): Set<string> {
  const folder = path.join(import.meta.dirname, '../../../server/help/en');
  const articles = new Set<string>();
  for (const file of fs.readdirSync(folder).filter((name) => name.endsWith('.md'))) {
    let topic = '';
    for (const line of fs.readFileSync(path.join(folder, file), 'utf8').split('\n')) {
      const heading = /^(#{1,2}) .+? \{#([A-Za-z0-9_.-]+)\}\s*$/.exec(line);
      if (heading?.[1] === '#') topic = heading[2] ?? '';
      else if (heading) articles.add(`${topic}/${heading[2]}`);
    }
  }
  return articles;
}

describe('help articles of the screens', () => {
  it('names an article for every signed-in screen', () => {
    const screens = shellScreens().filter((id) => !withoutArticle.has(id));
    expect(screens).toEqual(
      expect.arrayContaining([
        'delivery-analytics-report',
        'email-auditor-html',
        'dmarc-reports-source',
        'settings-profile',
        'administration-users',
        'management-accounts',
        'management-user-stats',
      ]),
    );
    const missing = screens.filter((id) => !Object.hasOwn(helpArticles, id));
    expect(missing).toEqual([]);
  });

  it('names only articles the help files have', () => {
    const shipped = shippedArticles();
    expect(shipped.size).toBeGreaterThanOrEqual(25);
    for (const [route, { topic, article }] of Object.entries(helpArticles)) {
      expect(shipped.has(`${topic}/${article}`), `${route} -> ${topic}/${article}`).toBe(true);
    }
  });

  it('takes the deepest route that has an article', () => {
    expect(helpArticleOf(['root', 'shell', 'workspace', 'reputation-monitor-ip'])).toEqual({
      topic: 'reputation-monitor',
      article: 'details',
    });
    expect(helpArticleOf(['root', 'shell', 'settings-section', 'settings-alerts'])).toEqual({
      topic: 'alerts',
      article: 'alert-center',
    });
    expect(helpArticleOf(['root', 'shell', 'documentation-article'])).toBeUndefined();
    expect(helpArticleOf(['0', 'toString'])).toBeUndefined();
  });

  it('writes help addresses with their parts encoded', () => {
    expect(helpPath()).toBe('/documentation/help');
    expect(helpPath('dmarc-reports', 'setup')).toBe('/documentation/help/dmarc-reports/setup');
    expect(helpPath('a b')).toBe('/documentation/help/a%20b');
  });
});
