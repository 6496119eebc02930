// Decompression with a cap on the bytes it may produce, against zip and gzip bombs (a real
// 909 kB report gzips 103:1; a crafted one 1000:1 and more). gzip goes through node:zlib's
// stream and zip through yauzl, both read chunk by chunk and stopped as soon as the budget is
// spent, so a bomb costs at most the cap in memory. yauzl also catches an entry that is larger
// than its header says (validateEntrySizes), and we check each entry's CRC-32, which it skips.

import { crc32, createGunzip } from 'node:zlib';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { ReportInputError } from './types.ts';

export const DEFAULT_MAX_EXPANDED_BYTES = 100 * 1024 * 1024;

const mebibytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MiB`;
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * How many decompressed bytes one input may hold. Bytes of a part that was refused are given
 * back (`release`), so one bomb in an email does not starve the good attachments beside it.
 */
export class ExpansionBudget {
  readonly limit: number;
  private spent = 0;

  constructor(limit: number) {
    this.limit = limit;
  }

  get remaining(): number {
    return this.limit - this.spent;
  }

  /** the bytes held now, to `release` back to if what follows is refused */
  mark(): number {
    return this.spent;
  }

  release(mark: number): void {
    this.spent = Math.min(this.spent, mark);
  }

  spend(bytes: number): void {
    if (this.spent + bytes > this.limit) {
      throw new ReportInputError(
        'TooLarge',
        `Decompressed, the input is larger than ${mebibytes(this.limit)}; refused (a zip or gzip bomb?).`,
      );
    }
    this.spent += bytes;
  }
}

/** Reads a stream into one Buffer, spending the budget as bytes arrive. */
async function collect(stream: Readable, budget: ExpansionBudget) {
  const chunks: Buffer[] = [];
  const mark = budget.mark();
  let crc = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      budget.spend(chunk.length);
      crc = crc32(chunk, crc);
      chunks.push(chunk);
    }
  } catch (error) {
    budget.release(mark);
    stream.destroy();
    // No concatenation here: after a refusal the chunks are usually dropped (a bomb's 100 MiB
    // would otherwise be copied once more).
    return { chunks, crc, error };
  }
  return { chunks, crc, error: null };
}

/**
 * Inflates gzip data. A file cut off at the end gives what could be inflated, flagged
 * `truncated` (the XML parser then drops the cut record); corrupt data is refused.
 */
export async function gunzipCapped(
  bytes: Buffer,
  budget: ExpansionBudget,
): Promise<{ data: Buffer; truncated: boolean }> {
  const gunzip = createGunzip();
  gunzip.end(bytes);
  const { chunks, error } = await collect(gunzip, budget);
  if (!error) return { data: Buffer.concat(chunks), truncated: false };
  if (error instanceof ReportInputError) throw error;
  if ((error as { code?: string }).code === 'Z_BUF_ERROR' && chunks.length > 0) {
    const data = Buffer.concat(chunks);
    budget.spend(data.length);
    return { data, truncated: true };
  }
  throw new ReportInputError('BrokenArchive', `The gzip data is corrupt: ${reasonOf(error)}.`);
}

export type ZipEntryResult =
  { name: string; data: Buffer } | { name: string; error: ReportInputError };

// Entries that may hold a report; a README or a signature file in the archive is skipped.
const reportEntryName = /(\.(xml|json|gz|zip)|^[^.]*)$/i;

/**
 * Inflates the report entries of a zip archive. An entry that is corrupt, encrypted or lies
 * about its size is returned as an error and the others are still read; a broken central
 * directory or an archive over the budget refuses the whole archive.
 */
export async function unzipCapped(
  bytes: Buffer,
  budget: ExpansionBudget,
): Promise<ZipEntryResult[]> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, {
      lazyEntries: true,
      validateEntrySizes: true,
      decodeStrings: true,
      strictFileNames: false,
    });
  } catch (error) {
    throw new ReportInputError('BrokenArchive', `The zip archive is corrupt: ${reasonOf(error)}.`);
  }
  const results: ZipEntryResult[] = [];
  try {
    for await (const entry of zip.eachEntry()) {
      const name = entry.fileName;
      const baseName = name.split('/').pop() ?? '';
      if (name.endsWith('/') || !reportEntryName.test(baseName)) continue;
      if (entry.uncompressedSize > budget.remaining) {
        // Declared too large: refused before inflating a byte.
        budget.spend(entry.uncompressedSize);
      }
      let stream: Readable;
      try {
        stream = await zip.openReadStreamPromise(entry);
      } catch (error) {
        const message = `Entry ${name} cannot be read: ${reasonOf(error)}.`;
        results.push({ name, error: new ReportInputError('BrokenArchive', message) });
        continue;
      }
      const { chunks, crc, error } = await collect(stream, budget);
      if (error instanceof ReportInputError) throw error;
      const data = error ? Buffer.alloc(0) : Buffer.concat(chunks);
      if (error) {
        const message = /too many bytes/.test(reasonOf(error))
          ? `Entry ${name} is larger than the archive says (${entry.uncompressedSize} bytes); refused.`
          : `Entry ${name} is corrupt: ${reasonOf(error)}.`;
        results.push({ name, error: new ReportInputError('BrokenArchive', message) });
      } else if (crc !== entry.crc32) {
        budget.release(budget.mark() - data.length);
        const message = `Entry ${name} is corrupt: its CRC-32 does not match.`;
        results.push({ name, error: new ReportInputError('BrokenArchive', message) });
      } else {
        results.push({ name, data });
      }
    }
  } catch (error) {
    if (error instanceof ReportInputError) throw error;
    throw new ReportInputError('BrokenArchive', `The zip archive is corrupt: ${reasonOf(error)}.`);
  } finally {
    if (zip.isOpen) zip.close();
  }
  return results;
}
