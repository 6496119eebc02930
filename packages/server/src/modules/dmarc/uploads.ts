// Files handed to the console (an upload, `pnpm console import-dmarc`): kept raw first, then
// imported like mail (reportImport.ts). A file none of whose reports could be read stays as
// `failed` with its reason, to be shown to the admin and imported again.
import type { Services } from '../../http/context.ts';
import { finishUpload, insertUpload } from './dmarc.repository.ts';
import { importReports, reportsRead, type ImportSummary } from './reportImport.ts';

export async function importFile(
  services: Pick<Services, 'db'>,
  accountId: string,
  file: { name: string; bytes: Buffer; source: 'upload' | 'command' },
): Promise<ImportSummary & { uploadId: number }> {
  const uploadId = await insertUpload(services.db, {
    account_id: accountId,
    source: file.source,
    name: file.name,
    size: file.bytes.length,
    raw: file.bytes,
  });
  const summary = await importReports(services.db, accountId, file.bytes, {
    uploadId,
    name: file.name,
  });
  const failure =
    reportsRead(summary) > 0
      ? null
      : summary.errors.map((error) => `${error.source}: ${error.message}`).join('; ') ||
        'The file holds no DMARC or TLS report';
  await finishUpload(services.db, uploadId, failure);
  return { ...summary, uploadId };
}
