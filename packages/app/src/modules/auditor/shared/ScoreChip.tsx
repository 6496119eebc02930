// A score as a small coloured chip (red under 4, orange under 7, green from 7): the number is
// shown, the colour repeats it, and assistive technology hears "DKIM: 7.5 of 10". The eight
// chips of a report come in topic order, each titled with its topic for the pointer.
import type { AuditSummary } from '@console/contract';
import { Chip, ChipList, VisuallyHidden } from './auditor.styles.ts';
import { scoreLevel, topicScores } from './scores.ts';
import type { AuditorTexts } from './useAuditorTexts.ts';

export interface ScoreChipProps {
  score: number;
  /** What the score is of: a topic's name, "Overall score". */
  label: string;
  texts: AuditorTexts;
  size?: 'small' | 'large';
}

export function ScoreChip({ score, label, texts, size = 'small' }: ScoreChipProps) {
  const spoken = texts.t('score.labelled', { label, score: texts.outOf(score) });
  return (
    <Chip data-level={scoreLevel(score)} data-size={size} title={spoken}>
      <VisuallyHidden>{spoken}</VisuallyHidden>
      <span aria-hidden="true">{texts.score(score)}</span>
    </Chip>
  );
}

export function TopicChips({
  summary,
  texts,
}: {
  summary: Partial<AuditSummary> | null;
  texts: AuditorTexts;
}) {
  return (
    <ChipList aria-label={texts.t('reports.column.topics')}>
      {topicScores(summary).map(({ topic, score }) => (
        <li key={topic}>
          <ScoreChip score={score} label={texts.topic(topic)} texts={texts} />
        </li>
      ))}
    </ChipList>
  );
}
