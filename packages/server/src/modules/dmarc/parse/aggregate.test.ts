import { describe, expect, it } from 'vitest';
import { parseAggregateReport, readAggregateReport } from './aggregate.ts';
import { extractReportDocuments } from './inputs.ts';
import { fixture } from '../../../testing/dmarcFixtures.ts';
import { ReportInputError, type AggregateRecord } from './types.ts';

/** A fixture through the whole chain: container sniffing, decompression, then the parser. */
async function readFixture(name: string) {
  const parts = await extractReportDocuments(fixture(name), { name });
  expect(parts).toHaveLength(1);
  const [part] = parts;
  if (!part?.ok) throw new Error(`fixture ${name} not extracted`);
  expect(part.kind).toBe('aggregate');
  return readAggregateReport(part.bytes);
}

async function refusal(xml: string | Buffer): Promise<ReportInputError> {
  const error = await readAggregateReport(Buffer.from(xml)).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ReportInputError);
  return error as ReportInputError;
}

const noPolicyExtras = { np: null, testing: null, discoveryMethod: null };

describe('parseAggregateReport on the real-world fixtures', () => {
  const cases: {
    file: string;
    report: Record<string, unknown>;
    firstRecord: AggregateRecord;
    records: number;
  }[] = [
    {
      file: 'aggregate/addisonfoods.com!example.com!1536105600!1536191999.xml',
      report: {
        schema: 'rfc7489',
        orgName: 'addisonfoods.com',
        reportId: '3ceb5548498640beaeb47327e202b0b9',
        begin: 1536105600,
        end: 1536191999,
        policy: {
          domain: 'example.com',
          ...{ adkim: 'r', aspf: 'r', p: 'none', sp: 'none', pct: 100, fo: '0' },
          ...noPolicyExtras,
        },
      },
      records: 1,
      firstRecord: {
        sourceIp: '109.203.100.17',
        count: 1,
        disposition: 'none',
        dkim: 'fail',
        spf: 'fail',
        reasons: [],
        headerFrom: 'example.com',
        envelopeFrom: 'example.com',
        envelopeTo: null,
        dkimResults: [
          {
            domain: 'toptierhighticket.club',
            selector: 'default',
            result: 'pass',
            humanResult: null,
          },
        ],
        spfResults: [],
      },
    },
    {
      file: 'aggregate/example.net!example.com!1529366400!1529452799.xml',
      report: {
        schema: 'rfc7489',
        orgName: 'example.net',
        reportId: 'b043f0e264cf4ea995e93765242f6dfb',
        begin: 1529366400,
        end: 1529452799,
        policy: {
          domain: 'example.com',
          ...{ adkim: 'r', aspf: 'r', p: 'none', sp: 'none', pct: 100, fo: '0' },
          ...noPolicyExtras,
        },
      },
      records: 1,
      firstRecord: {
        sourceIp: '199.230.200.36',
        count: 1,
        disposition: 'none',
        dkim: 'fail',
        spf: 'fail',
        reasons: [],
        headerFrom: 'example.com',
        envelopeFrom: 'example.com',
        envelopeTo: null,
        dkimResults: [],
        spfResults: [],
      },
    },
    {
      file: 'aggregate/fastmail.com!example.com!1516060800!1516147199!102675056.xml.gz',
      report: {
        orgName: 'FastMail Pty Ltd',
        email: 'reports@fastmaildmarc.com',
        extraContactInfo: 'https://fastmail.com/',
        reportId: '102675056',
        begin: 1516060800,
        end: 1516147199,
        policy: {
          domain: 'indemed.com',
          ...{ adkim: null, aspf: null, p: 'none', sp: 'none', pct: 100, fo: '0' },
          ...noPolicyExtras,
        },
      },
      records: 1,
      firstRecord: {
        sourceIp: '104.195.80.20',
        count: 1,
        disposition: 'none',
        dkim: 'fail',
        spf: 'fail',
        reasons: [],
        headerFrom: 'example.com',
        envelopeFrom: 'example.com',
        envelopeTo: 'fastmail.fm',
        dkimResults: [],
        spfResults: [{ domain: 'example.com', scope: 'mfrom', result: 'softfail' }],
      },
    },
    {
      file: 'aggregate/estadocuenta1.infonacot.gob.mx!example.com!1536853302!1536939702!2940.xml.zip',
      report: {
        schema: 'draft',
        orgName: 'XYZ Corporation',
        reportId: '2940',
        begin: 1536853302,
        end: 1536939702,
        policy: {
          domain: 'example.com',
          ...{ adkim: null, aspf: null, p: 'none', sp: null, pct: null, fo: null },
          ...noPolicyExtras,
        },
      },
      records: 1,
      firstRecord: {
        sourceIp: '148.243.137.254',
        count: 1,
        disposition: 'none',
        dkim: 'fail',
        spf: 'fail',
        reasons: [],
        headerFrom: 'example.com',
        envelopeFrom: null,
        envelopeTo: 'estadocuenta1.infonacot.gob.mx',
        dkimResults: [],
        spfResults: [],
      },
    },
    {
      file: 'aggregate/old_draft_from_wiki.xml',
      report: {
        schema: 'draft',
        version: null,
        orgName: 'acme.com',
        extraContactInfo: 'http://acme.com/dmarc/support',
        reportId: '9391651994964116463',
        begin: 1335571200,
        end: 1335657599,
        policy: {
          domain: 'example.com',
          ...{ adkim: 'r', aspf: 'r', p: 'none', sp: 'none', pct: 100, fo: null },
          ...noPolicyExtras,
        },
      },
      records: 1,
      firstRecord: {
        sourceIp: '72.150.241.94',
        count: 2,
        disposition: 'none',
        dkim: 'fail',
        spf: 'pass',
        reasons: [],
        headerFrom: 'example.com',
        envelopeFrom: null,
        envelopeTo: null,
        dkimResults: [{ domain: 'example.com', selector: null, result: 'fail', humanResult: null }],
        spfResults: [{ domain: 'example.com', scope: null, result: 'pass' }],
      },
    },
    {
      file: 'aggregate/protection.outlook.com!example.com!1711756800!1711843200.xml',
      report: {
        schema: 'rfc7489',
        orgName: 'Outlook.com',
        email: 'dmarcreport@microsoft.com',
        reportId: 'cfeafefe4129445e8c81018bd9177197',
        begin: 1711756800,
        end: 1711843200,
        policy: {
          domain: 'example.com',
          ...{ adkim: 'r', aspf: 'r', p: 'none', sp: 'none', pct: 100, fo: '0' },
          ...noPolicyExtras,
        },
      },
      records: 1,
      firstRecord: {
        sourceIp: '100.24.188.149',
        count: 1,
        disposition: 'none',
        dkim: 'fail',
        spf: 'fail',
        reasons: [],
        headerFrom: 'example.com',
        envelopeFrom: 'example.com',
        envelopeTo: 'hotmail.com',
        dkimResults: [],
        spfResults: [{ domain: 'example.com', scope: 'mfrom', result: 'fail' }],
      },
    },
    {
      file: 'aggregate/Report domain- borschow.com Submitter- google.com Report-ID- 949348866075514174.eml',
      report: {
        schema: 'draft',
        orgName: 'google.com',
        email: 'noreply-dmarc-support@google.com',
        extraContactInfo: 'https://support.google.com/a/answer/2466580',
        reportId: '949348866075514174',
        begin: 1549929600,
        end: 1550015999,
        policy: {
          domain: 'borschow.com',
          ...{ adkim: 'r', aspf: 'r', p: 'reject', sp: 'reject', pct: 100, fo: null },
          ...noPolicyExtras,
        },
      },
      records: 1,
      firstRecord: {
        sourceIp: '92.53.116.102',
        count: 1,
        disposition: 'reject',
        dkim: 'fail',
        spf: 'fail',
        reasons: [],
        headerFrom: 'borschow.com',
        envelopeFrom: null,
        envelopeTo: null,
        dkimResults: [],
        spfResults: [{ domain: 'borschow.com', scope: null, result: 'fail' }],
      },
    },
  ];

  it.each(cases)('reads $file', async ({ file, report, records, firstRecord }) => {
    const read = await readFixture(file);
    expect(read.report).toMatchObject({
      ...report,
      recordCount: records,
      skipped: 0,
      warnings: [],
    });
    expect(read.records).toHaveLength(records);
    expect(read.records[0]).toEqual(firstRecord);
  });
});

describe('parseAggregateReport on the invalid fixtures', () => {
  it('refuses an empty file as Empty', async () => {
    const error = await refusal(fixture('invalid/empty.xml'));
    expect(error.code).toBe('Empty');
    expect(error.message).toBe('The document is empty.');
  });

  it('reads an empty <reason> as no reason at all', async () => {
    const { report, records } = await readFixture('invalid/empty_reason.xml');
    expect(report).toMatchObject({ orgName: 'example.org', reportId: '20240125141224705995' });
    expect(report.policy).toMatchObject({ p: 'quarantine', sp: 'quarantine', fo: '1' });
    expect(records[0]).toMatchObject({
      sourceIp: '198.51.100.123',
      count: 2,
      dkim: 'pass',
      spf: 'fail',
      reasons: [],
      envelopeTo: 'example.net',
      envelopeFrom: 'example.edu',
    });
    expect(records[0]?.dkimResults).toEqual([
      { domain: 'example.com', selector: 'example', result: 'pass', humanResult: '2048-bit key' },
    ]);
  });

  it('reads invalid UTF-8 with U+FFFD in place of the bad byte, and names the reporter by its address', async () => {
    const { report, records } = await readFixture('invalid/invalid_utf_8.xml');
    expect(records).toHaveLength(1);
    expect(records[0]?.headerFrom).toBe('bad_byte\uFFFD');
    expect(records[0]?.spfResults).toEqual([{ domain: '', scope: null, result: 'none' }]);
    // <org_name></org_name> is empty: the domain of <email> names the reporter.
    expect(report.orgName).toBe('accurateplastics.com');
    expect(report).toMatchObject({ reportId: 'example.com:1538463741', begin: 1538413632 });
    expect(report.policy).toMatchObject({ p: 'none', sp: 'reject' });
    expect(report.warnings).toEqual([
      'header_from "bad_byte\uFFFD" is not a domain name',
      'empty org_name: the reporter is named after its email domain',
    ]);
  });

  it('recovers the record of broken XML and reads unescaped markup back as text', async () => {
    const { report, records } = await readFixture('invalid/invalid_xml.xml');
    expect(report).toMatchObject({
      orgName: 'veeam.com',
      email: 'bad-xml@bad-xml.net',
      reportId: 'sonexushealth.com:1530233361',
      begin: 1530133200,
      end: 1530219600,
      skipped: 0,
    });
    expect(records).toEqual([
      {
        sourceIp: '199.230.200.36',
        count: 1,
        disposition: 'none',
        dkim: 'fail',
        spf: 'fail',
        reasons: [],
        headerFrom: 'bad<xml.net',
        envelopeFrom: null,
        envelopeTo: null,
        dkimResults: [],
        spfResults: [{ domain: '', scope: null, result: 'none' }],
      },
    ]);
    expect(report.warnings).toContain('header_from "bad<xml.net" is not a domain name');
  });
});

interface SyntheticOptions {
  records: number;
  root?: string;
  rootAttributes?: string;
  prefix?: string;
  metadataExtra?: string;
  policyExtra?: string;
}

function syntheticHead({ root = 'feedback', rootAttributes = '', prefix = '' }: SyntheticOptions) {
  const t = (name: string) => `${prefix}${name}`;
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<${t(root)}${rootAttributes}>` +
    `<${t('version')}>1.0</${t('version')}><${t('report_metadata')}>` +
    `<${t('org_name')}>Example Receiver</${t('org_name')}>` +
    `<${t('report_id')}>synthetic-1</${t('report_id')}>` +
    `<${t('date_range')}><${t('begin')}>1700000000</${t('begin')}>` +
    `<${t('end')}>1700086399</${t('end')}></${t('date_range')}></${t('report_metadata')}>` +
    `<${t('policy_published')}><${t('domain')}>Example.COM</${t('domain')}>` +
    `<${t('p')}>Reject</${t('p')}></${t('policy_published')}>`
  );
}

function syntheticRecord(index: number, prefix = '') {
  const t = (name: string) => `${prefix}${name}`;
  return (
    `<${t('record')}><${t('row')}><${t('source_ip')}>192.0.2.${index % 250}</${t('source_ip')}>` +
    `<${t('count')}>${(index % 7) + 1}</${t('count')}><${t('policy_evaluated')}>` +
    `<${t('disposition')}>QUARANTINE</${t('disposition')}><${t('dkim')}>PASS</${t('dkim')}>` +
    `<${t('spf')}>Fail</${t('spf')}></${t('policy_evaluated')}></${t('row')}>` +
    `<${t('identifiers')}><${t('header_from')}>Example.COM</${t('header_from')}></${t('identifiers')}>` +
    `<${t('auth_results')}><${t('dkim')}><${t('domain')}>Example.COM</${t('domain')}>` +
    `<${t('selector')}>s1</${t('selector')}><${t('result')}>Pass</${t('result')}></${t('dkim')}>` +
    `<${t('spf')}><${t('domain')}>bounce.example.com</${t('domain')}>` +
    `<${t('scope')}>MFROM</${t('scope')}><${t('result')}>SoftFail</${t('result')}></${t('spf')}>` +
    `</${t('auth_results')}></${t('record')}>\n`
  );
}

function syntheticReport(options: SyntheticOptions) {
  let xml = syntheticHead(options);
  for (let index = 0; index < options.records; index += 1) {
    xml += syntheticRecord(index, options.prefix);
  }
  return `${xml}</${options.prefix ?? ''}${options.root ?? 'feedback'}>\n`;
}

describe('parseAggregateReport on synthetic reports', () => {
  it('lower-cases results, dispositions and domains', async () => {
    const { report, records } = await readAggregateReport(
      Buffer.from(syntheticReport({ records: 1 })),
    );
    expect(report.policy).toMatchObject({ domain: 'example.com', p: 'reject' });
    expect(records[0]).toEqual({
      sourceIp: '192.0.2.0',
      count: 1,
      disposition: 'quarantine',
      dkim: 'pass',
      spf: 'fail',
      reasons: [],
      headerFrom: 'example.com',
      envelopeFrom: null,
      envelopeTo: null,
      dkimResults: [{ domain: 'example.com', selector: 's1', result: 'pass', humanResult: null }],
      spfResults: [{ domain: 'bounce.example.com', scope: 'mfrom', result: 'softfail' }],
    });
    expect(report.warnings).toEqual([]);
  });

  it('drops the record cut off at the end of the file and keeps the others', async () => {
    const whole = syntheticReport({ records: 3 });
    const cut = whole.slice(0, whole.lastIndexOf('<auth_results>') + 20);
    const { report, records } = await readAggregateReport(Buffer.from(cut));
    expect(records.map((record) => record.sourceIp)).toEqual(['192.0.2.0', '192.0.2.1']);
    expect(report).toMatchObject({ recordCount: 2, skipped: 1 });
    expect(report.warnings).toEqual(['a record cut off at the end of the file was dropped']);
  });

  it('streams 100,000 records in batches of 1,000', async () => {
    const records = 100_000;
    async function* chunks() {
      yield Buffer.from(syntheticHead({ records }));
      for (let start = 0; start < records; start += 500) {
        let text = '';
        for (let index = start; index < start + 500; index += 1) text += syntheticRecord(index);
        yield Buffer.from(text);
      }
      yield Buffer.from('</feedback>');
    }
    const batchSizes: number[] = [];
    let counted = 0;
    const report = await parseAggregateReport(chunks(), {
      onRecords: async (batch, header) => {
        expect(header.reportId).toBe('synthetic-1');
        batchSizes.push(batch.length);
        for (const record of batch) counted += record.count;
        await Promise.resolve();
      },
    });
    let expectedMessages = 0;
    for (let index = 0; index < records; index += 1) expectedMessages += (index % 7) + 1;
    expect(report.recordCount).toBe(records);
    expect(report.messageCount).toBe(expectedMessages);
    expect(counted).toBe(expectedMessages);
    expect(batchSizes).toHaveLength(100);
    expect(new Set(batchSizes)).toEqual(new Set([1000]));
  }, 60_000);

  it('reads the same report fed 7 bytes at a time', async () => {
    const xml = Buffer.from(syntheticReport({ records: 20 }));
    const pieces = Array.from({ length: Math.ceil(xml.length / 7) }, (_, index) =>
      xml.subarray(index * 7, index * 7 + 7),
    );
    expect(await readAggregateReport(pieces)).toEqual(await readAggregateReport(xml));
  });

  it('reads RFC 9990: namespace, np, testing, discovery_method, generator, extensions', async () => {
    const xml = `<?xml version="1.0"?>
<feedback xmlns="urn:ietf:params:xml:ns:dmarc-2.0">
  <report_metadata>
    <org_name>Receiver 2026</org_name>
    <email>dmarc@receiver.example</email>
    <report_id>bis-42</report_id>
    <date_range><begin>1767225600</begin><end>1767311999</end></date_range>
    <generator>ReceiverMTA 3.1</generator>
  </report_metadata>
  <policy_published>
    <domain>example.org</domain><p>quarantine</p><sp>reject</sp><np>REJECT</np>
    <adkim>s</adkim><aspf>r</aspf><testing>y</testing>
    <discovery_method>treewalk</discovery_method><fo>1</fo>
  </policy_published>
  <extensions><x:ext xmlns:x="urn:example">ignored</x:ext></extensions>
  <record>
    <row>
      <source_ip>2001:DB8::1</source_ip><count>12</count>
      <policy_evaluated>
        <disposition>none</disposition><dkim>fail</dkim><spf>pass</spf>
        <reason><type>policy_test_mode</type><comment>t=y</comment></reason>
      </policy_evaluated>
    </row>
    <identifiers><header_from>example.org</header_from><envelope_from>mail.example.org</envelope_from></identifiers>
    <auth_results>
      <dkim><domain>example.org</domain><selector>sel</selector><result>fail</result></dkim>
      <spf><domain>mail.example.org</domain><scope>mfrom</scope><result>pass</result></spf>
    </auth_results>
    <extensions><anything>ignored</anything></extensions>
  </record>
</feedback>`;
    const { report, records } = await readAggregateReport(Buffer.from(xml));
    expect(report).toMatchObject({
      schema: 'dmarc-2.0',
      version: null,
      orgName: 'Receiver 2026',
      reportId: 'bis-42',
      generator: 'ReceiverMTA 3.1',
      warnings: [],
    });
    expect(report.policy).toEqual({
      domain: 'example.org',
      adkim: 's',
      aspf: 'r',
      p: 'quarantine',
      sp: 'reject',
      np: 'reject',
      pct: null,
      fo: '1',
      testing: 'y',
      discoveryMethod: 'treewalk',
    });
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      sourceIp: '2001:db8::1',
      count: 12,
      reasons: [{ type: 'policy_test_mode', comment: 't=y' }],
      envelopeFrom: 'mail.example.org',
    });
  });

  it('reads a report whose elements carry a namespace prefix', async () => {
    const xml = syntheticReport({
      records: 2,
      prefix: 'dmarc:',
      rootAttributes: ' xmlns:dmarc="urn:ietf:params:xml:ns:dmarc-2.0"',
    });
    const { report, records } = await readAggregateReport(Buffer.from(xml));
    expect(report).toMatchObject({ schema: 'dmarc-2.0', reportId: 'synthetic-1', recordCount: 2 });
    expect(records[1]).toMatchObject({
      sourceIp: '192.0.2.1',
      count: 2,
      disposition: 'quarantine',
    });
  });

  it('ignores junk after the root element', async () => {
    const xml = `${syntheticReport({ records: 3 })}------=_Part_123--\n<record>not this</record>\0\0`;
    const { report } = await readAggregateReport(Buffer.from(xml));
    expect(report).toMatchObject({ recordCount: 3, skipped: 0, warnings: [] });
  });

  it('decodes the encoding the XML declaration names', async () => {
    const xml = syntheticReport({ records: 1 })
      .replace('UTF-8', 'windows-1252')
      .replace('Example Receiver', 'Caf\u00e9 Receiver');
    const { report } = await readAggregateReport(Buffer.from(xml, 'latin1'));
    expect(report.orgName).toBe('Caf\u00e9 Receiver');
  });

  it('refuses a document that is not a DMARC report, naming what is missing', async () => {
    const notAReport = await refusal('<html><body>Hello</body></html>');
    expect(notAReport.code).toBe('NotAReport');
    expect(notAReport.message).toBe(
      'The document has no <feedback> root element, so it is not a DMARC aggregate report.',
    );
    const withoutMetadata = await refusal('<feedback><policy_published/></feedback>');
    expect([withoutMetadata.code, withoutMetadata.message]).toEqual([
      'MissingField',
      'The aggregate report has no <report_metadata>.',
    ]);
    const full = syntheticReport({ records: 1 });
    const cases: [string, string][] = [
      ['<report_id>synthetic-1</report_id>', '<report_id> in <report_metadata>'],
      ['<org_name>Example Receiver</org_name>', '<org_name> in <report_metadata>'],
      ['<begin>1700000000</begin>', '<date_range> <begin> (Unix seconds) in <report_metadata>'],
      ['<domain>Example.COM</domain><p>', '<domain> in <policy_published>'],
    ];
    for (const [removed, missing] of cases) {
      const error = await refusal(full.replace(removed, removed.endsWith('<p>') ? '<p>' : ''));
      expect([error.code, error.message]).toEqual([
        'MissingField',
        `The aggregate report has no ${missing}.`,
      ]);
    }
  });

  it('hands over no record of a report it refuses', async () => {
    const xml = syntheticReport({ records: 5 }).replace('<report_id>synthetic-1</report_id>', '');
    let delivered = 0;
    const outcome = await parseAggregateReport(Buffer.from(xml), {
      batchSize: 2,
      onRecords: (batch) => {
        delivered += batch.length;
      },
    }).catch((error: unknown) => error);
    expect(outcome).toBeInstanceOf(ReportInputError);
    expect(delivered).toBe(0);
  });
});
