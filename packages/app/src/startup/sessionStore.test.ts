import type { AuthStatus } from '@console/contract';
import { describe, expect, it, vi } from 'vitest';
import { sampleAuthStatus, transactionalWorkspace } from '../stories/sampleSession.ts';
import { createSessionStore } from './sessionStore.ts';

const signedOut: AuthStatus = {
  authenticated: false,
  user: null,
  role: null,
  owner: [],
  workspaces: [],
};
const acme = { ...transactionalWorkspace, id: 'acme', account: 'acme-corp' };
const status = { ...sampleAuthStatus, workspaces: [...sampleAuthStatus.workspaces, acme] };

describe('the session store', () => {
  it('is empty until start-up or a guard establishes the session', async () => {
    const store = createSessionStore(async () => status);
    expect(store.current()).toBeNull();
    const listener = vi.fn();
    store.subscribe(listener);
    await store.refresh();
    expect(store.current()?.user.id).toBe('claire.martin@example.com');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('stays empty for a signed-out answer', async () => {
    const store = createSessionStore(async () => signedOut);
    await expect(store.refresh()).resolves.toBeNull();
  });

  it('selects the preferred workspace, else the user’s default, else the last selected', () => {
    const store = createSessionStore(async () => status);
    store.establish(status, 'acme');
    expect(store.selectedWorkspace()).toBe('acme');
    store.establish({ ...status, user: { ...status.user, home: 'transactional' } }, null);
    expect(store.selectedWorkspace()).toBe('transactional');
    store.establish(status, 'unknown');
    expect(store.selectedWorkspace()).toBe('demo');
    store.selectWorkspace('nowhere');
    expect(store.selectedWorkspace()).toBe('demo');
  });

  it('attaches the account of the path’s workspace, else of the selected one', () => {
    const store = createSessionStore(async () => status);
    store.establish(status, 'demo');
    expect(store.accountFor('/acme/delivery-analytics/report')).toBe('acme-corp');
    expect(store.accountFor('/delivery-analytics/report')).toBe('demo');
    store.selectWorkspace('acme');
    expect(store.accountFor('/settings/alerts')).toBe('acme-corp');
    store.clear();
    expect(store.accountFor('/acme/delivery-analytics/report')).toBeNull();
  });
});
