// The editor's calls on both databases: the account overview, and IPs, domains and policy domains
// added within the account's limits, changed field by field and removed, with another account's
// assets answered as unknown ones.
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../testing/databases.ts';
import { expectContractOutput } from '../../testing/contractOutput.ts';
import { useTestApp, type TestSession } from '../../testing/testApp.ts';

describe.each(testDatabases)('assets on %s', (kind) => {
  const holder = useTestApp(kind);
  const t = () => holder.app;
  let editor: TestSession;
  let member: TestSession;
  const account = 'acme';
  const ipRow = (accountId: string, address: string) =>
    t()
      .storage.db.selectFrom('ips')
      .select(['description', 'viewers', 'tags', 'workspace_id'])
      .where('account_id', '=', accountId)
      .where('address', '=', address)
      .executeTakeFirst();
  const expectError = async (
    response: Promise<{ statusCode: number; json(): { name: string; details?: unknown } }>,
    status: number,
    name: string,
  ) => {
    const answer = await response;
    expect([answer.statusCode, answer.json().name]).toEqual([status, name]);
    return answer.json();
  };

  beforeAll(async () => {
    const { db } = t().storage;
    await db
      .insertInto('accounts')
      .values([
        {
          id: 'acme',
          name: 'Acme Inc.',
          modules: ['rm', 'dr'],
          ip_limit: 2,
          domain_limit: 1,
          policy_limit: 1,
          snds: t().services.secrets.seal('secret snds key'),
        },
        { id: 'rival', name: 'Rival Inc.', modules: ['rm'], ip_limit: null },
      ])
      .execute();
    await db
      .insertInto('datasets')
      .values({
        id: 'acme-data',
        account_id: 'acme',
        dimensions: [],
        dimensions_default: [],
        metrics: [],
        viewers: [],
        platform: 'powermta',
        location: 'local',
      })
      .execute();
    await db
      .insertInto('workspaces')
      .values({
        id: 'acme-main',
        name: 'Acme',
        account_id: 'acme',
        dataset_id: 'acme-data',
        modules: ['rm', 'dr'],
        tags: [],
        filters: [],
        dimensions: [],
        dimensions_default: [],
        metrics: [],
      })
      .execute();
    await db
      .insertInto('ips')
      .values({
        account_id: 'rival',
        address: '192.0.2.50',
        description: 'rival ip',
        viewers: [],
        tags: [],
        workspace_id: null,
      })
      .execute();
    const password = await t().addUser('editor@acme.example', { account, role: 'editor' });
    await t().addUser('member@acme.example', { account, role: 'member' });
    editor = await t().signIn('editor@acme.example', password);
    member = await t().signIn('member@acme.example', password);
  });

  it('shows the account with its limits, and only whether the SNDS key is set', async () => {
    const response = await t().call('editor/accounts/get', { account }, editor);
    expectContractOutput('editor/accounts/get', response.json());
    expect(response.json()).toMatchObject({
      id: 'acme',
      members: [
        { user: 'editor@acme.example', role: 'editor' },
        { user: 'member@acme.example', role: 'member' },
      ],
      ip_limit: 2,
      domain_limit: 1,
      user_limit: null,
      snds: true,
    });
    await expectError(t().call('editor/accounts/get', { account }, member), 403, 'Forbidden');
  });

  it('adds IPs up to ip_limit and counts them', async () => {
    const input = {
      account,
      address: '198.51.100.7',
      description: 'Main pool',
      tags: ['pool-a'],
      workspace: 'acme-main',
    };
    const added = await t().call('editor/ips/add', input, editor);
    expect(added.statusCode).toBe(200);
    expectContractOutput('editor/ips/add', added.json());
    expect(added.json()).toEqual({
      address: '198.51.100.7',
      description: 'Main pool',
      viewers: [],
      tags: ['pool-a'],
    });
    expect(await ipRow('acme', '198.51.100.7')).toEqual({
      description: 'Main pool',
      viewers: [],
      tags: ['pool-a'],
      workspace_id: 'acme-main',
    });
    await expectError(t().call('editor/ips/add', input, editor), 409, 'Conflict');
    // an IP another account registered may be registered here too (shared pools)
    const shared = await t().call('editor/ips/add', { account, address: '192.0.2.50' }, editor);
    expect(shared.statusCode).toBe(200);
    const over = await expectError(
      t().call('editor/ips/add', { account, address: '203.0.113.9' }, editor),
      422,
      'LimitExceeded',
    );
    expect(over.details).toEqual({ limit: 2, count: 2 });
    expect(await ipRow('acme', '203.0.113.9')).toBeUndefined();
    const count = await t().call('editor/ips/count', { account }, editor);
    expect(count.json()).toEqual({ count: 2, limit: 2 });
    await expectError(t().call('editor/ips/add', input, member), 403, 'Forbidden');
  });

  it("changes only the fields given, and refuses another account's workspace", async () => {
    const changed = await t().call(
      'editor/ips/set',
      { account, address: '198.51.100.7', viewers: ['Guest@Example.com'], workspace: null },
      editor,
    );
    expect(changed.json()).toEqual({
      address: '198.51.100.7',
      description: 'Main pool',
      viewers: ['guest@example.com'],
      tags: ['pool-a'],
    });
    expect(await ipRow('acme', '198.51.100.7')).toMatchObject({ workspace_id: null });
    const foreignWorkspace = { account, address: '198.51.100.7', workspace: 'demo' };
    await expectError(t().call('editor/ips/set', foreignWorkspace, editor), 404, 'NotFound');
  });

  it("answers 404 for unknown IPs and leaves another account's alone", async () => {
    await t().call('editor/ips/del', { account, address: '192.0.2.50' }, editor);
    const rivals = { account, address: '192.0.2.50', description: 'taken over' };
    await expectError(t().call('editor/ips/set', rivals, editor), 404, 'NotFound');
    await expectError(
      t().call('editor/ips/del', { account, address: '192.0.2.50' }, editor),
      404,
      'NotFound',
    );
    expect(await ipRow('rival', '192.0.2.50')).toMatchObject({ description: 'rival ip' });
    const other = await t().call('editor/ips/count', { account: 'rival' }, editor);
    expect([other.statusCode, other.json().name]).toEqual([403, 'Forbidden']);
  });

  it('manages domains within domain_limit', async () => {
    const input = { account, name: 'Mail.Acme.Example', description: 'bulk' };
    const added = await t().call('editor/domains/add', input, editor);
    expect(added.json()).toEqual({
      name: 'mail.acme.example',
      description: 'bulk',
      viewers: [],
      tags: [],
    });
    const over = await expectError(
      t().call('editor/domains/add', { account, name: 'news.acme.example' }, editor),
      422,
      'LimitExceeded',
    );
    expect(over.details).toEqual({ limit: 1, count: 1 });
    const set = await t().call(
      'editor/domains/set',
      { account, name: 'mail.acme.example', tags: ['bulk'] },
      editor,
    );
    expect(set.json()).toMatchObject({ description: 'bulk', tags: ['bulk'] });
    expect((await t().call('editor/domains/count', { account }, editor)).json()).toEqual({
      count: 1,
      limit: 1,
    });
    const del = await t().call(
      'editor/domains/del',
      { account, name: 'mail.acme.example' },
      editor,
    );
    expect(del.json()).toEqual({ ok: true });
    expect((await t().call('editor/domains/count', { account }, editor)).json().count).toBe(0);
  });

  it('manages policy domains within policy_limit, behind the dr module', async () => {
    const input = { account, id: 'acme.example', guests: ['auditor@example.org'] };
    const added = await t().call('editor/policies/add', input, editor);
    expectContractOutput('editor/policies/add', added.json());
    expect(added.json()).toEqual({
      id: 'acme.example',
      description: '',
      tags: [],
      guests: ['auditor@example.org'],
    });
    await expectError(
      t().call('editor/policies/add', { account, id: 'other.example' }, editor),
      422,
      'LimitExceeded',
    );
    const set = await t().call(
      'editor/policies/set',
      { account, id: 'acme.example', description: 'main brand' },
      editor,
    );
    expect(set.json()).toMatchObject({
      description: 'main brand',
      guests: ['auditor@example.org'],
    });
    await expectError(
      t().call('editor/policies/del', { account, id: 'unknown.example' }, editor),
      404,
      'NotFound',
    );
    expect(
      (await t().call('editor/policies/del', { account, id: 'acme.example' }, editor)).json(),
    ).toEqual({ ok: true });
    const rows = await t()
      .storage.db.selectFrom('policies')
      .selectAll()
      .where('account_id', '=', account)
      .execute();
    expect(rows).toEqual([]);
  });
});
