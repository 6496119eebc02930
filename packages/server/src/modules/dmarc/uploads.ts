// Files handed to the console (an upload, `pnpm console import-dmarc`): each kept raw first,
// then imported like mail (reportImport.ts), the small reports of many files batched together;
// the look-up of their sources starts at once.
// A file none of whose reports could be read stays as `failed` with its reason, to be shown to
// the admin and imported again.
import type { Services } from '../../http/context.ts';
import { sourceLookupJob } from './dmarc.jobs.ts';
import { finishUpload, insertUpload } from './dmarc.repository.ts';
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
    await run.add(file.bytes, { uploadId, name: file.name }, async (summary) => {
      await finishUpload(services.db, uploadId, failureOf(summary));
      onFile({ ...summary, uploadId, name: file.name });
    });
  }
  await run.finish();
  // new source IPs named now rather than at the next minute
  await services.jobs.send(sourceLookupJob);
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
