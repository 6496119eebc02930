// Upload of report files on the setup screen, for editors and owners: several files at once
// (aggregate XML, gzip, zip, an email, an mbox, TLS JSON), sent one after the other, each with
// what the import made of it: reports stored, already imported, failure reports and errors.
import { useId, useRef, useState } from 'react';
import { Pill, Spinner } from '@console/ui';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, NetworkError } from '../../../api/apiErrors.ts';
import { useFormatters } from '../../../format/useFormatters.ts';
import { Card } from '../shared/dmarc.styles.ts';
import { acceptedFiles, type UploadFile, type UploadSummary } from './uploadReport.ts';
import { FileInput, UploadList } from './setup.styles.ts';

type Outcome = { status: 'done'; summary: UploadSummary } | { status: 'failed'; reason: string };
type FileState = { key: number; name: string } & ({ status: 'uploading' } | Outcome);

function useFailureText() {
  const { t } = useTranslation(['dmarc', 'errors']);
  return (error: unknown) => {
    if (error instanceof NetworkError)
      return error.offline ? t('errors:offline') : t('errors:couldNotConnect');
    if (error instanceof ApiRequestError) {
      if (error.status === 403) return t('setup.upload.forbidden');
      if (error.status === 413) return t('setup.upload.tooLarge');
      if (error.status === 400) return t('setup.upload.invalid');
    }
    return t('setup.upload.failed');
  };
}

function Summary({ summary }: { summary: UploadSummary }) {
  const { t } = useTranslation('dmarc');
  const format = useFormatters();
  const already = summary.duplicates + summary.failureDuplicates + summary.tlsDuplicates;
  const parts = [
    t('setup.upload.stored', { value: format.count(summary.aggregate) }),
    t('setup.upload.already', { value: format.count(already) }),
    t('setup.upload.failureReports', { value: format.count(summary.failure) }),
    ...(summary.tls > 0 ? [t('setup.upload.tls', { value: format.count(summary.tls) })] : []),
    t('setup.upload.errors', { value: format.count(summary.errors.length) }),
  ];
  return (
    <>
      <p>{parts.join(' · ')}</p>
      {summary.errors.length > 0 && (
        <ul className="errors">
          {summary.errors.map((error, index) => (
            <li key={index}>
              {error.source}: {error.message}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function ReportUpload({ upload }: { upload: UploadFile }) {
  const { t } = useTranslation('dmarc');
  const headingId = useId();
  const inputId = useId();
  const hintId = useId();
  const failureText = useFailureText();
  const [files, setFiles] = useState<FileState[]>([]);
  const nextKey = useRef(0);

  const send = async (chosen: File[]) => {
    const jobs = chosen.map((file) => ({ file, key: nextKey.current++ }));
    setFiles((current) => [
      ...jobs.map(({ file, key }) => ({ key, name: file.name, status: 'uploading' as const })),
      ...current,
    ]);
    const settle = (key: number, outcome: Outcome) =>
      setFiles((current) =>
        current.map((entry) => (entry.key === key ? { key, name: entry.name, ...outcome } : entry)),
      );
    // One after the other: a year of reports in many files should not start 300 imports at once.
    for (const { file, key } of jobs) {
      try {
        settle(key, { status: 'done', summary: await upload(file) });
      } catch (error) {
        settle(key, { status: 'failed', reason: failureText(error) });
      }
    }
  };

  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>{t('setup.upload.title')}</h2>
      <p className="muted" id={hintId}>
        {t('setup.upload.hint')}
      </p>
      <FileInput>
        <label htmlFor={inputId}>{t('setup.upload.choose')}</label>
        <input
          id={inputId}
          type="file"
          multiple
          accept={acceptedFiles}
          aria-describedby={hintId}
          onChange={(event) => {
            const chosen = [...(event.target.files ?? [])];
            event.target.value = '';
            if (chosen.length > 0) void send(chosen);
          }}
        />
      </FileInput>
      {files.length > 0 && (
        <UploadList aria-label={t('setup.upload.results')} aria-live="polite">
          {files.map((file) => (
            <li key={file.key}>
              <div className="name">
                <strong>{file.name}</strong>
                {file.status === 'uploading' && (
                  <span className="status">
                    <Spinner size="small" />
                    {t('setup.upload.uploading')}
                  </span>
                )}
                {file.status === 'done' && (
                  <Pill tone={file.summary.errors.length > 0 ? 'warning' : 'success'}>
                    {file.summary.errors.length > 0
                      ? t('setup.upload.doneWithErrors')
                      : t('setup.upload.done')}
                  </Pill>
                )}
                {file.status === 'failed' && <Pill tone="danger">{t('setup.upload.refused')}</Pill>}
              </div>
              {file.status === 'done' && <Summary summary={file.summary} />}
              {file.status === 'failed' && <p className="reason">{file.reason}</p>}
            </li>
          ))}
        </UploadList>
      )}
    </Card>
  );
}
