import { describe, expect, it } from 'vitest';
import {
  chooseWorkspace,
  firstModuleRoute,
  isHomePath,
  isPublicPath,
  NO_WORKSPACE,
  parseStartUrl,
  workspacePath,
} from './startupRules.ts';
import type { StartWorkspace } from './startupRules.ts';

const acme: StartWorkspace = {
  id: 'acme',
  name: 'Acme',
  account: 'a1',
  dataset: 'd1',
  modules: ['da'],
};
const bolt: StartWorkspace = {
  id: 'bolt',
  name: 'Bolt',
  account: 'a2',
  dataset: 'd2',
  modules: ['rm'],
};

describe('parseStartUrl', () => {
  it('reads a change-password link', () => {
    expect(parseStartUrl('?mod=change&token=t1')).toEqual({ kind: 'changePassword', token: 't1' });
  });

  it('reads a legacy workspace link', () => {
    expect(parseStartUrl('?version=old&account=a2&dataset=d2')).toEqual({
      kind: 'legacyWorkspace',
      account: 'a2',
      dataset: 'd2',
    });
  });

  it.each([
    '',
    '?mod=change',
    '?mod=reset&token=t',
    '?version=old&account=a2',
    '?version=new&account=a&dataset=d',
  ])('finds nothing in "%s"', (search) => {
    expect(parseStartUrl(search)).toEqual({ kind: 'none' });
  });
});

describe('firstModuleRoute', () => {
  it.each([
    [['da', 'rm'], 'delivery-analytics-report', 'delivery-analytics/report'],
    [['ea', 'rm'], 'reputation-monitor-ips', 'reputation-monitor/ips'],
    [['dr', 'ea'], 'email-auditor-inbox', 'email-auditor/inbox'],
    [['dr'], 'dmarc-reports-domains', 'dmarc-reports/domains'],
    [[], 'delivery-analytics-home', 'delivery-analytics/home'],
  ])('for modules %j goes to %s', (modules, name, path) => {
    expect(firstModuleRoute(modules)).toEqual({ name, path });
  });
});

describe('workspacePath and isHomePath', () => {
  it('prefixes the workspace, except for the placeholder', () => {
    expect(workspacePath('acme', 'email-auditor/inbox')).toBe('/acme/email-auditor/inbox');
    expect(workspacePath(NO_WORKSPACE.id, 'delivery-analytics/home')).toBe(
      '/delivery-analytics/home',
    );
  });

  it('treats / and /{workspace} as home, nothing else', () => {
    expect(isHomePath('/', [acme])).toBe(true);
    expect(isHomePath('/acme/', [acme])).toBe(true);
    expect(isHomePath('/settings', [acme])).toBe(false);
    expect(isHomePath('/acme/delivery-analytics', [acme])).toBe(false);
  });

  it('knows the public pages', () => {
    expect(isPublicPath('/authenticate/change')).toBe(true);
    expect(isPublicPath('/exceptions/404')).toBe(true);
    expect(isPublicPath('/settings/profile')).toBe(false);
  });
});

describe('chooseWorkspace', () => {
  const none = { kind: 'none' } as const;

  it('prefers the legacy account and dataset', () => {
    const intent = { kind: 'legacyWorkspace', account: 'a2', dataset: 'd2' } as const;
    expect(chooseWorkspace({ workspaces: [acme, bolt], intent, pathname: '/acme' })).toBe(bolt);
  });

  it('then the workspace in the path, then the preferred one, then the first', () => {
    const workspaces = [acme, bolt];
    expect(
      chooseWorkspace({ workspaces, intent: none, pathname: '/bolt/x', preferred: 'acme' }),
    ).toBe(bolt);
    expect(
      chooseWorkspace({ workspaces, intent: none, pathname: '/settings', preferred: 'bolt' }),
    ).toBe(bolt);
    expect(chooseWorkspace({ workspaces, intent: none, pathname: '/', preferred: 'gone' })).toBe(
      acme,
    );
  });

  it('falls back to the placeholder without workspaces', () => {
    expect(chooseWorkspace({ workspaces: [], intent: none, pathname: '/' })).toEqual({
      id: 'none',
      name: 'No workspaces available',
      account: '',
      dataset: '',
      modules: [],
    });
  });
});
