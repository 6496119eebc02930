// Files handed to the console (an upload, `pnpm console import-dmarc`): each kept raw first,
// then imported like mail (reportImport.ts), the small reports of many files batched together;
// the look-up of their sources starts at once.
// A file none of whose reports could be read stays as `failed` with its reason, listed for the
// admin (`pnpm console import-dmarc --failed`) and imported again from what was kept (`--retry`).
import { fail, notFound } from '../../http/apiError.ts';
import type { Services } from '../../http/context.ts';
import { sourceLookupJob } from './dmarc.jobs.ts';
import { findUpload, finishUpload, insertUpload } from './dmarc.repository.ts';
import { ReportImport, reportsRead, type ImportSummary } from './reportImport.ts';

export interface ReportFile {
  name: string;
  bytes: Buffer;
  source: 'upload' | 'command';
}

export type FileSummary = ImportSummary & { uploadId: number; name: string };

/**
 * Imports files one after the other (`files` may read each only when it is its turn); `onFile`
 * hears of each once its reports are stored, in the order given.
 */
export async function importFiles(
  services: Pick<Services, 'db' | 'jobs'>,
  accountId: string,
  files: Iterable<ReportFile>,
  onFile: (summary: FileSummary) => void,
): Promise<void> {
  const run = new ReportImport(services.db, accountId);
  for (const file of files) {
    const uploadId = await insertUpload(services.db, {
      account_id: accountId,
      source: file.source,
      name: file.name,
      size: file.bytes.length,
      raw: file.bytes,
    });
    await readKept(services, run, { id: uploadId, name: file.name, bytes: file.bytes }, onFile);
  }
  await run.finish();
  // new source IPs named now rather than at the next minute
  await services.jobs.send(sourceLookupJob);
}

/** A kept file read into the import; marked processed or failed once its reports are stored. */
function readKept(
  services: Pick<Services, 'db'>,
  run: ReportImport,
  upload: { id: number; name: string; bytes: Buffer },
  onFile: (summary: FileSummary) => void,
): Promise<void> {
  return run.add(upload.bytes, { uploadId: upload.id, name: upload.name }, async (summary) => {
    await finishUpload(services.db, upload.id, failureOf(summary));
    onFile({ ...summary, uploadId: upload.id, name: upload.name });
  });
}

/** Imports a failed file again from what was kept (after a fix of the parser): its summary. */
export async function retryUpload(
  services: Pick<Services, 'db' | 'jobs'>,
  id: number,
): Promise<FileSummary> {
  const upload = await findUpload(services.db, id);
  if (!upload) throw notFound(`No upload ${id}`);
  if (upload.state !== 'failed')
    throw fail('ValidationError', `Upload ${id} is ${upload.state}: only a failed one is retried`);
  const run = new ReportImport(services.db, upload.account_id);
  let result: FileSummary | undefined;
  await readKept(
    services,
    run,
    { id, name: upload.name, bytes: Buffer.from(upload.raw) },
    (summary) => {
      result = summary;
    },
  );
  await run.finish();
  await services.jobs.send(sourceLookupJob);
  return result as FileSummary;
}

export async function importFile(
  services: Pick<Services, 'db' | 'jobs'>,
  accountId: string,
  file: ReportFile,
): Promise<FileSummary> {
  let result: FileSummary | undefined;
  await importFiles(services, accountId, [file], (summary) => (result = summary));
  return result as FileSummary;
}

/** Why nothing in the file could be read, or null when something was. */
function failureOf(summary: ImportSummary): string | null {
  if (reportsRead(summary) > 0) return null;
  return (
    summary.errors.map((error) => `${error.source}: ${error.message}`).join('; ') ||
    'The file holds no DMARC or TLS report'
  );
}
