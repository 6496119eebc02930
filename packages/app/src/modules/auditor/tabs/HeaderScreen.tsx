// Email Auditor, a report's header (inbox/{report}/header): the header block as received, in
// monospace, the fields authentication wrote (Authentication-Results, DKIM-Signature, ARC-*,
// Received-SPF) marked, with a copy button. Shown as text, never interpreted.
import { CopyButton, type CopyText } from '../shared/CopyButton.tsx';
import { HeaderBlock, Note } from '../shared/auditor.styles.ts';
import { useAuditorTexts } from '../shared/useAuditorTexts.ts';
import { ReportFrame } from '../report/ReportFrame.tsx';
import { headerFields } from './headerFields.ts';

export interface TabScreenProps {
  /** Writes to the clipboard; navigator.clipboard by default. */
  copyText?: CopyText;
}

export function HeaderScreen({ copyText }: TabScreenProps) {
  const { t } = useAuditorTexts();
  return (
    <ReportFrame
      view="header"
      title={t('header.title')}
      meta={() => t('header.legend')}
      actions={(report) =>
        report.header ? (
          <CopyButton
            value={report.header}
            label={t('header.copy')}
            text={t('copy')}
            copyText={copyText}
          />
        ) : null
      }
    >
      {(report) =>
        report.header ? (
          // Focusable so that a keyboard can scroll it; named by the panel's title.
          <HeaderBlock tabIndex={0} aria-label={t('header.title')}>
            {headerFields(report.header).map((field, index) =>
              field.isAuthentication ? (
                <span key={index} className="field" data-auth="">
                  <mark>{field.name}</mark>
                  {field.rest}
                </span>
              ) : (
                <span key={index} className="field">
                  {field.name}
                  {field.rest}
                </span>
              ),
            )}
          </HeaderBlock>
        ) : (
          <Note>{t('header.none')}</Note>
        )
      }
    </ReportFrame>
  );
}
