// The signed-in user's own calls and the auth status on both databases: what an admin, a member
// and a user without workspaces see, and the partial forms of users/set.
import { noWorkspace } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../testing/databases.ts';
import { expectContractOutput } from '../../testing/contractOutput.ts';
import { adminEmail, adminPassword, useTestApp } from '../../testing/testApp.ts';

describe.each(testDatabases)('user calls on %s', (kind) => {
  const holder = useTestApp(kind);
  const t = () => holder.app;

  it('tells a visitor they are not signed in', async () => {
    const response = await t().call('public/users/auth', {});
    expect(response.json()).toEqual({
      authenticated: false,
      user: null,
      role: null,
      owner: [],
      workspaces: [],
    });
  });

  it('gives an admin role ADMIN, their owned accounts and the demo workspace', async () => {
    const session = await t().signIn(adminEmail, adminPassword);
    const status = (await t().call('public/users/auth', {}, session)).json();
    expectContractOutput('public/users/auth', status);
    expect(status).toMatchObject({ authenticated: true, role: 'ADMIN', owner: ['demo'] });
    expect(status.user).toMatchObject({
      id: adminEmail,
      admin: true,
      owner: true,
      language: 'en',
      timezone: 'Etc/Zulu',
      clock: 'h23',
      week: 'sunday',
      delimiter: 'comma',
    });
    expect(
      status.workspaces.map((ws: { id: string; role: string; modules: string[] }) => [
        ws.id,
        ws.role,
        ws.modules,
      ]),
    ).toEqual([['demo', 'owner', ['da', 'rm', 'ea', 'dr']]]);
    // every IP the demo traffic sends from, and the DMARC reports' Amazon SES address
    expect(status.workspaces[0].ips).toEqual([
      '192.0.2.10',
      '192.0.2.11',
      '192.0.2.12',
      '192.0.2.13',
      '192.0.2.20',
      '192.0.2.21',
      '192.0.2.30',
      '198.51.100.7',
    ]);
  });

  it('gives a member role USER, no owned accounts and the account workspaces with their role', async () => {
    const password = await t().addUser('member@example.com', { account: 'demo', role: 'editor' });
    const session = await t().signIn('member@example.com', password);
    const status = (await t().call('public/users/auth', {}, session)).json();
    expect(status).toMatchObject({ role: 'USER', owner: [], user: { owner: false, admin: false } });
    expect(status.workspaces.map((ws: { id: string; role: string }) => [ws.id, ws.role])).toEqual([
      ['demo', 'editor'],
    ]);
    const accounts = (await t().call('user/accounts/all', {}, session)).json();
    expectContractOutput('user/accounts/all', accounts);
    expect(accounts).toEqual([
      { id: 'demo', name: 'Demo account', modules: ['da', 'rm', 'ea', 'dr'] },
    ]);
  });

  it('gives a user without memberships the placeholder workspace "No workspaces available"', async () => {
    const password = await t().addUser('lonely@example.com');
    const session = await t().signIn('lonely@example.com', password);
    const status = (await t().call('public/users/auth', {}, session)).json();
    expect(status.workspaces).toEqual([noWorkspace]);
    expect(status.workspaces[0]).toMatchObject({ id: 'none', name: 'No workspaces available' });
    const workspaces = await t().call('user/workspaces/all', {}, session);
    expect(workspaces.json()).toEqual([noWorkspace]);
    expect((await t().call('user/accounts/all', {}, session)).json()).toEqual([]);
  });

  it('changes only what users/set is given: {version}, then {last_message, version}', async () => {
    const password = await t().addUser('settings@example.com');
    const session = await t().signIn('settings@example.com', password);
    const versionOnly = await t().call('user/users/set', { version: 'v2-0-63-0' }, session);
    expectContractOutput('user/users/set', versionOnly.json());
    expect(versionOnly.json()).toMatchObject({
      version: 'v2-0-63-0',
      last_message: null,
      language: 'en',
    });
    const closed = await t().call(
      'user/users/set',
      { last_message: '2024-05-01T10:00:00+02:00', version: 'v2-0-64-0' },
      session,
    );
    expect(closed.json()).toMatchObject({
      version: 'v2-0-64-0',
      last_message: '2024-05-01T08:00:00.000Z',
    });
  });

  it('stores every setting, presets and preferences included, and users/get reads them back', async () => {
    const password = await t().addUser('prefs@example.com', { account: 'demo' });
    const session = await t().signIn('prefs@example.com', password);
    const settings = {
      name: 'Prefs Person',
      language: 'fr',
      timezone: 'Europe/Paris',
      format: '# ###,##',
      clock: 'h12',
      week: 'monday',
      delimiter: 'semicolon',
      bom: true,
      mode: 'dark',
      alerts: false,
      workspace: 'demo',
      home: null,
      lock_drawer: true,
      reload_on_sort: true,
      presets: {
        'demo.Gmail only': {
          dataset: 'demo-newsletters',
          workspace: 'demo',
          range: {
            preset: 'yesterday',
            start: '2024-05-01T00:00:00Z',
            end: '2024-05-02T00:00:00Z',
          },
          filters: [{ field: 'provider', op: 'IN', values: ['gmail'] }],
          default: true,
        },
      },
      preferences: {
        demo: { layout: 'two', density: 'compact', dimensions: ['domain'], metrics: ['sent'] },
      },
    };
    const set = await t().call('user/users/set', settings, session);
    expect(set.statusCode).toBe(200);
    const got = (await t().call('user/users/get', {}, session)).json();
    expectContractOutput('user/users/get', got);
    expect(got).toMatchObject(settings);
  });
});
