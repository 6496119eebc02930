// One topic of a report: its name, what it covers and its score, then its tests with the
// failing ones first. Each test says what it checks, its result, what was seen and, unless it
// passed, why it matters and how to fix it, in the reader's language (checkTexts.ts).
import { useId } from 'react';
import type { AuditTest, AuditTopic, AuditTopicResult } from '@console/contract';
import { Pill, type PillTone } from '@console/ui';
import { Card, TestList, TopicHead } from '../shared/auditor.styles.ts';
import { ScoreChip } from '../shared/ScoreChip.tsx';
import { failingFirst } from '../shared/scores.ts';
import type { AuditorTexts } from '../shared/useAuditorTexts.ts';

const resultTones: Record<AuditTest['result'], PillTone> = {
  pass: 'success',
  info: 'info',
  warning: 'warning',
  fail: 'danger',
  error: 'neutral',
};

export const topicAnchor = (topic: AuditTopic) => `topic-${topic.toLowerCase()}`;

function TestItem({ test, texts }: { test: AuditTest; texts: AuditorTexts }) {
  const { t, check } = texts;
  const why = check.why(test);
  const fix = check.fix(test);
  return (
    <li data-result={test.result}>
      <div className="head">
        <Pill tone={resultTones[test.result]} hasDot>
          {texts.result(test.result)}
        </Pill>
        <h3>{check.name(test)}</h3>
        {test.penalty !== null && test.penalty > 0 && (
          <span className="penalty">
            {t('test.penalty', { points: texts.score(test.penalty) })}
          </span>
        )}
      </div>
      <p>{check.seen(test)}</p>
      {(why || fix) && (
        <dl>
          {why && (
            <>
              <dt>{t('test.why')}</dt>
              <dd>{why}</dd>
            </>
          )}
          {fix && (
            <>
              <dt>{test.result === 'error' ? t('test.tryAgain') : t('test.fix')}</dt>
              <dd>{fix}</dd>
            </>
          )}
        </dl>
      )}
    </li>
  );
}

export interface TopicCardProps {
  topic: AuditTopic;
  /** The topic's score as the report's summary gives it (the default 5 without one). */
  score: number;
  result: AuditTopicResult | undefined;
  texts: AuditorTexts;
}

export function TopicCard({ topic, score, result, texts }: TopicCardProps) {
  const { t } = texts;
  const headingId = useId();
  const tests = failingFirst(result?.tests ?? []);
  return (
    <Card id={topicAnchor(topic)} aria-labelledby={headingId}>
      <TopicHead>
        <div>
          <h2 id={headingId}>{texts.topic(topic)}</h2>
          <p className="muted">{t(`topic.${topic}.about`)}</p>
        </div>
        <ScoreChip score={score} label={texts.topic(topic)} texts={texts} size="large" />
      </TopicHead>
      {tests.length > 0 ? (
        <TestList>
          {tests.map((test, index) => (
            <TestItem key={`${test.id}-${index}`} test={test} texts={texts} />
          ))}
        </TestList>
      ) : (
        <p className="muted">{t('topic.noTests')}</p>
      )}
    </Card>
  );
}
