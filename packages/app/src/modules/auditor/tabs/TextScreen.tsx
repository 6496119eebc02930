// Email Auditor, a report's text part (inbox/{report}/text): as received, wrapped, in
// monospace, or "This message has no text part".
import { Note, TextBlock } from '../shared/auditor.styles.ts';
import { useAuditorTexts } from '../shared/useAuditorTexts.ts';
import { ReportFrame } from '../report/ReportFrame.tsx';

export function TextScreen() {
  const { t } = useAuditorTexts();
  return (
    <ReportFrame view="text" title={t('text.title')}>
      {(report) =>
        report.text ? (
          // Focusable so that a keyboard can scroll it.
          <TextBlock tabIndex={0} aria-label={t('text.title')}>
            {report.text}
          </TextBlock>
        ) : (
          <Note>{t('text.none')}</Note>
        )
      }
    </ReportFrame>
  );
}
