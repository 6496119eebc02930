// `pnpm console import --dataset ID --format powermta FILE...`: imports delivery files (.gz
// too) into a dataset through the ingest path of the HTTP endpoint (ingest.service.ts), with a
// progress bar on stderr (records, rate, errors) and a summary.
// `pnpm console ingest-settings --dataset ID ...`: a dataset's retention and webhook secrets.
// Formats are the ingest sources: powermta, mailerq (streamed), kumomta, halon, sendgrid,
// sparkpost, ses, mailgun (JSON bodies, read whole).
import fs from 'node:fs';
import path from 'node:path';
import { createProviderClassifier } from '../modules/delivery/classify/providerClassifier.ts';
import { isPushSource, pushSources } from '../modules/delivery/ingest/parse/formats.ts';
import { ApiError, fail } from '../http/apiError.ts';
import type { Services } from '../http/context.ts';
import {
  ensureDeliveryDataset,
  findDatasetRow,
  updateIngestSettings,
  type IngestSettingsChange,
} from '../modules/delivery/datasets.repository.ts';
import { seedDemoTraffic } from '../modules/delivery/demo/demoTraffic.ts';
import { ingest, type IngestProgress } from '../modules/delivery/ingest/ingest.service.ts';
import type { Rejection } from '../modules/delivery/ingest/parse/results.ts';
import type { Args } from './args.ts';
import type { CommandIO } from './io.ts';

export const importHelp = `  import --dataset ID [--format FORMAT] FILE...
                       import delivery files (.gz too) into a dataset; FORMAT is one of
                       ${pushSources.join(', ')} (default powermta)
  import --dataset ID --format demo [--events N] [--until YYYY-MM-DD]
                       generate the demo sender's 30 days before today, or before the --until
                       day (N events, default DEMO_EVENTS)`;

/** --dataset and --format with their values, read from the raw arguments when needed. */
function optionValue(args: Args, name: string, argv: readonly string[]): string | undefined {
  const value = args.options.get(name);
  if (typeof value === 'string') return value;
  const at = argv.indexOf(`--${name}`);
  return at >= 0 ? argv[at + 1] : undefined;
}

/** The file arguments, relative to where `pnpm console` was typed (pnpm runs us elsewhere). */
function filesOf(argv: readonly string[], base: string): string[] {
  const files: string[] = [];
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] as string;
    if (['--dataset', '--format', '--events', '--until'].includes(arg)) index += 1;
    else if (!arg.startsWith('--') && arg !== 'import') files.push(path.resolve(base, arg));
  }
  return files;
}

interface FileProgress extends IngestProgress {
  file: string;
  /** bytes of the file read so far, and its size */
  bytesRead: number;
  bytesTotal: number;
}

/** `[=====>     ]  42% file.csv  1,234,567 records  61,234/s  errors 3` */
function progressLine(
  progress: FileProgress,
  records: number,
  startedAt: number,
  errors: number,
): string {
  const seconds = (performance.now() - startedAt) / 1000;
  const rate = seconds > 0 ? Math.round(records / seconds) : 0;
  const share = progress.bytesTotal === 0 ? 1 : progress.bytesRead / progress.bytesTotal;
  const width = 24;
  const filled = Math.min(width, Math.round(share * width));
  const bar = `${'='.repeat(filled)}${filled < width ? '>' : ''}${' '.repeat(Math.max(0, width - filled - 1))}`;
  const percent = `${Math.round(share * 100)}%`.padStart(4);
  return `[${bar}] ${percent} ${progress.file}  ${records.toLocaleString('en')} records  ${rate.toLocaleString('en')}/s  errors ${errors}`;
}

export async function importCommand(
  services: Services,
  args: Args,
  io: CommandIO,
): Promise<string[]> {
  const { argv } = io;
  const dataset = optionValue(args, 'dataset', argv);
  const format = optionValue(args, 'format', argv) ?? 'powermta';
  const files = filesOf(argv, io.cwd);
  if (!dataset) throw fail('ValidationError', 'Give the dataset: --dataset ID');
  if (format === 'demo')
    return demoCommand(
      services,
      dataset,
      optionValue(args, 'events', argv),
      optionValue(args, 'until', argv),
      io,
    );
  if (!isPushSource(format))
    throw fail('ValidationError', `--format must be one of ${pushSources.join(', ')}`);
  if (files.length === 0) throw fail('ValidationError', 'Give one or more files to import');
  for (const file of files) if (!fs.existsSync(file)) throw fail('NotFound', `No file ${file}`);
  if (!(await findDatasetRow(services.db, dataset)))
    throw fail('NotFound', `No dataset ${dataset}`);

  // Providers of unknown domains from their MX records, through the server's resolver.
  const providers = createProviderClassifier({ resolver: services.dns });
  const startedAt = performance.now();
  const tty = io.errIsTty;
  const errors: string[] = [];
  const totals = { records: 0, stored: 0, duplicates: 0, skipped: 0, rejected: 0 };
  let lastShown = 0;
  const show = (progress: FileProgress) => {
    const now = performance.now();
    if (!tty && now - lastShown < 5000) return;
    lastShown = now;
    const line = progressLine(
      progress,
      totals.records + progress.records,
      startedAt,
      totals.rejected + progress.rejected,
    );
    io.err(tty ? `\r${line}` : `${line}\n`);
  };
  const whereOf = (rejection: Rejection) =>
    rejection.line !== null ? `line ${rejection.line}` : `record ${rejection.index ?? '?'}`;
  for (const file of files) {
    const bytesTotal = fs.statSync(file).size;
    const stream = fs.createReadStream(file);
    let result: IngestProgress = { records: 0, stored: 0, duplicates: 0, skipped: 0, rejected: 0 };
    try {
      await ingest(
        services,
        { dataset, source: format, input: stream },
        { providers },
        {
          onRejection: (rejection) =>
            errors.push(`${file} ${whereOf(rejection)}: ${rejection.reason}`),
          onProgress: (progress) => {
            result = { ...progress };
            show({ ...progress, file, bytesRead: stream.bytesRead, bytesTotal });
          },
        },
      );
    } catch (error) {
      // A file that is not its format at all (the parser refused it whole) is one rejection;
      // the other files are still imported.
      if (!(error instanceof ApiError)) throw error;
      errors.push(`${file} record ?: ${error.message}`);
      result = { records: 1, stored: 0, duplicates: 0, skipped: 0, rejected: 1 };
    } finally {
      stream.destroy();
    }
    show({ ...result, file, bytesRead: bytesTotal, bytesTotal });
    totals.records += result.records;
    totals.stored += result.stored;
    totals.duplicates += result.duplicates;
    totals.skipped += result.skipped;
    totals.rejected += result.rejected;
  }
  if (tty) io.err('\n');
  const seconds = (performance.now() - startedAt) / 1000;
  const lines = [
    `Imported ${files.length} file${files.length === 1 ? '' : 's'} into ${dataset} in ${seconds.toFixed(1)} s (${Math.round(totals.records / Math.max(seconds, 0.001)).toLocaleString('en')} records/s):`,
    `  records ${totals.records}, stored ${totals.stored}, duplicates ${totals.duplicates}, skipped ${totals.skipped}, rejected ${totals.rejected}`,
  ];
  if (errors.length > 0) {
    lines.push('Rejected records:', ...errors.slice(0, 20).map((error) => `  ${error}`));
    if (errors.length > 20) lines.push(`  ... and ${errors.length - 20} more`);
  }
  return lines;
}

async function demoCommand(
  services: Services,
  dataset: string,
  events: string | undefined,
  until: string | undefined,
  io: CommandIO,
): Promise<string[]> {
  if (!(await findDatasetRow(services.db, dataset)))
    throw fail('NotFound', `No dataset ${dataset}`);
  const count = events === undefined ? undefined : Number(events);
  if (count !== undefined && (!Number.isInteger(count) || count < 0))
    throw fail('ValidationError', '--events must be a whole number');
  // A fixed day makes the same traffic every time (tests, screenshots); today by default.
  const end = until === undefined ? undefined : Date.parse(`${until}T00:00:00Z`);
  if (end !== undefined && (!/^\d{4}-\d{2}-\d{2}$/.test(until ?? '') || Number.isNaN(end)))
    throw fail('ValidationError', '--until must be a day, YYYY-MM-DD');
  const startedAt = performance.now();
  const result = await seedDemoTraffic(services.db, dataset, {
    events: count ?? services.config.delivery.demoEvents,
    ...(end === undefined ? {} : { now: end }),
    onChunk: (stored) => io.err(`stored ${stored.toLocaleString('en')} events\n`),
  });
  const seconds = (performance.now() - startedAt) / 1000;
  return [
    `Generated the demo traffic into ${dataset} in ${seconds.toFixed(1)} s: stored ${result.stored}, duplicates ${result.duplicates}`,
  ];
}

export const ingestSettingsHelp = `  ingest-settings --dataset ID [--retention-days N] [--mailgun-key KEY]
              [--sns-topic ARN ...] [--no-sns-topics]
                       show or change how a dataset receives events (retention, Mailgun
                       signing key, the Amazon SNS topics its SES endpoint accepts)`;

/** `pnpm console ingest-settings --dataset ID ...`: a dataset's ingest settings. */
export async function ingestSettingsCommand(
  services: Services,
  args: Args,
  { argv }: Pick<CommandIO, 'argv'>,
): Promise<string[]> {
  const dataset = optionValue(args, 'dataset', argv);
  if (!dataset) throw fail('ValidationError', 'Give the dataset: --dataset ID');
  if (!(await findDatasetRow(services.db, dataset)))
    throw fail('NotFound', `No dataset ${dataset}`);
  const change: IngestSettingsChange = {};
  const retention = optionValue(args, 'retention-days', argv);
  if (retention !== undefined) {
    const days = Number(retention);
    if (!Number.isInteger(days) || days < 1)
      throw fail('ValidationError', '--retention-days must be a whole number of days');
    change.retention_days = days;
  }
  const key = optionValue(args, 'mailgun-key', argv);
  if (key !== undefined)
    change.mailgun_signing_key = key === '' ? null : services.secrets.seal(key);
  const topics = argv.flatMap((arg, index) =>
    arg === '--sns-topic' && argv[index + 1] ? [argv[index + 1] as string] : [],
  );
  if (topics.length > 0) change.sns_topic_arns = topics;
  if (argv.includes('--no-sns-topics')) change.sns_topic_arns = [];
  if (Object.keys(change).length > 0) await updateIngestSettings(services.db, dataset, change);
  const settings = await ensureDeliveryDataset(services.db, dataset);
  return [
    `Dataset ${dataset}:`,
    `  retention: ${settings.retention_days} days`,
    `  Mailgun signing key: ${settings.mailgun_signing_key ? 'set' : 'not set'}`,
    `  SNS topics: ${settings.sns_topic_arns.length > 0 ? settings.sns_topic_arns.join(', ') : 'none'}`,
  ];
}
