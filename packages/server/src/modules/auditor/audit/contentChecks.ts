// CONTENT: a text part beside the HTML (a message of HTML alone looks like spam to filters and
// reads badly in text clients), the HTML's size (Gmail clips a message's HTML past 102 kB,
// hiding the unsubscribe link), the share of images against words (an image-only message is a
// classic spam trait), and SpamAssassin's score with the rules that hit, asked of spamd.
import type { AuditTest } from '@console/contract';
import { auditTest } from './auditTest.ts';
import type { BodyFacts } from './messageBody.ts';
import type { SpamdVerdict } from './spamd.ts';

export interface ContentFacts {
  text: string | null;
  html: string | null;
  body: BodyFacts;
  /** the verdict, or why spamd could not give one */
  spamd: SpamdVerdict | { error: string };
}

const gmailClipBytes = 102 * 1024;
/** words an image needs around it, roughly: below, the message reads as image-only */
const wordsPerImage = 30;

export function contentChecks({ text, html, body, spamd }: ContentFacts): AuditTest[] {
  const parts = [text ? 'text' : null, html ? 'html' : null].filter(Boolean).join(', ');
  const tests = [
    text && html
      ? auditTest('content.parts', 'pass', 'A text part and an HTML part.', { parts })
      : text
        ? auditTest('content.parts', 'info', 'A text part only.', { parts })
        : auditTest(
            'content.parts',
            html ? 'warning' : 'fail',
            html ? 'HTML only, no text part.' : 'No text or HTML part.',
            {
              parts,
            },
          ),
  ];
  const size = Buffer.byteLength(html ?? '', 'utf8');
  tests.push(
    size > gmailClipBytes
      ? auditTest('content.size', 'warning', `The HTML has ${size} bytes: Gmail clips it.`, {
          size,
        })
      : auditTest('content.size', 'pass', `The HTML has ${size} bytes.`, { size }),
  );
  const { images, words } = body;
  tests.push(
    images > 0 && words < images * wordsPerImage
      ? auditTest('content.image_ratio', 'warning', `${images} image(s) for ${words} words.`, {
          images,
          words,
        })
      : auditTest('content.image_ratio', 'pass', `${images} image(s) for ${words} words.`, {
          images,
          words,
        }),
  );
  if ('error' in spamd) {
    tests.push(
      auditTest(
        'content.spamassassin',
        'error',
        `SpamAssassin could not score the message: ${spamd.error}`,
      ),
    );
  } else {
    // the rules that weigh, heaviest first
    const rules = spamd.rules
      .filter((rule) => rule.points !== 0)
      .sort((a, b) => b.points - a.points || a.name.localeCompare(b.name))
      .map((rule) => `${rule.name} ${rule.points}`)
      .join(', ');
    const facts = { score: spamd.score, threshold: spamd.threshold, rules };
    const result =
      spamd.score >= spamd.threshold
        ? 'fail'
        : spamd.score >= spamd.threshold / 2
          ? 'warning'
          : 'pass';
    tests.push(
      auditTest(
        'content.spamassassin',
        result,
        `SpamAssassin scores ${spamd.score} (spam from ${spamd.threshold}).`,
        facts,
      ),
    );
  }
  return tests;
}
