// Turns any input (an uploaded file, an email received for the report address, an mbox export)
// into the report documents it holds, each tagged aggregate, failure or tls, ready for its
// parser. Containers are opened by what their bytes are (sniff.ts): gzip, zip, email, mbox, in
// any nesting, under one cap on decompressed bytes. One broken part never costs the others:
// each document or error is its own entry in the result, and nothing here throws for the whole.

import {
  DEFAULT_MAX_EXPANDED_BYTES,
  ExpansionBudget,
  gunzipCapped,
  unzipCapped,
} from './decompress.ts';
import { readReportEmail } from './mail.ts';
import { DEFAULT_MAX_MESSAGE_BYTES, splitMbox } from './mbox.ts';
import { sniffInput } from './sniff.ts';
import { ReportInputError } from './types.ts';

export type ReportKind = 'aggregate' | 'failure' | 'tls';

export interface ReportDocument {
  kind: ReportKind;
  /** where it was found, e.g. `upload.eml › google.com!example.com!1!2.zip › report.xml` */
  source: string;
  /** XML for aggregate, JSON for tls, the whole email for failure */
  bytes: Buffer;
  /** what was odd on the way (a gzip cut off at the end) */
  warnings: string[];
}

export type ExtractedPart =
  ({ ok: true } & ReportDocument) | { ok: false; source: string; error: ReportInputError };

export interface ExtractOptions {
  /** how the input is called, for `source` (a file name); the bytes decide what it is */
  name?: string;
  /** cap on decompressed bytes for the whole input; default 100 MiB */
  maxExpandedBytes?: number;
  /** cap on each message of an mbox; default 50 MiB */
  maxMessageBytes?: number;
}

/** zip in gzip in an email in an mbox is 4; more is not a report. */
const MAX_NESTING = 6;

interface Walk {
  budget: ExpansionBudget;
  maxMessageBytes: number;
  parts: ExtractedPart[];
}

const child = (source: string, name: string) => `${source} › ${name}`;

function asInputError(error: unknown): ReportInputError {
  if (error instanceof ReportInputError) return error;
  const reason = error instanceof Error ? error.message : String(error);
  return new ReportInputError('BrokenArchive', `The input could not be read: ${reason}`);
}

async function walk(
  walker: Walk,
  bytes: Buffer,
  source: string,
  depth: number,
  warnings: string[],
): Promise<void> {
  const mark = walker.budget.mark();
  const partsBefore = walker.parts.length;
  try {
    await open(walker, bytes, source, depth, warnings);
  } catch (error) {
    // What this part inflated is dropped with it; documents already found inside it stay.
    if (walker.parts.length === partsBefore) walker.budget.release(mark);
    walker.parts.push({ ok: false, source, error: asInputError(error) });
  }
}

async function open(
  walker: Walk,
  bytes: Buffer,
  source: string,
  depth: number,
  warnings: string[],
): Promise<void> {
  if (depth > MAX_NESTING) {
    throw new ReportInputError('BrokenArchive', 'Archives are nested too deep to be a report.');
  }
  const format = sniffInput(bytes);
  const found = (kind: ReportKind) =>
    walker.parts.push({ ok: true, kind, source, bytes, warnings });
  switch (format) {
    case 'empty':
      throw new ReportInputError('Empty', 'The input is empty.');
    case 'xml':
      found('aggregate');
      return;
    case 'json':
      found('tls');
      return;
    case 'gzip': {
      const { data, truncated } = await gunzipCapped(bytes, walker.budget);
      const note = truncated ? ['the gzip data was cut off; what could be inflated was kept'] : [];
      await walk(walker, data, source, depth + 1, [...warnings, ...note]);
      return;
    }
    case 'zip': {
      const entries = await unzipCapped(bytes, walker.budget);
      if (entries.length === 0) {
        throw new ReportInputError('UnknownFormat', 'The zip archive holds no report file.');
      }
      for (const entry of entries) {
        if ('error' in entry) {
          walker.parts.push({ ok: false, source: child(source, entry.name), error: entry.error });
        } else {
          await walk(walker, entry.data, child(source, entry.name), depth + 1, warnings);
        }
      }
      return;
    }
    case 'mbox':
      for (const part of splitMbox(bytes, { maxMessageBytes: walker.maxMessageBytes })) {
        const partSource = child(source, `message ${part.index + 1}`);
        if ('error' in part)
          walker.parts.push({ ok: false, source: partSource, error: part.error });
        else await walk(walker, part.message, partSource, depth + 1, warnings);
      }
      return;
    case 'email': {
      const email = await readReportEmail(bytes);
      // An ARF report, or an email with nothing that looks like a report attached: a failure
      // report (parsed: false if it has no ARF part), kept rather than thrown away.
      if (email.isFeedbackReport || email.reportAttachments.length === 0) {
        found('failure');
        return;
      }
      for (const [index, attachment] of email.reportAttachments.entries()) {
        const name = attachment.filename ?? `part ${index + 1} (${attachment.mimeType})`;
        await walk(walker, attachment.content, child(source, name), depth + 1, warnings);
      }
      return;
    }
    case 'unknown':
      throw new ReportInputError(
        'UnknownFormat',
        'The input is not a report: not XML, JSON, gzip, zip, an email or an mbox.',
      );
  }
}

/** Every report document in `input`, and an error for every part that could not be read. */
export async function extractReportDocuments(
  input: Buffer,
  options: ExtractOptions = {},
): Promise<ExtractedPart[]> {
  const walker: Walk = {
    budget: new ExpansionBudget(options.maxExpandedBytes ?? DEFAULT_MAX_EXPANDED_BYTES),
    maxMessageBytes: options.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES,
    parts: [],
  };
  await walk(walker, input, options.name ?? 'input', 0, []);
  return walker.parts;
}
