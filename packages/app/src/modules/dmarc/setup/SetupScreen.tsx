// DMARC Reports setup (dmarc/get): where receivers send reports for this account (one address
// for aggregate and failure reports), the record to publish at _dmarc.<domain> with copy buttons,
// how many policy domains are known and when the last report arrived, the steps to take, for
// editors and owners an upload of report files received elsewhere, and a domain's DNS records
// checked.
import { useId } from 'react';
import { roleAllows } from '@console/contract';
import { Button, CopyIcon, useSnackbar } from '@console/ui';
import { useQuery } from '../../../api/useQuery.ts';
import { Panel } from '../../../reportKit/panels/Panel.tsx';
import { useSession } from '../../../session/SessionContext.tsx';
import { CellLink, Card, Code, Columns, CopyRow, Facts, Page } from '../shared/dmarc.styles.ts';
import { DmarcHeader } from '../shared/DmarcHeader.tsx';
import { useDmarcPaths } from '../shared/dmarcPaths.ts';
import { useDmarcTexts } from '../shared/useDmarcTexts.ts';
import { ReportUpload } from './ReportUpload.tsx';
import { SetupDnsChecks } from './SetupDnsChecks.tsx';
import { uploadReportFile, type UploadFile } from './uploadReport.ts';

export interface SetupScreenProps {
  /** Sends one file; the server's upload by default (stories answer themselves). */
  upload?: UploadFile;
  /** Writes to the clipboard; navigator.clipboard by default. */
  copyText?: (text: string) => Promise<void>;
  /** The clock (stories fix it): the domains checked are those of the last 30 days. */
  now?: () => number;
}

const writeClipboard = (text: string) => navigator.clipboard.writeText(text);

function CopyValue({
  value,
  label,
  copyText,
}: {
  value: string;
  label: string;
  copyText: (text: string) => Promise<void>;
}) {
  const { t } = useDmarcTexts();
  const snackbar = useSnackbar();
  return (
    <CopyRow>
      <pre>{value}</pre>
      <Button
        variant="ghost"
        icon={<CopyIcon />}
        aria-label={label}
        onPress={() =>
          void copyText(value).then(
            // The snackbar is a live region: the confirmation is read out as well as shown.
            () => snackbar.show(t('common:valueCopied'), { variant: 'primary' }),
            () => undefined, // no clipboard permission: nothing was copied, nothing to announce
          )
        }
      />
    </CopyRow>
  );
}

export function SetupScreen({ upload, copyText = writeClipboard, now }: SetupScreenProps) {
  const { workspace } = useSession();
  const texts = useDmarcTexts();
  const { t, format } = texts;
  const paths = useDmarcPaths();
  const query = useQuery((api) => api.member.dmarc.get({}), [workspace.account]);
  const setup = query.data;
  const addressId = useId();
  const recordId = useId();
  const stepsId = useId();
  const uploadId = useId();
  const mayUpload = roleAllows(workspace.role, 'editor');
  const sameAddress = setup !== undefined && setup.rua === setup.ruf;

  return (
    <Page>
      <DmarcHeader title={t('setup.title')} subtitle={t('setup.subtitle')} place="setup" />
      <Panel
        title={t('setup.status.title')}
        status={query.status}
        hasContent={setup !== undefined}
        onReload={query.reload}
        isWide
      >
        {setup && (
          <Facts>
            <dt>{t('setup.status.domains')}</dt>
            <dd>
              {setup.policy_domains > 0 ? (
                <CellLink to={paths.domains}>
                  {t('setup.status.domainCount', {
                    count: setup.policy_domains,
                    value: format.count(setup.policy_domains),
                  })}
                </CellLink>
              ) : (
                t('setup.status.noDomain')
              )}
            </dd>
            <dt>{t('setup.status.lastReport')}</dt>
            <dd>
              {setup.last_report_at
                ? format.dateTime(setup.last_report_at)
                : t('setup.status.noReport')}
            </dd>
          </Facts>
        )}
      </Panel>
      {setup && (
        <Columns>
          <Card aria-labelledby={addressId}>
            <h2 id={addressId}>{t('setup.address.title')}</h2>
            <p className="muted">{t('setup.address.text')}</p>
            {sameAddress ? (
              <>
                <h3>{t('setup.address.both')}</h3>
                <CopyValue value={setup.rua} label={t('setup.address.copy')} copyText={copyText} />
              </>
            ) : (
              <>
                <h3>{t('setup.address.rua')}</h3>
                <CopyValue
                  value={setup.rua}
                  label={t('setup.address.copyRua')}
                  copyText={copyText}
                />
                <h3>{t('setup.address.ruf')}</h3>
                <CopyValue
                  value={setup.ruf}
                  label={t('setup.address.copyRuf')}
                  copyText={copyText}
                />
              </>
            )}
          </Card>
          <Card aria-labelledby={recordId}>
            <h2 id={recordId}>{t('setup.record.title')}</h2>
            <Facts>
              <dt>{t('setup.record.name')}</dt>
              <dd>
                <Code>_dmarc.&lt;{t('setup.record.yourDomain')}&gt;</Code>
              </dd>
              <dt>{t('setup.record.type')}</dt>
              <dd>
                <Code>TXT</Code>
              </dd>
            </Facts>
            <CopyValue
              value={setup.example_record}
              label={t('setup.record.copy')}
              copyText={copyText}
            />
            <p className="muted">{t('setup.record.policyNote')}</p>
          </Card>
        </Columns>
      )}
      {setup && (
        <Columns>
          <Card aria-labelledby={stepsId}>
            <h2 id={stepsId}>{t('setup.steps.title')}</h2>
            <ol>
              <li>{t('setup.steps.publish')}</li>
              <li>{t('setup.steps.existing')}</li>
              <li>
                {t('setup.steps.external', { addressDomain: setup.rua.split('@')[1] ?? setup.rua })}
              </li>
              <li>{t('setup.steps.wait')}</li>
              <li>{t('setup.steps.tighten')}</li>
            </ol>
          </Card>
          {mayUpload ? (
            <ReportUpload upload={upload ?? uploadReportFile(workspace.account)} />
          ) : (
            <Card aria-labelledby={uploadId}>
              <h2 id={uploadId}>{t('setup.upload.title')}</h2>
              <p className="muted">{t('setup.upload.editorsOnly')}</p>
            </Card>
          )}
        </Columns>
      )}
      {setup && <SetupDnsChecks now={now} />}
    </Page>
  );
}
