// Reads a report email (RFC 5322 + MIME) with postal-mime: who sent it, its parts, and which of
// them may hold a report. postal-mime rather than the server's mailparser because it exposes
// every part of an ARF report, including an inline message/rfc822 that mailparser renders into
// the body (dmarc-research.md, section 3). Aggregate and TLS attachments are found by MIME type
// or, for the generic types reporters use, by file name; archive.ts then looks at their bytes.

import PostalMime from 'postal-mime';
import { ReportInputError } from './types.ts';

export interface EmailPart {
  filename: string | null;
  /** lower-cased MIME type */
  mimeType: string;
  disposition: string | null;
  content: Buffer;
}

export interface ReportEmail {
  /** the From address, and its domain lower-cased: the reporting organisation */
  fromAddress: string | null;
  fromDomain: string | null;
  subject: string | null;
  messageId: string | null;
  /** the Date header as ISO 8601, or as written when it does not parse */
  date: string | null;
  /** the plain-text body */
  text: string | null;
  parts: EmailPart[];
  /** the parts that may hold an aggregate or TLS report */
  reportAttachments: EmailPart[];
  /** an ARF report: multipart/report; report-type=feedback-report, or a message/feedback-report part */
  isFeedbackReport: boolean;
}

const reportMimeTypes = new Set([
  'application/zip',
  'application/x-zip',
  'application/x-zip-compressed',
  'application/gzip',
  'application/x-gzip',
  'text/xml',
  'application/xml',
  'application/tlsrpt+json',
  'application/tlsrpt+gzip',
]);
// Generic types some reporters use: then the file name must say what it is.
const genericMimeTypes = new Set(['application/octet-stream', 'application/json', 'text/plain']);
const reportFileName = /\.(xml|xml\.gz|gz|zip|json|json\.gz)$/i;

export function isReportAttachment(mimeType: string, filename: string | null): boolean {
  if (reportMimeTypes.has(mimeType)) return true;
  return (
    (genericMimeTypes.has(mimeType) || mimeType === '') &&
    filename !== null &&
    reportFileName.test(filename)
  );
}

/** An mbox `From ` line left at the top of a saved message is not a header. */
function withoutEnvelopeLine(raw: Buffer): Buffer {
  if (raw.subarray(0, 5).toString('latin1') !== 'From ') return raw;
  const newline = raw.indexOf(0x0a);
  return newline === -1 ? Buffer.alloc(0) : raw.subarray(newline + 1);
}

export async function readReportEmail(raw: Buffer): Promise<ReportEmail> {
  let email: Awaited<ReturnType<typeof PostalMime.parse>>;
  try {
    email = await PostalMime.parse(withoutEnvelopeLine(raw), {
      forceRfc822Attachments: true,
      attachmentEncoding: 'arraybuffer',
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ReportInputError('NotAReport', `The email could not be read: ${reason}`);
  }
  const parts: EmailPart[] = email.attachments.map((attachment) => ({
    filename: attachment.filename,
    mimeType: attachment.mimeType.toLowerCase(),
    disposition: attachment.disposition,
    content:
      typeof attachment.content === 'string'
        ? Buffer.from(attachment.content, attachment.encoding === 'base64' ? 'base64' : 'utf8')
        : Buffer.from(
            attachment.content instanceof ArrayBuffer
              ? new Uint8Array(attachment.content)
              : attachment.content,
          ),
  }));
  const contentType = email.headers.find((header) => header.key === 'content-type')?.value ?? '';
  const fromAddress = email.from?.address ?? null;
  return {
    fromAddress,
    fromDomain: fromAddress?.split('@').pop()?.toLowerCase() || null,
    subject: email.subject ?? null,
    messageId: email.messageId ?? null,
    date: email.date ?? null,
    text: email.text ?? null,
    parts,
    reportAttachments: parts.filter((part) => isReportAttachment(part.mimeType, part.filename)),
    isFeedbackReport:
      /report-type\s*=\s*"?feedback-report/i.test(contentType) ||
      parts.some((part) => part.mimeType === 'message/feedback-report'),
  };
}
