// Email Auditor, a report's HTML part (inbox/{report}/html): rendered as the recipient would
// see it with images blocked, without what would reach the network (withoutRemoteContent.ts),
// in a sandboxed frame that runs no script and loads nothing (htmlFrame.ts); or "This message
// has no HTML part".
import { useMemo } from 'react';
import { HtmlFrame, Note } from '../shared/auditor.styles.ts';
import { useAuditorTexts } from '../shared/useAuditorTexts.ts';
import { ReportFrame } from '../report/ReportFrame.tsx';
import { htmlFrameDocument } from './htmlFrame.ts';
import { withoutRemoteContent } from './withoutRemoteContent.ts';

function MessageFrame({ html, title }: { html: string; title: string }) {
  const document = useMemo(() => htmlFrameDocument(withoutRemoteContent(html)), [html]);
  return <HtmlFrame title={title} sandbox="" referrerPolicy="no-referrer" srcDoc={document} />;
}

export function HtmlScreen() {
  const { t } = useAuditorTexts();
  return (
    <ReportFrame
      view="html"
      title={t('html.title')}
      meta={(report) => (report.html ? t('html.note') : undefined)}
    >
      {(report) =>
        report.html ? (
          <MessageFrame html={report.html} title={t('html.frame')} />
        ) : (
          <Note>{t('html.none')}</Note>
        )
      }
    </ReportFrame>
  );
}
