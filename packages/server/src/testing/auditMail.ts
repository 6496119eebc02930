// Test messages for the Email Auditor and the DNS that makes one of them deserve full marks:
// a newsletter of sender.example (text and HTML, https links, one-click unsubscribe) signed
// with a 2048-bit DKIM key, its SPF, DKIM key, DMARC record and reverse DNS for 127.0.0.1
// published on a test DNS server; and a careless promotion from cheap.example (no signature,
// no Date or Message-ID, HTML only, images, an http shortener and a listed link domain).
import crypto from 'node:crypto';
import { dkimSign } from 'mailauth';
import { setListing } from './blocklistZones.ts';
import type { TestDnsServer } from './dnsServer.ts';

const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });

export const newsletter = [
  'From: Example News <news@sender.example>',
  'To: tester@example.net',
  'Subject: November news',
  'Date: Thu, 26 Nov 2026 09:00:00 +0000',
  'Message-ID: <nov-2026@sender.example>',
  'MIME-Version: 1.0',
  'List-Unsubscribe: <https://sender.example/unsubscribe/abc>, <mailto:unsub@sender.example>',
  'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
  'Content-Type: multipart/alternative; boundary="part"',
  '',
  '--part',
  'Content-Type: text/plain; charset=utf-8',
  '',
  'Our November news: three new guides on deliverability, read them at',
  'https://sender.example/news/november',
  '',
  '--part',
  'Content-Type: text/html; charset=utf-8',
  '',
  '<html><body><h1>November news</h1><p>Three new guides on deliverability, with examples',
  'from real senders, written by our team.</p>',
  '<p><a href="https://sender.example/news/november">Read them</a> or',
  '<a href="https://www.sender.example/unsubscribe/abc">unsubscribe</a>.</p></body></html>',
  '',
  '--part--',
  '',
].join('\r\n');

export const promotion = [
  'From: deals@cheap.example',
  'To: tester@example.net',
  'Subject: WIN BIG',
  'Content-Type: text/html; charset=utf-8',
  '',
  '<html><body><img src="https://cdn.cheap.example/a.png"><img src="https://cdn.cheap.example/b.png">',
  '<a href="http://bit.ly/deal">Click</a> <a href="https://spam-links.example/x">now</a></body></html>',
  '',
].join('\r\n');

/** sender.example's records, 127.0.0.1's reverse name, and spam-links.example on Spamhaus DBL. */
export function publishSender(dns: TestDnsServer): void {
  const key = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  const record = `v=DKIM1; k=rsa; p=${key}`;
  dns.set('1.0.0.127.in-addr.arpa', 'PTR', ['mta.sender.example']);
  dns.set('mta.sender.example', 'A', ['127.0.0.1']);
  dns.set('sender.example', 'TXT', ['v=spf1 ip4:127.0.0.1 -all']);
  // a 2048-bit key is longer than one TXT character-string (255 bytes)
  dns.set('news._domainkey.sender.example', 'TXT', [[record.slice(0, 255), record.slice(255)]]);
  dns.set('_dmarc.sender.example', 'TXT', ['v=DMARC1; p=reject; rua=mailto:d@sender.example']);
  dns.set('default._bimi.sender.example', 'TXT', ['v=BIMI1; l=https://sender.example/logo.svg']);
  setListing(dns, 'spamhaus-dbl', 'spam-links.example', '127.0.1.2');
}

/** The message with sender.example's DKIM signature on top. */
export async function signedBySender(message: string): Promise<string> {
  const key = {
    signingDomain: 'sender.example',
    selector: 'news',
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }),
  };
  // mailauth 7 signs only what signatureData lists
  const { signatures } = await dkimSign(message, { ...key, signatureData: [key] });
  return signatures + message;
}
