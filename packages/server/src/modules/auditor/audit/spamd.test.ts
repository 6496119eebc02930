// The spamd client against what spamd answers (its REPORT layout, a description wrapped on the
// next line), a refusal, and a spamd that cannot be reached: CONTENT then says so, without a
// penalty, rather than scoring 0.
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../../testing/productProcess.ts';
import { contentChecks } from './contentChecks.ts';
import { askSpamd, readSpamdAnswer } from './spamd.ts';

const answer = [
  'SPAMD/1.1 0 EX_OK',
  'Content-length: 420',
  'Spam: True ; 7.2 / 5.0',
  '',
  'Spam detection software, running on the system "mx", has',
  'identified this incoming email as possible spam.',
  '',
  'Content analysis details:   (7.2 points, 5.0 required)',
  '',
  ' pts rule name              description',
  '---- ---------------------- --------------------------------------------------',
  ' 2.7 MISSING_DATE           Missing Date: header',
  ' 1.7 HTML_IMAGE_ONLY_04     HTML: images with 0-400 bytes of words',
  ' 1.0 TO_NO_BRKTS_HTML_ONLY  To: misformatted and HTML only, with a',
  '                            description on two lines',
  '-0.0 NO_RELAYS              Informational: message was not relayed via SMTP',
  '',
].join('\r\n');

describe('spamd', () => {
  it('reads the score, the threshold and each rule of a REPORT answer', () => {
    expect(readSpamdAnswer(answer)).toEqual({
      score: 7.2,
      threshold: 5,
      rules: [
        { name: 'MISSING_DATE', points: 2.7, description: 'Missing Date: header' },
        {
          name: 'HTML_IMAGE_ONLY_04',
          points: 1.7,
          description: 'HTML: images with 0-400 bytes of words',
        },
        {
          name: 'TO_NO_BRKTS_HTML_ONLY',
          points: 1,
          description: 'To: misformatted and HTML only, with a description on two lines',
        },
        {
          name: 'NO_RELAYS',
          points: -0,
          description: 'Informational: message was not relayed via SMTP',
        },
      ],
    });
    expect(() => readSpamdAnswer('SPAMD/1.0 76 Bad header line: x\r\n')).toThrow(
      'spamd refused the message: Bad',
    );
  });

  it('says CONTENT could not be scored when spamd is not there', async () => {
    const port = await freePort();
    const failure = await askSpamd({ host: '127.0.0.1', port }, Buffer.from('x')).catch(
      (error: Error) => error.message,
    );
    expect(failure).toMatch(/ECONNREFUSED/);
    const test = contentChecks({
      text: 'Hello',
      html: null,
      body: { links: [], images: 0, words: 1 },
      spamd: { error: String(failure) },
    }).find((one) => one.id === 'content.spamassassin');
    expect(test).toMatchObject({ result: 'error', penalty: null });
  });

  it('gives up on a spamd that never answers, within the wait given', async () => {
    const server = net.createServer(() => undefined);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    await expect(askSpamd({ host: '127.0.0.1', port }, Buffer.from('x'), 200)).rejects.toThrow(
      'spamd did not answer in time',
    );
    server.close();
  });
});
