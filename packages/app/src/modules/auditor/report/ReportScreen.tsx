// Email Auditor, one report (inbox/{report}/report): the overall score with how many tests
// failed, warned, could not run, informed and passed; the eight topic scores as gauges; the
// Gmail and Yahoo bulk-sender requirements met or missed; then each topic with its tests, the
// failing ones first, each saying what it saw, why it matters and how to fix it.
import type { EmailAuditDetail } from '@console/contract';
import { Pill, ScoreGauge } from '@console/ui';
import { useSession } from '../../../session/SessionContext.tsx';
import { GaugeGrid, Note, Overall } from '../shared/auditor.styles.ts';
import { ScoreChip } from '../shared/ScoreChip.tsx';
import { overallScore, resultCounts, resultOrder, topicScores } from '../shared/scores.ts';
import { useAuditorTexts, type AuditorTexts } from '../shared/useAuditorTexts.ts';
import { ReportFrame } from './ReportFrame.tsx';
import { RequirementsCard } from './RequirementsCard.tsx';
import { TopicCard } from './TopicCard.tsx';

const tones = {
  fail: 'danger',
  error: 'neutral',
  warning: 'warning',
  info: 'info',
  pass: 'success',
} as const;

function Scores({ report, texts }: { report: EmailAuditDetail; texts: AuditorTexts }) {
  const { user } = useSession();
  const { t, format } = texts;
  const overall = overallScore(null, report.summary);
  const counts = resultCounts(report.report.topics.flatMap((topic) => topic.tests));
  const results = (Object.keys(resultOrder) as (keyof typeof counts)[]).filter(
    (result) => counts[result] > 0,
  );
  return (
    <>
      <Overall>
        <ScoreChip score={overall} label={t('score.overall')} texts={texts} size="large" />
        <div className="label" aria-hidden="true">
          {t('score.overall')}
          <span>{texts.outOf(overall)}</span>
        </div>
        <ul aria-label={t('scores.results')}>
          {results.map((result) => (
            <li key={result}>
              <Pill tone={tones[result]}>
                {t('scores.tally', {
                  result: texts.result(result),
                  value: format.count(counts[result]),
                })}
              </Pill>
            </li>
          ))}
        </ul>
      </Overall>
      {report.summary === null && <Note>{t('scores.noSummary')}</Note>}
      <GaugeGrid>
        {topicScores(report.summary).map(({ topic, score }) => (
          <ScoreGauge
            key={topic}
            label={texts.topic(topic)}
            score={score}
            numberFormat={user.format}
            outOfLabel={t('score.of')}
          />
        ))}
      </GaugeGrid>
    </>
  );
}

export function ReportScreen() {
  const texts = useAuditorTexts();
  return (
    <ReportFrame
      view="report"
      title={texts.t('scores.title')}
      after={(report) => (
        <>
          <RequirementsCard report={report} texts={texts} />
          {topicScores(report.summary).map(({ topic, score }) => (
            <TopicCard
              key={topic}
              topic={topic}
              score={score}
              result={report.report.topics.find((result) => result.id === topic)}
              texts={texts}
            />
          ))}
        </>
      )}
    >
      {(report) => <Scores report={report} texts={texts} />}
    </ReportFrame>
  );
}
