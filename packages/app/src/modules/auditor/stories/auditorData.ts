// The Email Auditor's story data: the demo workspace's audit inbox, and two reports as the server
// writes them (packages/server/src/modules/auditor/audit): a well-set-up newsletter and a
// message from a fresh setup that fails most of what Gmail and Yahoo require.
import type {
  AuditTest,
  AuditTopicResult,
  EmailAuditDetail,
  EmailAuditInbox,
} from '@console/contract';

export const auditAddress = 'audit+7c1e2f9a4b3d5e60@console.example.com';

/** The server's English names (auditTest.ts); the app shows its own words. */
const names: Record<string, string> = {
  'connection.tls': 'TLS',
  'connection.ptr': 'Reverse DNS',
  'connection.fcrdns': 'Forward-confirmed reverse DNS',
  'connection.helo': 'HELO name',
  'reputation.ip_lists': 'Sending IP on blocklists',
  'reputation.domain_lists': 'Domains on blocklists',
  'reputation.unchecked': 'Blocklists not checked',
  'envelope.return_path': 'Return-Path',
  'envelope.spf': 'SPF',
  'envelope.alignment': 'Return-Path alignment',
  'dkim.signature': 'DKIM signature',
  'dkim.valid': 'DKIM verification',
  'dkim.key_length': 'DKIM key length',
  'dkim.alignment': 'DKIM alignment',
  'header.from': 'From',
  'header.date': 'Date',
  'header.message_id': 'Message-ID',
  'header.mime_version': 'MIME-Version',
  'header.reply_to': 'Reply-To',
  'header.list_unsubscribe': 'List-Unsubscribe',
  'header.one_click': 'One-click unsubscribe',
  'dmarc.record': 'DMARC record',
  'dmarc.policy': 'DMARC policy',
  'dmarc.result': 'DMARC result',
  'dmarc.arc': 'ARC',
  'dmarc.bimi': 'BIMI',
  'content.parts': 'Text and HTML parts',
  'content.size': 'Message size',
  'content.image_ratio': 'Images and text',
  'content.spamassassin': 'SpamAssassin',
  'links.https': 'HTTPS links',
  'links.shorteners': 'URL shorteners',
  'links.domain_lists': 'Link domains on blocklists',
  'links.alignment': 'Link domain alignment',
};

const check = (
  id: string,
  result: AuditTest['result'],
  details: string,
  facts: Record<string, string> = {},
  penalty: number | null = null,
): AuditTest => ({ id, name: names[id] ?? id, result, penalty, details, facts });

const topic = (id: AuditTopicResult['id'], tests: AuditTest[]): AuditTopicResult => ({
  id,
  score: Math.max(0, 10 - tests.reduce((sum, test) => sum + (test.penalty ?? 0), 0)),
  tests,
});

const goodHeader = [
  'Return-Path: <bounce-1042@bounce.news.example.com>',
  'Received: from mta1.news.example.com (mta1.news.example.com [192.0.2.10])',
  '\tby mx.console.example.com with ESMTPS (TLSv1.3 TLS_AES_256_GCM_SHA384)',
  '\tfor <audit+7c1e2f9a4b3d5e60@console.example.com>; Fri, 20 Nov 2026 08:12:04 +0000',
  'Authentication-Results: mx.console.example.com;',
  '\tspf=pass smtp.mailfrom=bounce.news.example.com;',
  '\tdkim=pass header.d=news.example.com header.s=s2026;',
  '\tdmarc=pass header.from=news.example.com',
  'Received-SPF: pass (news.example.com: 192.0.2.10 is allowed) client-ip=192.0.2.10',
  'ARC-Seal: i=1; a=rsa-sha256; t=1795162324; cv=none; d=console.example.com; s=arc; b=dGhp',
  'ARC-Message-Signature: i=1; a=rsa-sha256; c=relaxed/relaxed; d=console.example.com; s=arc;',
  '\th=from:to:subject:date; bh=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=; b=c2ln',
  'ARC-Authentication-Results: i=1; mx.console.example.com; dkim=pass; spf=pass; dmarc=pass',
  'DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d=news.example.com; s=s2026;',
  '\th=from:to:subject:date:message-id:list-unsubscribe:list-unsubscribe-post;',
  '\tbh=2jUSOH9NhtVGCQWNr9BrIAPreKQjO6Sn7XIkfJVOzv8=; b=ZXhhbXBsZSBzaWduYXR1cmU=',
  'From: Example News <news@news.example.com>',
  'To: audit+7c1e2f9a4b3d5e60@console.example.com',
  'Subject: November newsletter: the winter collection',
  'Date: Fri, 20 Nov 2026 09:12:01 +0100',
  'Message-ID: <20261120081201.1042@news.example.com>',
  'MIME-Version: 1.0',
  'List-Unsubscribe: <https://news.example.com/u/1042>, <mailto:unsubscribe@news.example.com>',
  'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
  'Content-Type: multipart/alternative; boundary="b1042"',
].join('\r\n');

const goodHtml = `<!doctype html>
<html><head><style>
body { margin: 0; font-family: Georgia, serif; color: #222; background: #f4efe8; }
.sheet { max-width: 560px; margin: 0 auto; padding: 32px; background: #fff; }
h1 { color: #7a2f1d; } a.button { display: inline-block; padding: 10px 18px; background: #7a2f1d; color: #fff; text-decoration: none; border-radius: 4px; }
</style></head>
<body><div class="sheet">
<img src="https://cdn.news.example.com/logo.png" alt="Example News" width="120" height="40">
<h1>The winter collection is here</h1>
<p>Wool coats, knitted scarves and boots for the cold months, made in small workshops in Portugal and Scotland.</p>
<p><a class="button" href="https://news.example.com/winter?utm_source=newsletter">See the collection</a></p>
<p style="font-size:12px;color:#666">You receive this because you subscribed at news.example.com. <a href="https://news.example.com/u/1042">Unsubscribe</a></p>
<script>document.body.innerHTML = 'scripts never run here';</script>
</div></body></html>`;

const goodText = `The winter collection is here

Wool coats, knitted scarves and boots for the cold months, made in small workshops in Portugal and Scotland.

See the collection: https://news.example.com/winter?utm_source=newsletter

You receive this because you subscribed at news.example.com.
Unsubscribe: https://news.example.com/u/1042`;

/** A newsletter sent right: everything passes, a few notes. */
export const goodReport: EmailAuditDetail = {
  id: '1042',
  date: '2026-11-20T08:12:04.000Z',
  subject: 'November newsletter: the winter collection',
  from: 'news@news.example.com',
  summary: {
    CONNECTION: 10,
    REPUTATION: 10,
    ENVELOPE: 10,
    DKIM: 10,
    HEADER: 10,
    DMARC: 9,
    CONTENT: 10,
    LINKS: 10,
  },
  report: {
    topics: [
      topic('CONNECTION', [
        check('connection.tls', 'pass', 'Sent over TLSv1.3 (TLS_AES_256_GCM_SHA384).', {
          protocol: 'TLSv1.3',
          cipher: 'TLS_AES_256_GCM_SHA384',
        }),
        check('connection.ptr', 'pass', '192.0.2.10 is mta1.news.example.com.', {
          ip: '192.0.2.10',
          ptr: 'mta1.news.example.com',
        }),
        check('connection.fcrdns', 'pass', 'mta1.news.example.com resolves back to 192.0.2.10.', {
          ip: '192.0.2.10',
          ptr: 'mta1.news.example.com',
        }),
        check('connection.helo', 'pass', 'HELO mta1.news.example.com resolves.', {
          helo: 'mta1.news.example.com',
        }),
      ]),
      topic('REPUTATION', [
        check('reputation.ip_lists', 'pass', '192.0.2.10 is on none of 9 lists.', {
          ip: '192.0.2.10',
          checked: '9',
        }),
        check('reputation.domain_lists', 'pass', 'news.example.com: on no list.', {
          domains: 'bounce.news.example.com, news.example.com',
          checked: '8',
        }),
      ]),
      topic('ENVELOPE', [
        check(
          'envelope.return_path',
          'pass',
          'Return-Path: <bounce-1042@bounce.news.example.com>',
          {
            return_path: 'bounce-1042@bounce.news.example.com',
          },
        ),
        check('envelope.spf', 'pass', 'SPF passes for bounce.news.example.com.', {
          domain: 'bounce.news.example.com',
          result: 'pass',
          record: 'v=spf1 ip4:192.0.2.0/28 -all',
        }),
        check(
          'envelope.alignment',
          'pass',
          'bounce.news.example.com aligns with news.example.com.',
          { envelope: 'bounce.news.example.com', from: 'news.example.com' },
        ),
      ]),
      topic('DKIM', [
        check('dkim.signature', 'pass', '1 signature(s).', { count: '1' }),
        check('dkim.valid', 'pass', 'news.example.com (s2026): pass', {
          signatures: 'news.example.com (s2026): pass',
        }),
        check('dkim.key_length', 'pass', 'The key has 2048 bits.', { bits: '2048' }),
        check('dkim.alignment', 'pass', 'A signature aligns with news.example.com.', {
          domains: 'news.example.com',
          from: 'news.example.com',
        }),
      ]),
      topic('HEADER', [
        check('header.from', 'pass', 'From: Example News <news@news.example.com>', {
          from: 'Example News <news@news.example.com>',
        }),
        check('header.date', 'pass', 'Date: Fri, 20 Nov 2026 09:12:01 +0100', {
          date: 'Fri, 20 Nov 2026 09:12:01 +0100',
        }),
        check('header.message_id', 'pass', 'Message-ID: <20261120081201.1042@news.example.com>', {
          message_id: '<20261120081201.1042@news.example.com>',
        }),
        check('header.mime_version', 'pass', 'MIME-Version: 1.0', { mime_version: '1.0' }),
        check('header.reply_to', 'info', 'No Reply-To: replies go to the From address.'),
        check(
          'header.list_unsubscribe',
          'pass',
          'List-Unsubscribe: <https://news.example.com/u/1042>, <mailto:unsubscribe@news.example.com>',
          {
            list_unsubscribe:
              '<https://news.example.com/u/1042>, <mailto:unsubscribe@news.example.com>',
          },
        ),
        check('header.one_click', 'pass', 'One-click unsubscribe (RFC 8058) is offered.', {
          list_unsubscribe_post: 'List-Unsubscribe=One-Click',
        }),
      ]),
      topic('DMARC', [
        check('dmarc.record', 'pass', 'v=DMARC1; p=quarantine; rua=mailto:dmarc@example.com', {
          domain: 'news.example.com',
          record: 'v=DMARC1; p=quarantine; rua=mailto:dmarc@example.com',
        }),
        check('dmarc.policy', 'pass', 'The policy is quarantine.', { policy: 'quarantine' }),
        check('dmarc.result', 'pass', 'DMARC pass: SPF aligned pass, DKIM aligned pass.', {
          result: 'pass',
        }),
        check('dmarc.arc', 'info', 'No ARC chain: the message was not forwarded.', {
          result: 'none',
        }),
        check('dmarc.bimi', 'pass', 'BIMI logo at https://news.example.com/bimi/logo.svg.', {
          result: 'pass',
          location: 'https://news.example.com/bimi/logo.svg',
        }),
      ]),
      topic('CONTENT', [
        check('content.parts', 'pass', 'A text part and an HTML part.', { parts: 'text, html' }),
        check('content.size', 'pass', 'The HTML has 1038 bytes.', { size: '1038' }),
        check('content.image_ratio', 'pass', '1 image(s) for 46 words.', {
          images: '1',
          words: '46',
        }),
        check('content.spamassassin', 'pass', 'SpamAssassin scores -0.1 (spam from 5).', {
          score: '-0.1',
          threshold: '5',
          rules: 'HTML_MESSAGE 0.001, DKIM_VALID -0.1',
        }),
      ]),
      topic('LINKS', [
        check('links.https', 'pass', 'All 2 links use https.', { links: '2', insecure: '0' }),
        check('links.shorteners', 'pass', 'No URL shortener.'),
        check('links.domain_lists', 'pass', 'No link domain is on a domain blocklist.'),
        check('links.alignment', 'pass', 'Every link goes to example.com.', {
          domains: 'example.com',
          from: 'example.com',
        }),
      ]),
    ],
  },
  requirements: [
    { id: 'spf', met: true },
    { id: 'dkim', met: true },
    { id: 'dmarc', met: true },
    { id: 'dmarc_alignment', met: true },
    { id: 'one_click', met: true },
    { id: 'dns', met: true },
    { id: 'tls', met: true },
  ],
  header: goodHeader,
  text: goodText,
  html: goodHtml,
  data: {
    client_ip: '192.0.2.10',
    ptr: 'mta1.news.example.com',
    fcrdns: 'true',
    helo: 'mta1.news.example.com',
    tls_version: 'TLSv1.3',
    tls_cipher: 'TLS_AES_256_GCM_SHA384',
    return_path: 'bounce-1042@bounce.news.example.com',
    from: 'news@news.example.com',
    spf: 'pass',
    dkim: 'news.example.com: pass',
    dmarc: 'pass',
    spamassassin: '-0.1',
    size: '4817',
    links: '2',
    images: '1',
  },
};

/** A first send from a fresh setup: no TLS, no PTR, shared-platform DKIM, no unsubscribe. */
export const badReport: EmailAuditDetail = {
  id: '1039',
  date: '2026-11-19T16:40:27.000Z',
  subject: 'LAST CHANCE!!! 70% off everything',
  from: 'deals@shop.example.net',
  summary: {
    CONNECTION: 0,
    REPUTATION: 4,
    ENVELOPE: 3,
    DKIM: 6,
    HEADER: 4.5,
    DMARC: 4,
    CONTENT: 2,
    LINKS: 5.5,
  },
  report: {
    topics: [
      topic('CONNECTION', [
        check('connection.tls', 'fail', 'The message was sent without TLS.', {}, 4),
        check(
          'connection.ptr',
          'fail',
          '203.0.113.45 has no PTR record.',
          { ip: '203.0.113.45' },
          3,
        ),
        check(
          'connection.fcrdns',
          'fail',
          '203.0.113.45 has no reverse name.',
          { ip: '203.0.113.45' },
          3,
        ),
        check('connection.helo', 'error', 'HELO mta.shop.example.net could not be resolved.', {
          helo: 'mta.shop.example.net',
        }),
      ]),
      topic('REPUTATION', [
        check(
          'reputation.ip_lists',
          'fail',
          '203.0.113.45 is listed on Spamhaus ZEN, SpamCop.',
          { ip: '203.0.113.45', listed: 'Spamhaus ZEN, SpamCop', checked: '9' },
          6,
        ),
        check('reputation.domain_lists', 'pass', 'shop.example.net: on no list.', {
          domains: 'shop.example.net',
          checked: '8',
        }),
        check('reputation.unchecked', 'warning', 'Not checked: Barracuda.', {
          lists: 'Barracuda',
        }),
      ]),
      topic('ENVELOPE', [
        check('envelope.return_path', 'pass', 'Return-Path: <deals@shop.example.net>', {
          return_path: 'deals@shop.example.net',
        }),
        check(
          'envelope.spf',
          'fail',
          'SPF fail for shop.example.net.',
          {
            domain: 'shop.example.net',
            result: 'fail',
            record: 'v=spf1 include:_spf.mailer.example -all',
          },
          6,
        ),
        check('envelope.alignment', 'pass', 'shop.example.net aligns with shop.example.net.', {
          envelope: 'shop.example.net',
          from: 'shop.example.net',
        }),
      ]),
      topic('DKIM', [
        check('dkim.signature', 'pass', '1 signature(s).', { count: '1' }),
        check('dkim.valid', 'pass', 'mailer.example (k1): pass', {
          signatures: 'mailer.example (k1): pass',
        }),
        check('dkim.key_length', 'warning', 'The key has 1024 bits.', { bits: '1024' }, 2),
        check(
          'dkim.alignment',
          'fail',
          'No passing signature aligns with shop.example.net.',
          { domains: 'mailer.example', from: 'shop.example.net' },
          4,
        ),
      ]),
      topic('HEADER', [
        check('header.from', 'pass', 'From: deals@shop.example.net', {
          from: 'deals@shop.example.net',
        }),
        check('header.date', 'pass', 'Date: Thu, 19 Nov 2026 17:40:20 +0100', {
          date: 'Thu, 19 Nov 2026 17:40:20 +0100',
        }),
        check(
          'header.message_id',
          'warning',
          'Message-ID 1039.deals is malformed.',
          {
            message_id: '1039.deals',
          },
          1,
        ),
        check('header.mime_version', 'pass', 'MIME-Version: 1.0', { mime_version: '1.0' }),
        check(
          'header.reply_to',
          'warning',
          'Reply-To winners@promo is not an address.',
          {
            reply_to: 'winners@promo',
          },
          0.5,
        ),
        check('header.list_unsubscribe', 'fail', 'The message has no List-Unsubscribe.', {}, 3),
        check('header.one_click', 'fail', 'Without List-Unsubscribe there is no one-click.', {}, 2),
      ]),
      topic('DMARC', [
        check('dmarc.record', 'pass', 'v=DMARC1; p=none', {
          domain: 'shop.example.net',
          record: 'v=DMARC1; p=none',
        }),
        check('dmarc.policy', 'warning', 'The policy is none.', { policy: 'none' }, 1),
        check(
          'dmarc.result',
          'fail',
          'DMARC fail: SPF aligned fail, DKIM aligned no.',
          { result: 'fail' },
          4,
        ),
        check('dmarc.arc', 'info', 'No ARC chain: the message was not forwarded.', {
          result: 'none',
        }),
        check('dmarc.bimi', 'info', 'No BIMI logo (none).', { result: 'none' }),
      ]),
      topic('CONTENT', [
        check('content.parts', 'warning', 'HTML only, no text part.', { parts: 'html' }, 1),
        check(
          'content.size',
          'warning',
          'The HTML has 131072 bytes: Gmail clips it.',
          { size: '131072' },
          1,
        ),
        check(
          'content.image_ratio',
          'warning',
          '6 image(s) for 21 words.',
          {
            images: '6',
            words: '21',
          },
          1,
        ),
        check(
          'content.spamassassin',
          'fail',
          'SpamAssassin scores 6.4 (spam from 5).',
          {
            score: '6.4',
            threshold: '5',
            rules: 'RCVD_IN_SBL 2.5, SUBJ_ALL_CAPS 1.5, HTML_IMAGE_RATIO_02 1.2, FREEMAIL_FROM 1.2',
          },
          6,
        ),
      ]),
      topic('LINKS', [
        check('links.https', 'warning', '3 of 5 links use http.', { links: '5', insecure: '3' }, 1),
        check('links.shorteners', 'fail', 'Shortened links: bit.ly.', { shorteners: 'bit.ly' }, 3),
        check('links.domain_lists', 'pass', 'No link domain is on a domain blocklist.'),
        check(
          'links.alignment',
          'warning',
          'Links go to promo-tracker.example, not example.net.',
          {
            domains: 'bit.ly, promo-tracker.example',
            from: 'example.net',
          },
          0.5,
        ),
      ]),
    ],
  },
  requirements: [
    { id: 'spf', met: false },
    { id: 'dkim', met: true },
    { id: 'dmarc', met: true },
    { id: 'dmarc_alignment', met: false },
    { id: 'one_click', met: false },
    { id: 'dns', met: false },
    { id: 'tls', met: false },
  ],
  header: [
    'Return-Path: <deals@shop.example.net>',
    'Received: from mta.shop.example.net ([203.0.113.45]) by mx.console.example.com with SMTP',
    '\tfor <audit+7c1e2f9a4b3d5e60@console.example.com>; Thu, 19 Nov 2026 16:40:27 +0000',
    'Authentication-Results: mx.console.example.com; spf=fail smtp.mailfrom=shop.example.net;',
    '\tdkim=pass header.d=mailer.example; dmarc=fail header.from=shop.example.net',
    'Received-SPF: fail (shop.example.net: 203.0.113.45 is not allowed)',
    'DKIM-Signature: v=1; a=rsa-sha256; d=mailer.example; s=k1; h=from:subject; b=YmFk',
    'From: deals@shop.example.net',
    'Reply-To: winners@promo',
    'Subject: LAST CHANCE!!! 70% off everything',
    'Date: Thu, 19 Nov 2026 17:40:20 +0100',
    'Message-ID: 1039.deals',
    'MIME-Version: 1.0',
    'Content-Type: text/html; charset=utf-8',
  ].join('\n'),
  text: null,
  html: '<html><body><img src="http://promo-tracker.example/open.gif"><h1 style="color:red">70% OFF</h1><a href="http://bit.ly/x">Buy now</a></body></html>',
  data: {
    client_ip: '203.0.113.45',
    helo: 'mta.shop.example.net',
    return_path: 'deals@shop.example.net',
    from: 'deals@shop.example.net',
    spf: 'fail',
    dkim: 'mailer.example: pass',
    dmarc: 'fail',
    spamassassin: '6.4',
    size: '133901',
    links: '5',
    images: '6',
  },
};

const listItem = (report: EmailAuditDetail) => ({
  id: report.id,
  date: report.date,
  subject: report.subject,
  from: report.from,
  score: null,
  summary: report.summary,
});

/** The demo inbox, newest first: two audits of the day before, one without a summary. */
export const inbox: EmailAuditInbox = {
  address: auditAddress,
  reports: [
    { ...listItem(goodReport), score: 9.9 },
    {
      id: '1041',
      date: '2026-11-20T07:55:10.000Z',
      subject: null,
      from: 'news@news.example.com',
      score: 8.1,
      summary: {
        CONNECTION: 10,
        REPUTATION: 10,
        ENVELOPE: 10,
        DKIM: 7.5,
        HEADER: 6.5,
        DMARC: 9,
        CONTENT: 3.5,
        LINKS: 8.5,
      },
    },
    {
      id: '1040',
      date: '2026-11-19T17:02:44.000Z',
      subject: 'Order confirmation #48213',
      from: 'orders@shop.example.net',
      score: null,
      summary: null,
    },
    { ...listItem(badReport), score: 3.7 },
  ],
};

/** The report that arrives while the inbox is open. */
export const arrivingReport: EmailAuditInbox['reports'][number] = {
  id: '1043',
  date: '2026-11-20T09:29:30.000Z',
  subject: 'Test from the new IP',
  from: 'news@news.example.com',
  score: 9.4,
  summary: {
    CONNECTION: 10,
    REPUTATION: 10,
    ENVELOPE: 10,
    DKIM: 10,
    HEADER: 8.5,
    DMARC: 9,
    CONTENT: 8,
    LINKS: 10,
  },
};
