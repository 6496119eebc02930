// The owner's calls on both databases: the member list (with each member's last visit of this
// account only), invitations that the invitee accepts (the same answer and mail whether or not
// the address has a user; members and open invitations within user_limit), role changes and
// removal that keep an owner, and alert recipients.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabases } from '../../testing/databases.ts';
import { expectContractOutput } from '../../testing/contractOutput.ts';
import { adminEmail, adminPassword, useTestApp, type TestSession } from '../../testing/testApp.ts';

const invitationPath = '/api/v1.1/auth/invitation';
const acceptPath = '/api/v1.1/auth/invitation/accept';

describe.each(testDatabases)('memberships on %s', (kind) => {
  const holder = useTestApp(kind);
  const t = () => holder.app;
  let owner: TestSession;
  let editor: TestSession;
  let member: TestSession;
  let rivalOwner: TestSession;
  let password: string;
  const account = 'acme';
  const membership = (user: string) =>
    t()
      .storage.db.selectFrom('memberships')
      .select(['role', 'alerts'])
      .where('account_id', '=', account)
      .where('user_id', '=', user)
      .executeTakeFirst();
  const list = async () => (await t().call('owner/memberships/all', { account }, owner)).json();

  /** The token of the last invitation mailed to `to`, as the invitee reads it. */
  async function mailedToken(to: string): Promise<string> {
    await t().jobs.idle();
    const mails = await t()
      .storage.db.selectFrom('outbox_mail')
      .selectAll()
      .where('recipient', '=', to)
      .orderBy('id', 'desc')
      .execute();
    const token = /invitation\?token=([\w-]+)/.exec(mails[0]?.text_body ?? '')?.[1];
    if (!token) throw new Error(`no invitation mailed to ${to}`);
    return token;
  }

  beforeAll(async () => {
    const { db } = t().storage;
    await db
      .insertInto('accounts')
      .values([
        { id: 'acme', name: 'Acme Inc.', modules: ['da'], user_limit: 6 },
        { id: 'rival', name: 'Rival Inc.', modules: ['da'], user_limit: null },
      ])
      .execute();
    password = await t().addUser('owner@acme.example', { account, role: 'owner' });
    await t().addUser('editor@acme.example', { account, role: 'editor' });
    await t().addUser('member@acme.example', { account, role: 'member' });
    await t().addUser('outsider@example.com', { account: 'rival', role: 'member' });
    await t().addUser('boss@rival.example', { account: 'rival', role: 'owner' });
    owner = await t().signIn('owner@acme.example', password);
    editor = await t().signIn('editor@acme.example', password);
    member = await t().signIn('member@acme.example', password);
    rivalOwner = await t().signIn('boss@rival.example', password);
  });

  it('lists the members with their names, alerts and last visit of this account', async () => {
    const response = await t().call('owner/memberships/all', { account }, owner);
    expect(response.statusCode).toBe(200);
    expectContractOutput('owner/memberships/all', response.json());
    expect(response.json()).toEqual([
      expect.objectContaining({ user: 'editor@acme.example', role: 'editor', last_visit: null }),
      expect.objectContaining({ user: 'member@acme.example', role: 'member', pending: false }),
      expect.objectContaining({ user: 'owner@acme.example', role: 'owner', alerts: false }),
    ]);
    // A call in the account is a visit of it, written beside the call (visits.ts): it shows
    // once that write is done
    await t().call('member/datasets/all', { account }, member);
    await vi.waitFor(async () => {
      const visited = (await list()).find(
        (row: { user: string }) => row.user === 'member@acme.example',
      );
      expect(Date.now() - Date.parse(visited.last_visit)).toBeLessThan(60_000);
    });
  });

  it('refuses editors and owners of other accounts with 403 Forbidden', async () => {
    for (const session of [editor, rivalOwner]) {
      const response = await t().call('owner/memberships/all', { account }, session);
      expect([response.statusCode, response.json().name]).toEqual([403, 'Forbidden']);
    }
  });

  it('invites an existing user and an unknown address alike, and neither is a member yet', async () => {
    const existing = { account, user: 'outsider@example.com', role: 'editor' };
    const unknown = { account, user: 'New.Hire@Example.com', role: 'member' };
    const first = await t().call('owner/memberships/add', existing, owner);
    const second = await t().call('owner/memberships/invite', unknown, owner);
    expect([first.statusCode, first.json()]).toEqual([200, existing]);
    expectContractOutput('owner/memberships/invite', second.json());
    expect([second.statusCode, second.json()]).toEqual([
      200,
      {
        account,
        user: 'new.hire@example.com',
        role: 'member',
        name: null,
        alerts: false,
        last_visit: null,
        pending: true,
      },
    ]);
    expect(await membership('outsider@example.com')).toBeUndefined();
    // The owner sees the two addresses as invited, and nothing of the user who exists.
    const pending = (await list()).filter((row: { pending: boolean }) => row.pending);
    expect(pending).toEqual([
      { ...second.json() },
      { ...second.json(), user: 'outsider@example.com', role: 'editor' },
    ]);
    // The same mail for both, but for the address and the token.
    await t().jobs.idle();
    const texts = await t()
      .storage.db.selectFrom('outbox_mail')
      .select(['recipient', 'subject', 'text_body'])
      .where('recipient', 'in', ['outsider@example.com', 'new.hire@example.com'])
      .execute();
    expect(new Set(texts.map((mail) => mail.text_body.replace(/token=[\w-]+/, 'token=T')))).toEqual(
      new Set([
        [
          'owner invited you to the account "Acme Inc." of the Deliverability console.',
          '',
          'Open the invitation to accept it:',
          '',
          'http://localhost:8080/authenticate/invitation?token=T',
          '',
          'The link expires in 7 days. Until you accept, you are not a member of the account.',
          'If you did not expect this, ignore this mail.',
        ].join('\n'),
      ]),
    );
    expect(new Set(texts.map((mail) => mail.subject))).toEqual(
      new Set(['You are invited to Acme Inc.']),
    );
    const again = await t().call('owner/memberships/add', { ...existing, role: 'member' }, owner);
    expect(again.statusCode).toBe(200);
    const member = await t().call(
      'owner/memberships/add',
      { account, user: 'editor@acme.example', role: 'member' },
      owner,
    );
    expect([member.statusCode, member.json().name]).toEqual([409, 'Conflict']);
  });

  it('lets an admin add an existing user at once, and only an existing one', async () => {
    const admin = await t().signIn(adminEmail, adminPassword);
    const input = { account: 'rival', user: 'editor@acme.example', role: 'member' };
    const added = await t().call('owner/memberships/add', input, admin);
    expect([added.statusCode, added.json()]).toEqual([200, input]);
    const row = await t()
      .storage.db.selectFrom('memberships')
      .select('role')
      .where('account_id', '=', 'rival')
      .where('user_id', '=', 'editor@acme.example')
      .executeTakeFirst();
    expect(row).toEqual({ role: 'member' });
    const unknown = await t().call(
      'owner/memberships/add',
      { ...input, user: 'nobody@example.com' },
      admin,
    );
    expect([unknown.statusCode, unknown.json().name]).toEqual([404, 'NotFound']);
  });

  it('lets an existing user accept with the mailed link, once', async () => {
    const token = await mailedToken('outsider@example.com');
    expect(t().logs.join('\n')).not.toContain(token);
    const offer = await t().call(invitationPath, { token });
    expect(offer.statusCode).toBe(200);
    expect(offer.json()).toMatchObject({
      account_name: 'Acme Inc.',
      role: 'member',
      invited_by: 'owner',
      email: 'outsider@example.com',
      needs_password: false,
    });
    const accepted = await t().call(acceptPath, { token });
    expect([accepted.statusCode, accepted.json()]).toEqual([200, { ok: true }]);
    expect(await membership('outsider@example.com')).toEqual({ role: 'member', alerts: false });
    const twice = await t().call(acceptPath, { token });
    expect([twice.statusCode, twice.json().name]).toEqual([404, 'InvitationNotFound']);
  });

  it('lets a new address choose its password when it accepts, then sign in', async () => {
    const token = await mailedToken('new.hire@example.com');
    expect((await t().call(invitationPath, { token })).json()).toMatchObject({
      needs_password: true,
      role: 'member',
    });
    const short = await t().call(acceptPath, { token, password: 'too short' });
    expect([short.statusCode, short.json().name]).toEqual([400, 'PasswordInsecure']);
    const none = await t().call(acceptPath, { token });
    expect([none.statusCode, none.json().name]).toEqual([400, 'PasswordInsecure']);
    const chosen = 'a brand new password';
    expect((await t().call(acceptPath, { token, password: chosen })).statusCode).toBe(200);
    const session = await t().signIn('new.hire@example.com', chosen);
    const accounts = await t().call('user/accounts/all', {}, session);
    expect(accounts.json()).toEqual([expect.objectContaining({ id: 'acme' })]);
  });

  it('changes the role of an invitation, withdraws it, and refuses an expired one', async () => {
    const input = { account, user: 'maybe@example.com', role: 'member' };
    await t().call('owner/memberships/invite', input, owner);
    const token = await mailedToken('maybe@example.com');
    const set = await t().call('owner/memberships/set', { ...input, role: 'editor' }, owner);
    expect(set.statusCode).toBe(200);
    expect((await t().call(invitationPath, { token })).json()).toMatchObject({ role: 'editor' });
    const withdrawn = await t().call('owner/memberships/del', { account, user: input.user }, owner);
    expect(withdrawn.json()).toEqual({ ok: true });
    const gone = await t().call(invitationPath, { token });
    expect([gone.statusCode, gone.json().name]).toEqual([404, 'InvitationNotFound']);

    await t().call('owner/memberships/invite', input, owner);
    const late = await mailedToken('maybe@example.com');
    await t()
      .storage.db.updateTable('invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', 'maybe@example.com')
      .execute();
    const expired = await t().call(acceptPath, { token: late, password: 'a long enough one' });
    expect([expired.statusCode, expired.json().name]).toEqual([410, 'InvitationExpired']);
    expect(await membership('maybe@example.com')).toBeUndefined();
  });

  it('counts open invitations within user_limit, and a full account invites nobody', async () => {
    // 5 members (owner, editor, member, outsider, new hire); the expired invitation is not counted.
    const sixth = { account, user: 'sixth@example.com', role: 'member' };
    expect((await t().call('owner/memberships/invite', sixth, owner)).statusCode).toBe(200);
    const input = { account, user: 'latecomer@example.com', role: 'member' };
    const over = await t().call('owner/memberships/invite', input, owner);
    expect([over.statusCode, over.json()]).toEqual([
      422,
      {
        name: 'LimitExceeded',
        message: 'The account may have at most 6 users',
        details: { limit: 6, count: 6 },
      },
    ]);
    const invited = await t()
      .storage.db.selectFrom('invitations')
      .select('email')
      .where('email', '=', 'latecomer@example.com')
      .execute();
    expect(invited).toEqual([]);
  });

  it('changes roles but keeps the last owner', async () => {
    const set = (user: string, role: string) =>
      t().call('owner/memberships/set', { account, user, role }, owner);
    const promoted = await set('member@acme.example', 'editor');
    expect(promoted.statusCode).toBe(200);
    expect(await membership('member@acme.example')).toMatchObject({ role: 'editor' });
    const stranger = await set('boss@rival.example', 'member');
    expect([stranger.statusCode, stranger.json().name]).toEqual([404, 'NotFound']);
    const last = await set('owner@acme.example', 'editor');
    expect([last.statusCode, last.json().name]).toEqual([409, 'Conflict']);
    expect(await membership('owner@acme.example')).toMatchObject({ role: 'owner' });
    expect((await set('member@acme.example', 'owner')).statusCode).toBe(200);
    expect((await set('member@acme.example', 'member')).statusCode).toBe(200);
  });

  it('removes members but never the last owner', async () => {
    const del = (user: string) => t().call('owner/memberships/del', { account, user }, owner);
    const last = await del('owner@acme.example');
    expect([last.statusCode, last.json().name]).toEqual([409, 'Conflict']);
    const stranger = await del('boss@rival.example');
    expect([stranger.statusCode, stranger.json().name]).toEqual([404, 'NotFound']);
    expect([(await del('outsider@example.com')).json()]).toEqual([{ ok: true }]);
    expect(await membership('outsider@example.com')).toBeUndefined();
    const admin = await t().signIn(adminEmail, adminPassword);
    const byAdmin = await t().call('owner/memberships/all', { account }, admin);
    // four members and the sixth's invitation
    expect(byAdmin.json()).toHaveLength(5);
  });

  it('makes members alert recipients and stops it', async () => {
    const input = { account, user: 'editor@acme.example' };
    expect((await t().call('owner/alerts/add', input, owner)).json()).toEqual({ ok: true });
    expect(await membership('editor@acme.example')).toMatchObject({ alerts: true });
    expect((await t().call('owner/alerts/del', input, owner)).statusCode).toBe(200);
    expect(await membership('editor@acme.example')).toMatchObject({ alerts: false });
    const foreign = await t().call(
      'owner/alerts/add',
      { account, user: 'boss@rival.example' },
      owner,
    );
    expect([foreign.statusCode, foreign.json().name]).toEqual([404, 'NotFound']);
  });
});
