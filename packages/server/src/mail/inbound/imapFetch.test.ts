// IMAP fetching against a real IMAP server on loopback (dovecot, testing/dovecot.ts), on both
// databases: mailboxes added with `pnpm console mailbox add` (password read from stdin, stored
// sealed); a fetch stores each message with its mailbox, hands it to its route, and only then
// moves it to Processed, or flags it \Seen when the processed folder can not be made; a second
// fetch takes nothing twice, nor a message stored just before a crash; a watch wakes up on IDLE;
// the job mail.imap-fetch fetches every mailbox, records a failing one, and stores a message no
// route takes as failed with the reason, for `inbound --retry`.
import { Readable } from 'node:stream';
import { ImapFlow } from 'imapflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseArgs } from '../../cli/args.ts';
import { inboundCommand, mailboxCommand } from '../../cli/inboundCommands.ts';
import type { Sealed } from '../../secrets/secretBox.ts';
import { testDatabases } from '../../testing/databases.ts';
import { startDovecot, type Dovecot } from '../../testing/dovecot.ts';
import { createTestRoute } from '../../testing/inboundRoute.ts';
import { freePort } from '../../testing/productProcess.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { mailJobs } from '../mail.jobs.ts';
import { fetchMailbox, type FetchResult, type MailboxRow } from './imapFetch.ts';
import { insertImapMessage, mailboxRows } from './inbound.repository.ts';

const users = [
  { name: 'reports', password: 'reports password 1' },
  { name: 'seenonly', password: 'seen-only password 2' },
];
const report = (subject: string) =>
  `From: noreply-dmarc-support@google.com\r\nTo: dmarc@customer.example\r\n` +
  `Subject: ${subject}\r\nMessage-ID: <${subject.replace(/\W/g, '')}@google.com>\r\n\r\nReport.\r\n`;

describe.each(testDatabases)('IMAP fetching on %s', (kind) => {
  const holder = useTestApp(kind);
  const t = () => holder.app;
  const moduleRoute = createTestRoute('dmarc', 'dr');
  const namedRoute = createTestRoute('test');
  const routes = [moduleRoute, namedRoute];
  let dovecot: Dovecot;
  let reports: MailboxRow;
  let seenOnly: MailboxRow;

  const imap = async (user: (typeof users)[number]) => {
    const client = new ImapFlow({
      host: '127.0.0.1',
      port: dovecot.port,
      secure: false,
      auth: { user: user.name, pass: user.password },
      logger: false,
    });
    await client.connect();
    return client;
  };
  const append = async (user: (typeof users)[number], subjects: string[]) => {
    const client = await imap(user);
    const appended = [];
    for (const subject of subjects) {
      const result = await client.append('INBOX', report(subject));
      if (typeof result !== 'object') throw new Error(`the server did not take ${subject}`);
      appended.push(result);
    }
    await client.logout();
    return appended;
  };
  /** messages of a folder with their flags */
  const folder = async (user: (typeof users)[number], path: string) => {
    const client = await imap(user);
    const lock = await client.getMailboxLock(path);
    const messages = (
      client.mailbox && client.mailbox.exists > 0
        ? await client.fetchAll('1:*', { uid: true, flags: true, envelope: true })
        : []
    ).map((message) => ({
      subject: message.envelope?.subject,
      seen: message.flags?.has('\\Seen'),
    }));
    lock.release();
    await client.logout();
    return messages;
  };
  const rowsOf = (mailboxId: number) =>
    t()
      .storage.db.selectFrom('inbound_messages')
      .selectAll()
      .where('mailbox_id', '=', mailboxId)
      .orderBy('id')
      .execute();
  const mailbox = (argv: string[], password: string) =>
    mailboxCommand(t().services, parseArgs(argv), routes, Readable.from([`${password}\n`]));

  beforeAll(async () => {
    dovecot = await startDovecot(users);
    await t()
      .storage.db.insertInto('accounts')
      .values({ id: 'dmarc-co', name: 'DMARC Co', modules: ['dr'] })
      .execute();
    const common = ['--account', 'dmarc-co', '--host', '127.0.0.1', '--port', String(dovecot.port)];
    expect(
      await mailbox(
        ['mailbox', 'add', ...common, '--user', 'reports', '--password-stdin'],
        users[0]!.password,
      ),
    ).toEqual([
      expect.stringMatching(
        /^Mailbox \d+ added for dmarc-co: reports@127\.0\.0\.1:\d+, folder INBOX, fetched mail moved to Processed\.$/,
      ),
    ]);
    await mailbox(
      [
        'mailbox',
        'add',
        ...common,
        '--user',
        'seenonly',
        '--password-stdin',
        '--processed-folder',
        'Not/Allowed',
        '--handler',
        'test',
      ],
      users[1]!.password,
    );
    [reports, seenOnly] = (await mailboxRows(t().storage.db)) as [MailboxRow, MailboxRow];
  }, 60_000);
  afterAll(async () => {
    await dovecot?.stop();
  });

  it('keeps the mailbox password sealed, and refuses a mailbox without one', async () => {
    expect(reports.password).not.toContain(users[0]!.password);
    expect(t().services.secrets.open(reports.password as Sealed)).toBe(users[0]!.password);
    await expect(
      mailbox(['mailbox', 'add', '--account', 'dmarc-co', '--host', 'h', '--user', 'u'], 'x'),
    ).rejects.toThrow('Give the password on standard input with --password-stdin');
    await expect(
      mailbox(
        ['mailbox', 'add', '--account', 'nobody', '--host', 'h', '--user', 'u', '--password-stdin'],
        'x',
      ),
    ).rejects.toThrow('No account nobody');
  });

  it('stores each message, hands it to its route, moves it to Processed, and takes nothing twice', async () => {
    await append(users[0]!, ['Report one', 'Report two', 'Report three']);
    const first = await fetchMailbox(t().services, reports, { routes });
    expect(first).toEqual({ stored: 3, storedBefore: 0, moved: 3, flagged: 0 });
    const rows = await rowsOf(reports.id);
    expect(
      rows.map((row) => [row.source, row.mailbox, row.account_id, row.route, row.state]),
    ).toEqual(Array(3).fill(['imap', 'reports@127.0.0.1/INBOX', 'dmarc-co', 'dmarc', 'processed']));
    expect(Buffer.from(rows[0]!.raw).toString()).toBe(report('Report one'));
    expect(moduleRoute.handled.map((entry) => entry.subject)).toEqual([
      'Report one',
      'Report two',
      'Report three',
    ]);
    expect(await folder(users[0]!, 'INBOX')).toEqual([]);
    expect((await folder(users[0]!, 'Processed')).map((message) => message.subject)).toEqual([
      'Report one',
      'Report two',
      'Report three',
    ]);
    const second = await fetchMailbox(t().services, reports, { routes });
    expect(second).toEqual({ stored: 0, storedBefore: 0, moved: 0, flagged: 0 });
    expect(await rowsOf(reports.id)).toHaveLength(3);
  });

  it('flags messages \\Seen where the processed folder can not be made, and takes nothing twice', async () => {
    await append(users[1]!, ['Seen one', 'Seen two']);
    const first = await fetchMailbox(t().services, seenOnly, { routes });
    expect(first).toEqual({ stored: 2, storedBefore: 0, moved: 0, flagged: 2 });
    expect(await folder(users[1]!, 'INBOX')).toEqual([
      { subject: 'Seen one', seen: true },
      { subject: 'Seen two', seen: true },
    ]);
    expect((await rowsOf(seenOnly.id)).map((row) => [row.route, row.state])).toEqual([
      ['test', 'processed'],
      ['test', 'processed'],
    ]);
    expect(await fetchMailbox(t().services, seenOnly, { routes })).toEqual({
      stored: 0,
      storedBefore: 0,
      moved: 0,
      flagged: 0,
    });
  });

  it('moves a message stored just before a crash without storing it again', async () => {
    const [appended] = await append(users[0]!, ['Stored before the crash']);
    await insertImapMessage(t().storage.db, {
      source: 'imap',
      account_id: 'dmarc-co',
      mailbox_id: reports.id,
      imap_uid_validity: Number(appended?.uidValidity),
      imap_uid: appended?.uid,
      size: 1,
      raw: Buffer.from(report('Stored before the crash')),
    });
    expect(await fetchMailbox(t().services, reports, { routes })).toEqual({
      stored: 0,
      storedBefore: 1,
      moved: 1,
      flagged: 0,
    });
    expect(await rowsOf(reports.id)).toHaveLength(4);
  });

  it('keeps watching with IDLE and takes a message as it arrives', async () => {
    const watch = new AbortController();
    const passes: FetchResult[] = [];
    let wake = () => undefined as void;
    const watching = fetchMailbox(t().services, reports, {
      routes,
      watch: watch.signal,
      pollSeconds: 600,
      onPass: (result) => {
        passes.push(result);
        wake();
      },
    });
    const passCount = async (count: number) => {
      const deadline = Date.now() + 10_000;
      while (passes.length < count) {
        if (Date.now() > deadline) throw new Error(`no pass ${count} within 10 s`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 200);
        });
      }
    };
    await passCount(1);
    // a poll would come after 600 s: only IDLE's news can wake the watch in time
    await append(users[0]!, ['Arrived while idling']);
    await passCount(2);
    watch.abort();
    expect(await watching).toMatchObject({ stored: 1, moved: 1 });
    // one pass at the start, one when IDLE told of the message: no polling, no busy loop
    expect(passes.map((pass) => pass.stored)).toEqual([0, 1]);
    expect(moduleRoute.handled.at(-1)?.subject).toBe('Arrived while idling');
  });

  it('runs as the job mail.imap-fetch: a failing mailbox is recorded, a message goes to its module', async () => {
    const [job] = mailJobs;
    expect([job?.name, job?.cron]).toEqual(['mail.imap-fetch', '* * * * *']);
    // A mailbox whose server does not answer (a wrong password would do, but dovecot then
    // delays every login from 127.0.0.1 for seconds: its auth penalty).
    const closedPort = await freePort();
    await mailbox(
      [
        'mailbox',
        'add',
        '--account',
        'dmarc-co',
        '--host',
        '127.0.0.1',
        '--port',
        String(closedPort),
        '--user',
        'nobody',
        '--password-stdin',
      ],
      'unused password',
    );
    await append(users[0]!, ['Fetched by the job']);
    // the job uses the registered routes: DMARC Reports takes the account's mailbox, and keeps
    // a message without a report as an unparsed failure report
    await job?.run({}, t().services);
    const [stored] = (await rowsOf(reports.id)).slice(-1);
    expect([stored?.state, stored?.failure]).toEqual(['processed', null]);
    const unparsed = await t()
      .storage.db.selectFrom('dmarc_failure_reports')
      .select(['account_id', 'parsed', 'inbound_message_id'])
      .where('inbound_message_id', '=', stored?.id ?? 0)
      .execute();
    expect(unparsed).toEqual([
      { account_id: 'dmarc-co', parsed: false, inbound_message_id: stored?.id },
    ]);
    expect(await folder(users[0]!, 'INBOX')).toEqual([]);
    const listed = await mailbox(['mailbox', 'list'], '');
    expect(listed[0]).toBe(
      'ID\tACCOUNT\tMAILBOX\tPORT\tTLS\tPROCESSED\tHANDLER\tLAST FETCH\tLAST ERROR',
    );
    const lastFetch = '\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d';
    expect(listed.find((line) => line.includes('nobody@'))).toMatch(
      new RegExp(`\\tno\\tProcessed\\t\\(module\\)\\t${lastFetch}\\t.*ECONNREFUSED`),
    );
    expect(listed.find((line) => line.includes('reports@127.0.0.1/INBOX'))).toMatch(
      new RegExp(
        `^${reports.id}\\tdmarc-co\\treports@127\\.0\\.0\\.1/INBOX\\t${dovecot.port}\\tno\\tProcessed\\t\\(module\\)\\t${lastFetch}\\t$`,
      ),
    );
    expect(listed.join('\n')).not.toContain(users[0]!.password);

    const inbound = (argv: string[]) => inboundCommand(t().services, parseArgs(argv), routes);
    // only a failed mail is imported again
    await expect(inbound(['inbound', '--retry', String(stored?.id)])).rejects.toThrow(
      `Mail ${stored?.id} is processed: only a failed mail is retried`,
    );
    expect(await mailbox(['mailbox', 'remove', String(seenOnly.id)], '')).toEqual([
      `Mailbox ${seenOnly.id} removed; the mails stored from it are kept.`,
    ]);
    const kept = await t()
      .storage.db.selectFrom('inbound_messages')
      .select(['mailbox_id', 'mailbox'])
      .where('mailbox', '=', 'seenonly@127.0.0.1/INBOX')
      .execute();
    expect(kept).toEqual([
      { mailbox_id: null, mailbox: 'seenonly@127.0.0.1/INBOX' },
      { mailbox_id: null, mailbox: 'seenonly@127.0.0.1/INBOX' },
    ]);
    expect(t().logs.join('\n')).not.toContain(users[0]!.password);
  });
});
