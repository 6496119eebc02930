// `pnpm console import-dmarc --account A FILE...`: DMARC aggregate, failure and TLS reports from
// files (xml, xml.gz, zip, eml, mbox, json; what a file is, its bytes tell), each kept raw and
// imported like mail to the account's report address, with a progress bar on stderr and a
// summary. A file that cannot be read is counted and named; the others are still imported.
// `--failed` lists the files kept that could not be read, `--retry ID` imports one again.
import fs from 'node:fs';
import path from 'node:path';
import { fail } from '../http/apiError.ts';
import type { Services } from '../http/context.ts';
import { findAccount } from '../modules/accounts/accounts.repository.ts';
import { reportsRead } from '../modules/dmarc/reportImport.ts';
import { failedUploads } from '../modules/dmarc/dmarc.repository.ts';
import { importFiles, retryUpload } from '../modules/dmarc/uploads.ts';
import { stringOption, type Args } from './args.ts';
import type { CommandIO } from './io.ts';

export const dmarcImportHelp = `  import-dmarc --account ID FILE...
                       import DMARC reports (xml, xml.gz, zip, eml, mbox; TLS reports in json)
                       into an account
  import-dmarc --failed [--account ID]
                       the report files kept that could not be read, with the reason
  import-dmarc --retry ID
                       import a failed file again from what was kept`;

export async function dmarcImportCommand(
  services: Services,
  args: Args,
  io: CommandIO,
): Promise<string[]> {
  if (args.options.has('failed')) return listFailedFiles(services, stringOption(args, 'account'));
  if (args.options.has('retry')) return retryFile(services, stringOption(args, 'retry'));
  const account = stringOption(args, 'account');
  if (!account) throw fail('ValidationError', 'Give the account: --account ID');
  // the first positional is the command's name; files are relative to where it was typed
  const files = args.positionals.slice(1).map((arg) => path.resolve(io.cwd, arg));
  if (files.length === 0) throw fail('ValidationError', 'Give one or more files to import');
  for (const file of files) if (!fs.existsSync(file)) throw fail('NotFound', `No file ${file}`);
  const row = await findAccount(services.db, account);
  if (!row) throw fail('NotFound', `No account ${account}`);
  if (!row.modules.includes('dr'))
    throw fail('ModuleDisabled', `DMARC Reports is not enabled for ${account}`);

  const startedAt = performance.now();
  const totals = {
    aggregate: 0,
    duplicates: 0,
    repeats: 0,
    records: 0,
    failure: 0,
    tls: 0,
    again: 0,
  };
  const problems: string[] = [];
  let failedFiles = 0;
  let done = 0;
  // each file read when its turn comes: memory holds one file and the batch, not them all
  function* reading() {
    for (const file of files)
      yield { name: path.basename(file), bytes: fs.readFileSync(file), source: 'command' as const };
  }
  await importFiles(services, account, reading(), (summary) => {
    totals.aggregate += summary.aggregate;
    totals.duplicates += summary.duplicates;
    totals.repeats += summary.repeats;
    totals.records += summary.records;
    totals.failure += summary.failure;
    totals.tls += summary.tls;
    totals.again += summary.failureDuplicates + summary.tlsDuplicates;
    if (reportsRead(summary) === 0) failedFiles += 1;
    for (const error of summary.errors) problems.push(`${error.source}: ${error.message}`);
    done += 1;
    const line = progressLine(done, files.length, summary.name, totals.records, problems.length);
    io.err(io.errIsTty ? `\r${line}` : `${line}\n`);
  });
  if (io.errIsTty) io.err('\n');
  const seconds = (performance.now() - startedAt) / 1000;
  const lines = [
    `Imported ${files.length} file${files.length === 1 ? '' : 's'} into ${account} in ${seconds.toFixed(1)} s:`,
    `  aggregate reports ${totals.aggregate} (${totals.records} records, ${totals.repeats} repeating an earlier id), already imported ${totals.duplicates}`,
    `  failure reports ${totals.failure}, TLS reports ${totals.tls}, already imported ${totals.again}; files not read ${failedFiles}`,
  ];
  if (problems.length > 0) {
    lines.push('Not read:', ...problems.slice(0, 20).map((problem) => `  ${problem}`));
    if (problems.length > 20) lines.push(`  ... and ${problems.length - 20} more`);
  }
  return lines;
}

async function listFailedFiles(services: Services, account: string | undefined): Promise<string[]> {
  const rows = await failedUploads(services.db, account);
  if (rows.length === 0) return ['No report file failed.'];
  return [
    ['ID', 'ACCOUNT', 'SOURCE', 'NAME', 'SIZE', 'RECEIVED', 'FAILURE'].join('\t'),
    ...rows.map((row) =>
      [
        row.id,
        row.account_id,
        row.source,
        row.name,
        row.size,
        row.received_at.toISOString(),
        row.failure ?? '',
      ].join('\t'),
    ),
  ];
}

async function retryFile(services: Services, id: string | undefined): Promise<string[]> {
  if (id === undefined || !/^\d{1,15}$/.test(id))
    throw fail('ValidationError', 'Give the id of the failed file: --retry ID');
  const summary = await retryUpload(services, Number(id));
  if (reportsRead(summary) === 0)
    return [
      `File ${id} (${summary.name}) still cannot be read: ${summary.errors.map((error) => `${error.source}: ${error.message}`).join('; ')}`,
    ];
  return [
    `File ${id} (${summary.name}) imported: aggregate reports ${summary.aggregate} (${summary.records} records), failure reports ${summary.failure}, TLS reports ${summary.tls}, already imported ${summary.duplicates + summary.failureDuplicates + summary.tlsDuplicates}`,
  ];
}

/** `[=========>          ]  3/7 files  google.com!example.com!...zip  1,234 records  errors 0` */
function progressLine(done: number, total: number, name: string, records: number, errors: number) {
  const width = 20;
  const filled = Math.round((done / total) * width);
  const bar = `${'='.repeat(filled)}${filled < width ? '>' : ''}${' '.repeat(Math.max(0, width - filled - 1))}`;
  return `[${bar}] ${done}/${total} files  ${name}  ${records.toLocaleString('en')} records  errors ${errors}`;
}
