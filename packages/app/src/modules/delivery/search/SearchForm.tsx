// The search's run bar: what to search by (Recipient or Message ID), the text, the time range
// (the time-range machine behind the ui picker) and the Search button. The text is checked on
// submit; a refused text says why under the bar and is checked again as it is corrected.
import { useEffect, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { timeRangeMachine, type TimeRange } from '@console/machines';
import {
  ConstraintPicker,
  ReportButton,
  RunBar,
  SearchField,
  type SearchConstraint,
} from '@console/ui';
import { useTranslation } from 'react-i18next';
import { RunTimeRange } from '../../../reportKit/timeRange/RunTimeRange.tsx';
import { useSession } from '../../../session/SessionContext.tsx';
import { FieldSlot, Problem } from './SearchScreen.styles.ts';
import { checkSearch, type SearchProblem } from './searchInput.ts';
import type { SearchState } from './searchParams.ts';
import { useProblemText } from './searchTexts.ts';

export interface SearchFormProps {
  /** The search in the address: the form starts from it. */
  initial: SearchState;
  /** A problem of the search in the address (a hand-edited link), shown until the next submit. */
  initialProblem: SearchProblem | null;
  isSearching: boolean;
  now: () => number;
  onSearch: (state: SearchState) => void;
}

const sameRange = (a: TimeRange, b: TimeRange) =>
  a.preset === b.preset && a.start === b.start && a.end === b.end;

export function SearchForm({
  initial,
  initialProblem,
  isSearching,
  now,
  onSearch,
}: SearchFormProps) {
  const { t } = useTranslation(['delivery', 'common', 'errors']);
  const { user } = useSession();
  const [constraint, setConstraint] = useState<SearchConstraint>(initial.constraint);
  const [text, setText] = useState(initial.text);
  const [problem, setProblem] = useState<SearchProblem | null>(initialProblem);
  const problemText = useProblemText(constraint, problem);

  const timeRange = useActorRef(timeRangeMachine, {
    input: { range: initial.range, timeZone: user.timezone, weekStart: user.week, now },
  });
  // Only the choice matters here (the instants are resolved when the search runs), so the
  // rolling presets' refresh every second does not re-render the form.
  const range = useSelector(
    timeRange,
    (snapshot): TimeRange => {
      const { preset, start, end } = snapshot.context.range;
      return preset === 'custom' ? { preset, start, end } : { preset, start: null, end: null };
    },
    sameRange,
  );
  useEffect(() => {
    timeRange.send({ type: 'zone.change', timeZone: user.timezone, weekStart: user.week });
  }, [timeRange, user.timezone, user.week]);

  const recheck = (nextConstraint: SearchConstraint, nextText: string) => {
    if (problem === null) return;
    const checked = checkSearch(nextConstraint, nextText);
    setProblem(checked.ok ? null : checked.problem);
  };
  const submit = (value: string) => {
    const checked = checkSearch(constraint, value);
    if (!checked.ok) return setProblem(checked.problem);
    setProblem(null);
    onSearch({ constraint, text: value.trim(), range });
  };

  const isRecipient = constraint === 'email';
  return (
    <div>
      <RunBar
        aria-label={t('search.runBar')}
        actions={
          <ReportButton
            onPress={() => submit(text)}
            // presets always have their instants; only a custom range can lack one
            range={range.preset === 'custom' ? range : null}
            isPending={isSearching}
            incompleteRangeText={t('errors:customRangeIncomplete')}
          >
            {t('search.submit')}
          </ReportButton>
        }
      >
        <ConstraintPicker
          value={constraint}
          label={t('search.constraint')}
          labels={{ email: t('search.byRecipient'), message_id: t('search.byMessageId') }}
          onChange={(next) => {
            setConstraint(next);
            recheck(next, text);
          }}
        />
        <FieldSlot>
          <SearchField
            defaultValue={initial.text}
            label={isRecipient ? t('search.recipientLabel') : t('search.messageIdLabel')}
            placeholder={isRecipient ? 'ana@example.com' : '<20261119.4c21@news.example.com>'}
            clearLabel={t('search.clear')}
            onChange={(value) => {
              setText(value);
              recheck(constraint, value);
            }}
            onSubmit={submit}
            onClear={() => setText('')}
          />
        </FieldSlot>
        <RunTimeRange
          value={range}
          actor={timeRange}
          now={now}
          label={t('search.timeRange')}
          editCustomLabel={t('search.editCustomRange')}
        />
      </RunBar>
      {problemText && <Problem role="alert">{problemText}</Problem>}
    </div>
  );
}
