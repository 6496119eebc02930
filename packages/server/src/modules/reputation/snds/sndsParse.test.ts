// Reading SNDS's exports from lines as Microsoft publishes them: exact values of each column,
// `< 0.1%` as its upper bound, empty trap fields, commas inside a quoted comment; a row that
// does not read is counted and the others kept; bodies and lines past their bounds.
import { describe, expect, it } from 'vitest';
import { maxBodyBytes, maxLineBytes, SndsBodyTooLarge } from './sndsLines.ts';
import {
  parseComplaintRate,
  parseSndsData,
  parseSndsIpStatus,
  parseSndsTime,
  type SndsDay,
} from './sndsParse.ts';

const greenLine =
  '192.0.2.10,11/24/2026 1:00 AM,11/24/2026 11:59 PM,1520,1498,1502,GREEN,< 0.1%,,,0,mta1.mail.example,bounce@mail.example,';
const yellowLine =
  '192.0.2.11,11/24/2026 3:15 PM,11/25/2026 12:40 AM,880,870,875,YELLOW,0.3%,11/24/2026 4:00 PM,11/24/2026 9:30 PM,7,mta2.mail.example,news@mail.example,"Abuse reported, see JMRP"';
const redLine =
  '2001:db8::25,11/24/2026 12:00 PM,11/24/2026 12:59 PM,240,240,240,red,2.5%,11/24/2026 12:10 PM,11/24/2026 12:10 PM,1,"helo, odd",,"said ""blocked"", then, more"';

const green: SndsDay = {
  ip: '192.0.2.10',
  date: '2026-11-24',
  activityStart: new Date('2026-11-24T01:00:00Z'),
  activityEnd: new Date('2026-11-24T23:59:00Z'),
  rcptCommands: 1520,
  dataCommands: 1498,
  recipients: 1502,
  filter: 'GREEN',
  complaintRate: 0.001,
  trapPeriodStart: null,
  trapPeriodEnd: null,
  trapHits: 0,
  sampleHelo: 'mta1.mail.example',
  sampleMailFrom: 'bounce@mail.example',
  comments: null,
};

describe('SNDS data export', () => {
  it('reads every column of realistic lines', async () => {
    const parsed = await parseSndsData(`${greenLine}\r\n${yellowLine}\r\n${redLine}\r\n`);
    expect(parsed.malformed).toBe(0);
    expect(parsed.rows).toEqual([
      green,
      {
        ip: '192.0.2.11',
        date: '2026-11-24',
        activityStart: new Date('2026-11-24T15:15:00Z'),
        activityEnd: new Date('2026-11-25T00:40:00Z'),
        rcptCommands: 880,
        dataCommands: 870,
        recipients: 875,
        filter: 'YELLOW',
        complaintRate: 0.003,
        trapPeriodStart: new Date('2026-11-24T16:00:00Z'),
        trapPeriodEnd: new Date('2026-11-24T21:30:00Z'),
        trapHits: 7,
        sampleHelo: 'mta2.mail.example',
        sampleMailFrom: 'news@mail.example',
        comments: 'Abuse reported, see JMRP',
      },
      {
        ip: '2001:db8::25',
        date: '2026-11-24',
        activityStart: new Date('2026-11-24T12:00:00Z'),
        activityEnd: new Date('2026-11-24T12:59:00Z'),
        rcptCommands: 240,
        dataCommands: 240,
        recipients: 240,
        filter: 'RED',
        complaintRate: 0.025,
        trapPeriodStart: new Date('2026-11-24T12:10:00Z'),
        trapPeriodEnd: new Date('2026-11-24T12:10:00Z'),
        trapHits: 1,
        sampleHelo: 'helo, odd',
        sampleMailFrom: null,
        comments: 'said "blocked", then, more',
      },
    ]);
  });

  it('files rows under the day asked for, else the UTC day of the activity start', async () => {
    const asked = await parseSndsData(yellowLine, { date: '2026-11-23' });
    expect(asked.rows.map((row) => row.date)).toEqual(['2026-11-23']);
    const latest = await parseSndsData(yellowLine);
    expect(latest.rows.map((row) => row.date)).toEqual(['2026-11-24']);
  });

  it('skips and counts rows that do not read, keeping every other row', async () => {
    const lines = [
      greenLine,
      greenLine.replace('GREEN', 'BLUE'),
      greenLine.replace('1520', '15x0'),
      greenLine.replace('192.0.2.10', '192.0.2.300'),
      greenLine.replace('11/24/2026 1:00 AM', '11/31/2026 1:00 AM'),
      greenLine.replace('< 0.1%', 'low'),
      '192.0.2.10,11/24/2026 1:00 AM,GREEN',
      '192.0.2.12,"11/24/2026 1:00 AM,open quote',
      yellowLine,
      '',
    ];
    const parsed = await parseSndsData(lines.join('\r\n'));
    expect(parsed.malformed).toBe(7);
    expect(parsed.rows.map((row) => [row.ip, row.filter])).toEqual([
      ['192.0.2.10', 'GREEN'],
      ['192.0.2.11', 'YELLOW'],
    ]);
  });

  it('skips a header line without counting it, and a byte order mark', async () => {
    const header =
      '\ufeffIP Address,Activity start,Activity end,RCPT commands,DATA commands,Message recipients,Filter result,Complaint rate,Trap message period start,Trap message period end,Trap hits,Sample HELO,JMR P1 Sender,Comments';
    const parsed = await parseSndsData(`${header}\n${greenLine}\n`);
    expect(parsed).toEqual({ rows: [green], malformed: 0 });
  });

  it('decodes characters split across chunks', async () => {
    const bytes = Buffer.from(`${greenLine}Réputation suivie\n`);
    const cut = bytes.indexOf(Buffer.from('é')) + 1;
    const parsed = await parseSndsData([bytes.subarray(0, cut), bytes.subarray(cut)]);
    expect(parsed.rows[0]?.comments).toBe('Réputation suivie');
  });

  it('reads times and complaint rates as SNDS writes them', () => {
    expect(parseSndsTime('11/24/2026 12:00 AM')).toEqual(new Date('2026-11-24T00:00:00Z'));
    expect(parseSndsTime('11/24/2026 12:30 PM')).toEqual(new Date('2026-11-24T12:30:00Z'));
    expect(parseSndsTime('1/2/2026 9:05 PM')).toEqual(new Date('2026-01-02T21:05:00Z'));
    expect(parseSndsTime('')).toBeNull();
    expect(parseSndsTime('13/01/2026 1:00 AM')).toBeUndefined();
    expect(parseSndsTime('11/24/2026 13:00 PM')).toBeUndefined();
    expect(parseComplaintRate('< 0.1%')).toBe(0.001);
    expect(parseComplaintRate('<0.1%')).toBe(0.001);
    expect(parseComplaintRate('0.3%')).toBe(0.003);
    expect(parseComplaintRate('12.5%')).toBe(0.125);
    expect(parseComplaintRate('0.1-0.3%')).toBe(0.003);
    expect(parseComplaintRate('')).toBeUndefined();
    expect(parseComplaintRate('0.3')).toBeUndefined();
  });
});

describe('SNDS IP status export', () => {
  it('reads ranges, blocked or not, with their reason', async () => {
    const parsed = await parseSndsIpStatus(
      [
        '192.0.2.1,192.0.2.3,Yes,Blocked due to user complaints or other evidence of spamming',
        '198.51.100.7,198.51.100.7,No,',
        '2001:db8::1,2001:db8::ff,yes,"Blocked, pending review"',
        '192.0.2.9,192.0.2.9,Maybe,Unknown',
        '192.0.2.9,2001:db8::9,Yes,Mixed families',
        '',
      ].join('\r\n'),
    );
    expect(parsed).toEqual({
      rows: [
        {
          firstIp: '192.0.2.1',
          lastIp: '192.0.2.3',
          blocked: true,
          reason: 'Blocked due to user complaints or other evidence of spamming',
        },
        { firstIp: '198.51.100.7', lastIp: '198.51.100.7', blocked: false, reason: null },
        {
          firstIp: '2001:db8::1',
          lastIp: '2001:db8::ff',
          blocked: true,
          reason: 'Blocked, pending review',
        },
      ],
      malformed: 2,
    });
  });
});

describe('SNDS input bounds', () => {
  it('takes a line of 64 KB and counts a longer one as malformed', async () => {
    const prefix = '192.0.2.1,192.0.2.1,Yes,';
    const longest = prefix + 'x'.repeat(maxLineBytes - prefix.length);
    const parsed = await parseSndsIpStatus(`${longest}\n${longest}y\n192.0.2.2,192.0.2.2,No,ok\n`);
    expect(parsed.malformed).toBe(1);
    expect(parsed.rows.map((row) => [row.firstIp, row.reason?.length ?? 0])).toEqual([
      ['192.0.2.1', maxLineBytes - prefix.length],
      ['192.0.2.2', 2],
    ]);
  });

  it('refuses a body past 20 MB while it streams, without reading the rest', async () => {
    let chunksRead = 0;
    async function* endless() {
      const megabyte = Buffer.alloc(1024 * 1024, 'x');
      for (;;) {
        chunksRead += 1;
        yield megabyte;
      }
    }
    await expect(parseSndsData(endless())).rejects.toBeInstanceOf(SndsBodyTooLarge);
    expect(chunksRead).toBe(maxBodyBytes / (1024 * 1024) + 1);
  });
});
